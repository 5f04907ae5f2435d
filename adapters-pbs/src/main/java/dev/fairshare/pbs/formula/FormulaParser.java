package dev.fairshare.pbs.formula;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses a {@code job_sort_formula} as the Python expression PBS evaluates (docs/algorithms/pbs.md §8), limited to
 * what a sort formula needs: numbers, names, {@code + - * / // % **}, unary signs, parentheses and calls.
 * Precedence and associativity are Python's: {@code **} binds tighter than a unary sign on its left and is
 * right-associative ({@code -2**2} is −4, {@code 2**-1} is 0.5). Nothing is ever executed: the result is a
 * tree that {@link FormulaEvaluator} walks. A syntax error is a {@link ConfigParseException} at its column
 * (PBS's qmgr says {@code Invalid Formula Format}).
 */
public final class FormulaParser {
  private final String text;
  private final SourceLocation where;
  private int at;

  private FormulaParser(String text, SourceLocation where) {
    this.text = text;
    this.where = where;
  }

  /** Parses a formula; {@code where} locates it (its column is the formula's first character). */
  public static FormulaNode parse(String text, SourceLocation where) {
    FormulaParser p = new FormulaParser(text, where);
    p.skip();
    if (p.at >= text.length()) {
      throw p.error(p.at, "the formula is empty", "write an expression such as fairshare_factor * 100");
    }
    FormulaNode node = p.sum();
    p.skip();
    if (p.at < text.length()) {
      throw p.error(p.at, "unexpected '" + text.charAt(p.at) + "'", "an operator or the end was expected here");
    }
    return node;
  }

  private FormulaNode sum() {
    FormulaNode left = product();
    while (true) {
      skip();
      char c = peek();
      if (c != '+' && c != '-') {
        return left;
      }
      int col = at++;
      left = new FormulaNode.Binary(String.valueOf(c), left, product(), col + 1);
    }
  }

  private FormulaNode product() {
    FormulaNode left = unary();
    while (true) {
      skip();
      String op = text.startsWith("**", at) ? null : text.startsWith("//", at) ? "//"
          : peek() == '*' ? "*" : peek() == '/' ? "/" : peek() == '%' ? "%" : null;
      if (op == null) {
        return left;
      }
      int col = at;
      at += op.length();
      left = new FormulaNode.Binary(op, left, unary(), col + 1);
    }
  }

  private FormulaNode unary() {
    skip();
    char c = peek();
    if (c == '-' || c == '+') {
      int col = at++;
      return new FormulaNode.Unary(c, unary(), col + 1);
    }
    return power();
  }

  private FormulaNode power() {
    FormulaNode base = atom();
    skip();
    if (text.startsWith("**", at)) {
      int col = at;
      at += 2;
      return new FormulaNode.Binary("**", base, unary(), col + 1);
    }
    return base;
  }

  private FormulaNode atom() {
    skip();
    if (at >= text.length()) {
      throw error(at, "the formula ends where a value was expected", "complete the expression");
    }
    char c = text.charAt(at);
    int start = at;
    if (c == '(') {
      at++;
      FormulaNode inner = sum();
      expect(')', start);
      return inner;
    }
    if (Character.isDigit(c) || (c == '.' && at + 1 < text.length() && Character.isDigit(text.charAt(at + 1)))) {
      return number();
    }
    if (Character.isLetter(c) || c == '_') {
      while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
        at++;
      }
      String name = text.substring(start, at);
      skip();
      if (peek() != '(') {
        return new FormulaNode.Name(name, start + 1);
      }
      int open = at++;
      List<FormulaNode> args = new ArrayList<>();
      skip();
      if (peek() != ')') {
        args.add(sum());
        skip();
        while (peek() == ',') {
          at++;
          args.add(sum());
          skip();
        }
      }
      expect(')', open);
      return new FormulaNode.Call(name, args, start + 1);
    }
    throw error(at, "unexpected '" + c + "'", "a number, a name or '(' was expected here");
  }

  private FormulaNode number() {
    int start = at;
    while (at < text.length() && Character.isDigit(text.charAt(at))) {
      at++;
    }
    boolean integral = true;
    if (peek() == '.') {
      integral = false;
      at++;
      while (at < text.length() && Character.isDigit(text.charAt(at))) {
        at++;
      }
    }
    if (peek() == 'e' || peek() == 'E') {
      int mark = at++;
      if (peek() == '+' || peek() == '-') {
        at++;
      }
      if (!Character.isDigit(peek())) {
        throw error(mark, "malformed exponent in a number", "write 1e6, 2.5e-3, ...");
      }
      while (at < text.length() && Character.isDigit(text.charAt(at))) {
        at++;
      }
      integral = false;
    }
    if (Character.isLetter(peek()) || peek() == '_') {
      throw error(at, "a number runs into a name", "put an operator between them");
    }
    return new FormulaNode.Num(Double.parseDouble(text.substring(start, at)), integral, start + 1);
  }

  private void expect(char c, int openedAt) {
    skip();
    if (peek() != c) {
      throw error(at, at >= text.length() ? "'(' at column " + (openedAt + 1) + " is never closed"
          : "unexpected '" + text.charAt(at) + "'", "close it with ')'");
    }
    at++;
  }

  private char peek() {
    return at < text.length() ? text.charAt(at) : 0;
  }

  private void skip() {
    while (at < text.length() && (text.charAt(at) == ' ' || text.charAt(at) == '\t')) {
      at++;
    }
  }

  private ConfigParseException error(int index, String message, String hint) {
    SourceLocation loc = SourceLocation.of(where.source(), Math.max(1, where.line()),
        Math.max(1, where.column()) + index);
    return ConfigParseException.of(Problem.error(loc, "pbs.formula.syntax",
        message + " (PBS: Invalid Formula Format)", hint));
  }
}
