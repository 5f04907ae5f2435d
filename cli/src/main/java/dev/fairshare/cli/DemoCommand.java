package dev.fairshare.cli;

import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.cli.render.ResultRenderer;
import dev.fairshare.cli.render.TextTable;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.NumberText;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.io.OutputLimit;
import dev.fairshare.tree.ShareTree;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code fairshare demo}: the embedded example (the worked example of Slurm's classic fair-share page)
 * under every registered algorithm, side by side: each user's factor and rank per algorithm. The page is
 * rendered whole, checked against {@code fairshare.limits.output-bytes}, then printed at once, so a failure
 * leaves the output empty.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
    description = "Show the embedded example tree under every registered algorithm, side by side.")
final class DemoCommand implements Callable<Integer> {
  static final String RESOURCE = "/demo/seed-003.tsv";

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    Wiring wiring = Wiring.forCommand(spec);
    TreeDocument doc = wiring.formats().get("fairshare.tsv").read(LineSource.of("demo:seed-003.tsv", load()));
    ShareTree tree = doc.tree();
    AlgorithmRegistry registry = wiring.algorithms();
    List<FairshareResult> results = new ArrayList<>();
    Demand everyUserWaits = Demand.pending(IntStream.range(0, tree.size()).filter(tree::isUser).toArray());
    for (String name : registry.names()) {
      results.add(registry.create(name).compute(tree, doc.usage(), everyUserWaits));
    }
    List<String> header = new ArrayList<>(List.of("user", "shares", "usage"));
    for (FairshareResult r : results) {
      header.add(r.algorithm());
      header.add("rank");
    }
    TextTable table = new TextTable(header);
    for (int i = 0; i < tree.size(); i++) {
      if (!tree.isUser(i)) {
        continue;
      }
      List<String> row = new ArrayList<>(List.of(tree.path(i),
          tree.usesParentShares(i) ? "parent" : NumberText.plain(tree.shares(i)),
          NumberText.plain(doc.usage().usage(i))));
      for (FairshareResult r : results) {
        row.add(ResultRenderer.number(r.factor(i), false));
        row.add(r.rank(i) == 0 ? "" : Integer.toString(r.rank(i)));
      }
      table.row(row);
    }
    String text = page(table.render());
    OutputLimit.of(wiring.config()).check(text.getBytes(StandardCharsets.UTF_8).length,
        "the demo's table of every registered algorithm");
    PrintWriter out = spec.commandLine().getOut();
    out.print(text);
    out.flush();
    return ExitCodes.OK;
  }

  /** The whole page: the intro, the rendered table and the pointer to the examples, one line ending each. */
  private static String page(String table) {
    String nl = System.lineSeparator();
    return String.join(nl,
        "fairshare demo: Slurm's classic fair-share example (accounts A 40, D 60; B 30, C 10,",
        "E 25, F 35; usage user1 20, user2 25, user4 25, and 30 on the zero-share account G)",
        "under every registered algorithm, every user with a job pending. Factor: higher is more",
        "deserving; rank 1 runs first.",
        "") + nl + table + nl + String.join(nl,
        "Next: examples/ in the repository holds a small site per scheduler (Slurm, PBS, LSF,",
        "flux-accounting) with the commands to run on it (examples/README.md), e.g.",
        "  ./fairshare pbsfs --sched-priv examples/pbs/sched_priv",
        "");
  }

  static String load() {
    try (InputStream in = DemoCommand.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
