package dev.fairshare.pbs.formula;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;

/**
 * PBS's {@code sched_priv/sched_formula}, where the server writes the formula set with qmgr: line 1 is
 * {@code ### PBS INTERNAL FILE DO NOT MODIFY ###}, line 2 the formula (docs/algorithms/pbs.md §8; {@code read_formula}
 * skips line 1).
 *
 * @param formula the formula text
 * @param where where the formula starts (line 2, column 1)
 */
public record SchedFormulaFile(String formula, SourceLocation where) {
  /** The first line PBS writes. */
  public static final String HEADER = "### PBS INTERNAL FILE DO NOT MODIFY ###";

  /** Reads the file; a file without a second line is an error. */
  public static SchedFormulaFile read(LineSource source) {
    if (source.lines().size() < 2) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(source.name(), 1), "pbs.formula.missing",
          "no formula: the file has no second line", "line 1 is '" + HEADER + "', line 2 the formula"));
    }
    return new SchedFormulaFile(source.lines().get(1).text(), SourceLocation.of(source.name(), 2, 1));
  }

  /** Parses and checks the formula: every syntax error and unknown name, positioned. */
  public FormulaNode compile(java.util.Set<String> knownResources) {
    FormulaNode node = FormulaParser.parse(formula, where);
    FormulaEvaluator.validate(node, knownResources, where);
    return node;
  }
}
