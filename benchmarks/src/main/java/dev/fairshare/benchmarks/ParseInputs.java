package dev.fairshare.benchmarks;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

/**
 * Generated inputs of a given number of lines for each format that has a parse benchmark, by registered
 * format name: a two-level tree of 100 groups and users (LSF: 100 top groups of leaf groups of two users),
 * seeded shares. Each generator follows the format's spec (docs/algorithms/slurm.md §9.1, docs/algorithms/pbs.md §2,
 * docs/algorithms/lsf.md §3.1) and writes exactly the requested number of lines.
 */
public final class ParseInputs {
  private static final int GROUPS = 100;
  private static final Map<String, IntFunction<String>> GENERATORS = Map.of(
      "fairshare.tsv", ParseInputs::tsv,
      "slurm.sacctmgr-dump", ParseInputs::sacctmgrDump,
      "pbs.resource-group", ParseInputs::resourceGroup,
      "lsf.lsb-users", ParseInputs::lsbUsers);

  private ParseInputs() {}

  /** Whether a format has a generator. */
  public static boolean has(String format) {
    return GENERATORS.containsKey(format);
  }

  /** The generated input of a format with {@code lines} lines. */
  public static String generate(String format, int lines) {
    IntFunction<String> g = GENERATORS.get(format);
    if (g == null) {
      throw new IllegalArgumentException("no parse input generator for format '" + format + "' (have: "
          + GENERATORS.keySet() + ")");
    }
    return g.apply(lines);
  }

  /** How many of {@code total} items the {@code k}-th of {@code parts} groups gets. */
  private static int share(int total, int parts, int k) {
    return total / parts + (k < total % parts ? 1 : 0);
  }

  private static String tsv(int lines) {
    SplittableRandom r = new SplittableRandom(1);
    StringBuilder b = new StringBuilder(lines * 32);
    int users = lines - GROUPS;
    for (int g = 0; g < GROUPS; g++) {
      b.append('g').append(g).append("\tgroup\t").append(1 + r.nextInt(100)).append('\n');
      for (int u = 0, n = share(users, GROUPS, g); u < n; u++) {
        b.append('g').append(g).append("/u").append(u).append("\tuser\t").append(1 + r.nextInt(100))
            .append('\t').append(r.nextInt(1_000_000)).append(".5\n");
      }
    }
    return b.toString();
  }

  private static String sacctmgrDump(int lines) {
    SplittableRandom r = new SplittableRandom(2);
    StringBuilder b = new StringBuilder(lines * 60);
    b.append("# To edit this file start with a cluster line for the new cluster\n");
    b.append("Cluster - 'bench':Fairshare=1:QOS='normal'\n");
    b.append("Parent - 'root'\n");
    for (int g = 0; g < GROUPS; g++) {
      b.append("Account - 'a").append(g).append("':Description='a").append(g)
          .append("':Organization='bench':Fairshare=").append(1 + r.nextInt(100)).append('\n');
    }
    int users = lines - 3 - 2 * GROUPS;
    for (int g = 0; g < GROUPS; g++) {
      b.append("Parent - 'a").append(g).append("'\n");
      for (int u = 0, n = share(users, GROUPS, g); u < n; u++) {
        b.append("User - 'u").append(g).append('_').append(u).append("':DefaultAccount='a").append(g)
            .append("':Fairshare=").append(1 + r.nextInt(100)).append('\n');
      }
    }
    return b.toString();
  }

  private static String resourceGroup(int lines) {
    SplittableRandom r = new SplittableRandom(3);
    StringBuilder b = new StringBuilder(lines * 24);
    int id = 10;
    for (int g = 0; g < GROUPS; g++) {
      b.append('g').append(g).append(' ').append(id++).append(" root ").append(1 + r.nextInt(100))
          .append('\n');
    }
    int users = lines - GROUPS;
    for (int g = 0; g < GROUPS; g++) {
      for (int u = 0, n = share(users, GROUPS, g); u < n; u++) {
        b.append('u').append(g).append('_').append(u).append(' ').append(id++).append(" g").append(g)
            .append(' ').append(1 + r.nextInt(100)).append('\n');
      }
    }
    return b.toString();
  }

  private static String lsbUsers(int lines) {
    SplittableRandom r = new SplittableRandom(4);
    StringBuilder b = new StringBuilder(lines * 48);
    b.append("Begin UserGroup\n");
    b.append("GROUP_NAME   GROUP_MEMBER   USER_SHARES\n");
    int leaves = lines - 3 - GROUPS;
    for (int g = 0; g < GROUPS; g++) {
      for (int l = 0, n = share(leaves, GROUPS, g); l < n; l++) {
        String leaf = "l" + g + "_" + l;
        b.append(leaf).append(" (").append(leaf).append("a ").append(leaf).append("b) ([").append(leaf)
            .append("a, ").append(1 + r.nextInt(100)).append("] [").append(leaf).append("b, ")
            .append(1 + r.nextInt(100)).append("])\n");
      }
    }
    for (int g = 0; g < GROUPS; g++) {
      StringBuilder members = new StringBuilder();
      StringBuilder shares = new StringBuilder();
      for (int l = 0, n = share(leaves, GROUPS, g); l < n; l++) {
        members.append(l == 0 ? "" : " ").append('l').append(g).append('_').append(l);
        shares.append(l == 0 ? "" : " ").append("[l").append(g).append('_').append(l).append(", ")
            .append(1 + r.nextInt(100)).append(']');
      }
      b.append('t').append(g).append(" (").append(members).append(") (").append(shares).append(")\n");
    }
    b.append("End UserGroup\n");
    return b.toString();
  }
}
