package dev.fairshare.pbs.formula;

import java.util.List;

/** A node of a parsed {@code job_sort_formula}: a number, a name, an operation or a function call. */
public sealed interface FormulaNode {
  /** The 1-based column where the node starts. */
  int column();

  /** A number literal; {@code integral} when Python reads it as an int. */
  record Num(double value, boolean integral, int column) implements FormulaNode {}

  /** A name: a keyword, a resource, or a math constant. */
  record Name(String name, int column) implements FormulaNode {}

  /** A unary {@code +} or {@code -}. */
  record Unary(char op, FormulaNode operand, int column) implements FormulaNode {}

  /** A binary operation: {@code + - * / // % **}. */
  record Binary(String op, FormulaNode left, FormulaNode right, int column) implements FormulaNode {}

  /** A call of a math or builtin function. */
  record Call(String function, List<FormulaNode> args, int column) implements FormulaNode {}
}
