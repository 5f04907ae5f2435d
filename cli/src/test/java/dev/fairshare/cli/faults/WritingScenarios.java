package dev.fairshare.cli.faults;

import dev.fairshare.cli.Main;
import dev.fairshare.cli.pbsfs.UsageBytes;
import dev.fairshare.testkit.ledger.SacctExport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The writing commands the fault harness runs, each over a template folder made here: {@code convert} (outputs
 * and report), {@code pbsfs -s}, {@code -d} and {@code -e} ({@code usage} with its {@code usage.bak}),
 * {@code flux-account update-usage} and {@code update-fshare} (one SQLite transaction), {@code view --html --svg},
 * {@code usage export} (its ledger made by {@code usage ingest} in a child JVM, which closes it); and {@link #inPlace},
 * the deliberately non-atomic writer. Inputs are big enough (3,600 users) that writing takes a while, so that kills
 * land in it.
 */
final class WritingScenarios {
  private static final int GROUPS = 60;
  private static final int USERS = 60;
  private static final String MAIN = Main.class.getName();

  private WritingScenarios() {}

  /** Every writing command of the product, templates made under {@code dir}. */
  static List<WritingScenario> all(Path dir) throws IOException, InterruptedException {
    Path tree = tree(dir.resolve("tree.tsv"));
    Path priv = schedPriv(dir.resolve("sched_priv"));
    return List.of(convert(dir, tree), pbsfs(dir, priv, "pbsfs -s", "-s", "u3x7", "5"),
        pbsfs(dir, priv, "pbsfs -d", "--now", "1700086400", "-d"),
        pbsfs(dir, priv, "pbsfs -e", "--now", "1700086400", "-e"),
        flux(dir, "flux-account update-usage", "update-usage", "--at", "2026-12-05T00:00:00Z"),
        flux(dir, "flux-account update-fshare", "update-fshare"), view(dir, tree), export(dir));
  }

  private static WritingScenario convert(Path dir, Path tree) throws IOException {
    Path t = dir.resolve("convert");
    copy(tree, t.resolve("in/tree.tsv"));
    write(t.resolve("out/resource_group"), "old 10 root 1\n");
    write(t.resolve("out/sched_config.fairshare"), "old\n");
    write(t.resolve("out/report.json"), "{}\n");
    return new WritingScenario("convert", t, r -> List.of("convert", "--from", r.resolve("in/tree.tsv").toString(),
        "--to", "pbs", "--out", r.resolve("out").toString(), "--report", r.resolve("out/report.json").toString(),
        "--force"), MAIN);
  }

  private static WritingScenario pbsfs(Path dir, Path priv, String name, String... args) throws IOException {
    Path t = dir.resolve(name.replace(' ', '_'));
    for (String file : List.of("resource_group", "usage", "usage.bak")) {
      copy(priv.resolve(file), t.resolve("sched_priv/" + file));
    }
    return new WritingScenario(name, t, r -> concat(List.of("pbsfs", "--sched-priv",
        r.resolve("sched_priv").toString()), args), MAIN);
  }

  private static WritingScenario flux(Path dir, String name, String... args) throws IOException {
    Path t = dir.resolve(name.replace(' ', '_'));
    copy(Path.of("../examples/flux/FluxAccounting.db"), t.resolve("flux.db"));
    return new WritingScenario(name, t, r -> concat(List.of("flux-account", args[0], "-p",
        r.resolve("flux.db").toString()), List.of(args).subList(1, args.length).toArray(String[]::new)), MAIN);
  }

  private static WritingScenario view(Path dir, Path tree) throws IOException {
    Path t = dir.resolve("view");
    copy(tree, t.resolve("in/tree.tsv"));
    write(t.resolve("out/v.html"), "old");
    write(t.resolve("out/v.svg"), "old");
    return new WritingScenario("view", t, r -> List.of("view", "--tree", r.resolve("in/tree.tsv").toString(),
        "--algorithm", "slurm.classic", "--html", r.resolve("out/v.html").toString(), "--svg",
        r.resolve("out/v.svg").toString(), "--force"), MAIN);
  }

  private static WritingScenario export(Path dir) throws IOException, InterruptedException {
    Path t = dir.resolve("export");
    Files.createDirectories(t.resolve("in"));
    SacctExport sacct = SacctExport.generate(3000, 11);
    sacct.write(dir.resolve("sacct.txt"));
    List<String> ingest = List.of("usage", "ingest", "--ledger", t.resolve("in/ledger.db").toString(), "--tz=UTC",
        "--at", sacct.at().toString(), "--no-progress", "slurm.sacct:" + dir.resolve("sacct.txt"));
    Process p = ChildRun.start(MAIN, ingest, dir, dir.resolve("ingest.err"), 0);
    if (p.waitFor() != 0) {
      throw new IllegalStateException(Files.readString(dir.resolve("ingest.err")));
    }
    write(t.resolve("out/export.tsv"), "old\n");
    return new WritingScenario("usage export", t, r -> List.of("usage", "export", "--ledger",
        r.resolve("in/ledger.db").toString(), "--out", r.resolve("out/export.tsv").toString(), "--force"), MAIN);
  }

  /** Three files of 240,000 bytes rewritten in place with 312,000 one after the other by {@link InPlaceWriter}. */
  static WritingScenario inPlace(Path dir) throws IOException {
    Path t = dir.resolve("in-place");
    for (String name : List.of("a", "b", "c")) {
      write(t.resolve("out/" + name), ("old " + name + "\n").repeat(40_000));
      write(t.resolve("new/" + name), ("new " + name + "\n").repeat(52_000));
    }
    return new WritingScenario("in-place writer", t, r -> List.of(r.resolve("new").toString(),
        r.resolve("out").toString()), InPlaceWriter.class.getName());
  }

  private static Path tree(Path file) throws IOException {
    StringBuilder tsv = new StringBuilder();
    for (int g = 0; g < GROUPS; g++) {
      tsv.append('g').append(g).append("\tgroup\t").append(g + 1).append('\n');
      for (int u = 0; u < USERS; u++) {
        tsv.append('g').append(g).append("/u").append(g).append('x').append(u).append("\tuser\t1\t")
            .append((g * 31 + u * 17) % 1000).append('\n');
      }
    }
    write(file, tsv.toString());
    return file;
  }

  private static Path schedPriv(Path priv) throws IOException {
    StringBuilder groups = new StringBuilder();
    UsageBytes usage = new UsageBytes(1_700_000_000L);
    int id = 10;
    for (int g = 0; g < GROUPS; g++) {
      groups.append('g').append(g).append(' ').append(id++).append(" root ").append(g + 1).append('\n');
      for (int u = 0; u < USERS; u++) {
        groups.append('u').append(g).append('x').append(u).append(' ').append(id++).append(" g").append(g)
            .append(" 1\n");
        usage.record("u" + g + "x" + u, (g * 31 + u * 17) % 1000);
      }
    }
    write(priv.resolve("resource_group"), groups.toString());
    Files.write(priv.resolve("usage"), usage.bytes());
    write(priv.resolve("usage.bak"), "the usage before\n");
    return priv;
  }

  private static List<String> concat(List<String> head, String... tail) {
    List<String> all = new java.util.ArrayList<>(head);
    all.addAll(List.of(tail));
    return all;
  }

  private static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to.getParent());
    Files.copy(from, to);
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }
}
