package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/errors.md lists every problem code the sources use (conversion losses are listed in docs/migration.md,
 * to which docs/errors.md points): a code is the first string literal shaped like
 * {@code family.what} in a call of {@code error}, {@code warning}, {@code warn}, {@code drop}, {@code fail} or
 * {@code problem}, or in a {@code LedgerException}'s constructor, or a {@code [family.what]} written into a message.
 */
class ErrorCodesDocumentedTest {
  private static final String FAMILIES =
      "io|format|tree|tsv|pending|convert|compare|explain|slurm|pbs|lsf|flux|usage|ledger|input";
  private static final Pattern CALL = Pattern.compile("\\b(?:error|warning|warn|drop|fail|problem|LedgerException)\\(");
  private static final Pattern CODE = Pattern.compile("\"((?:" + FAMILIES + ")(?:\\.[a-z0-9-]+)+)\"");
  private static final Pattern BRACKETED = Pattern.compile("\\[((?:" + FAMILIES + ")(?:\\.[a-z0-9-]+)+)]");

  static Set<String> codesIn(String source) {
    Set<String> codes = new TreeSet<>();
    Matcher call = CALL.matcher(source);
    while (call.find()) {
      int end = source.indexOf(';', call.end());
      Matcher code = CODE.matcher(source.substring(call.end(), end < 0 ? source.length() : end));
      if (code.find()) {
        codes.add(code.group(1));
      }
    }
    Matcher bracketed = BRACKETED.matcher(source);
    while (bracketed.find()) {
      codes.add(bracketed.group(1));
    }
    return codes;
  }

  @Test
  void theScanFindsCodesInEachKindOfCall() {
    assertThat(codesIn("problems.error(at(line, 3), \"slurm.dump.no-name\", \"no name given\", hint);"
        + " drop(loc, \"pbs.resource-group.bad-id\", null, \"id\");"
        + " x(\"fairshare: [lsf.acct.no-records] none\"); formats.get(\"slurm.conf\");"
        + " problem(number, 1, \"slurm.sacct.column-count\", \"the line has 3 cells\");"
        + " throw new LedgerException(\"ledger.io\", \"cannot read the ledger\", hint);"))
        .containsExactly("ledger.io", "lsf.acct.no-records", "pbs.resource-group.bad-id", "slurm.dump.no-name",
            "slurm.sacct.column-count");
  }

  @Test
  void everyCodeInTheSourcesIsListedInDocsErrors() throws IOException {
    Path root = Path.of("").toAbsolutePath().getParent();
    String docs = Files.readString(root.resolve("docs/errors.md"))
        + Files.readString(root.resolve("docs/migration.md"));
    Set<String> codes = new TreeSet<>();
    try (Stream<Path> files = Files.walk(root)) {
      List<Path> sources = files.filter(p -> p.toString().endsWith(".java"))
          .filter(p -> p.toString().contains("/src/main/java/")).toList();
      for (Path p : sources) {
        codes.addAll(codesIn(Files.readString(p)));
      }
    }
    assertThat(codes).as("codes found").hasSizeGreaterThan(100);
    assertThat(codes.stream().filter(c -> !docs.contains("`" + c + "`")).toList())
        .as("codes missing from docs/errors.md (or, for losses, docs/migration.md)").isEmpty();
  }
}
