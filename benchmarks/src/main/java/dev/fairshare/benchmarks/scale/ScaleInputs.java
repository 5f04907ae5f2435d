package dev.fairshare.benchmarks.scale;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the inputs of the scale table for one shape into a folder, streamed (the files are larger than
 * memory would like): {@code tree.tsv} (fairshare.tsv; not for a chain, whose paths would make it quadratic),
 * {@code slurm/} (a {@code sacctmgr dump}, a {@code slurm.conf}, the {@code sshare -a -P} usage for the
 * level and forest shapes), {@code pbs/sched_priv/} ({@code resource_group}, a version-2 {@code usage}) and
 * {@code lsf/} ({@code lsb.users}, {@code lsb.queues} with a fair-share queue {@code normal}, {@code lsb.hosts}
 * with a host partition {@code all} of the same shares, {@code lsb.params}, a few {@code lsb.acct} records).
 *
 * <p>{@code java -cp benchmarks.jar dev.fairshare.benchmarks.scale.ScaleInputs chain|level|forest|bytes N DIR}
 */
public final class ScaleInputs {
  private final ScaleShape shape;
  private final Path dir;

  private ScaleInputs(ScaleShape shape, Path dir) {
    this.shape = shape;
    this.dir = dir;
  }

  public static void main(String[] args) throws IOException {
    long n = Long.parseLong(args[1]);
    ScaleShape shape = switch (args[0]) {
      case "chain" -> ScaleShape.chain((int) n);
      case "level" -> ScaleShape.level((int) n);
      case "forest" -> ScaleShape.forest((int) n);
      case "bytes" -> ScaleShape.bytes(n, 40);
      default -> throw new IllegalArgumentException("shape: chain, level, forest or bytes");
    };
    new ScaleInputs(shape, Path.of(args[2])).writeAll(args.length < 4 || !args[3].equals("tsv-only"));
  }

  private String group(int g) {
    return "g" + pad(g);
  }

  private String user(int g, int u) {
    return shape.groups() == 0 ? "u" + pad(u) : shape.chain() ? "u" + pad(0) : "u" + pad(g) + "x" + pad(u);
  }

  private String pad(long k) {
    String s = Long.toString(k);
    return s.length() >= shape.nameWidth() ? s : "0".repeat(shape.nameWidth() - s.length()) + s;
  }

  private static long usageOf(long k) {
    return 1 + (k * 7919) % 100_000;
  }

  private void writeAll(boolean everything) throws IOException {
    Files.createDirectories(dir);
    if (!shape.chain()) {
      tsv();
    }
    if (!everything) {
      return;
    }
    slurm();
    pbs();
    lsf();
  }

  private static PrintStream open(Path file) throws IOException {
    Files.createDirectories(file.getParent());
    return new PrintStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 20), false,
        StandardCharsets.UTF_8);
  }

  private void tsv() throws IOException {
    try (PrintStream out = open(dir.resolve("tree.tsv"))) {
      long k = 0;
      if (shape.groups() == 0) {
        for (int u = 0; u < shape.usersPerGroup(); u++) {
          out.append(user(0, u)).append("\tuser\t1\t").append(Long.toString(usageOf(k++))).append('\n');
        }
        return;
      }
      for (int g = 0; g < shape.groups(); g++) {
        String gp = group(g);
        out.append(gp).append("\tgroup\t").append(Integer.toString(1 + g % 10)).append('\n');
        for (int u = 0; u < shape.usersPerGroup(); u++) {
          out.append(gp).append('/').append(user(g, u)).append("\tuser\t1\t").append(Long.toString(usageOf(k++)))
              .append('\n');
        }
      }
    }
  }

  private void slurm() throws IOException {
    Path s = dir.resolve("slurm");
    try (PrintStream out = open(s.resolve("slurm.conf"))) {
      out.append("ClusterName=scale\nPriorityType=priority/multifactor\nPriorityDecayHalfLife=7-0\n");
    }
    try (PrintStream out = open(s.resolve("assoc.cfg"))) {
      out.append("Cluster - 'scale':Fairshare=1\n");
      if (shape.chain()) {
        String parent = "root";
        for (int g = 0; g < shape.groups(); g++) {
          out.append("Parent - '").append(parent).append("'\nAccount - '").append(group(g)).append("':Fairshare=1\n");
          parent = group(g);
        }
        out.append("Parent - '").append(parent).append("'\nUser - '").append(user(0, 0)).append("':Fairshare=1\n");
      } else if (shape.groups() == 0) {
        out.append("Parent - 'root'\n");
        for (int u = 0; u < shape.usersPerGroup(); u++) {
          out.append("User - '").append(user(0, u)).append("':Fairshare=1\n");
        }
      } else {
        out.append("Parent - 'root'\n");
        for (int g = 0; g < shape.groups(); g++) {
          out.append("Account - '").append(group(g)).append("':Fairshare=").append(Integer.toString(1 + g % 10))
              .append('\n');
        }
        for (int g = 0; g < shape.groups(); g++) {
          out.append("Parent - '").append(group(g)).append("'\n");
          for (int u = 0; u < shape.usersPerGroup(); u++) {
            out.append("User - '").append(user(g, u)).append("':Fairshare=1\n");
          }
        }
      }
    }
    if (!shape.chain()) {
      sshare(s.resolve("usage-P.txt"));
    }
  }

  /** {@code sshare -a -P}: users of an account first, then its sub-accounts (Slurm's lineage order). */
  private void sshare(Path file) throws IOException {
    try (PrintStream out = open(file)) {
      out.append("Account|User|RawShares|NormShares|RawUsage|EffectvUsage|FairShare\n");
      long k = 0;
      out.append("root|||1.000000|0|1.000000|0.500000\n");
      if (shape.groups() == 0) {
        for (int u = 0; u < shape.usersPerGroup(); u++) {
          out.append(" root|").append(user(0, u)).append("|1|0.000001|").append(Long.toString(usageOf(k++)))
              .append("|0.000000|0.500000\n");
        }
        return;
      }
      for (int g = 0; g < shape.groups(); g++) {
        out.append(' ').append(group(g)).append("||").append(Integer.toString(1 + g % 10))
            .append("|0.000001|0|0.000000|0.500000\n");
        for (int u = 0; u < shape.usersPerGroup(); u++) {
          out.append("  ").append(group(g)).append('|').append(user(g, u)).append("|1|0.000001|")
              .append(Long.toString(usageOf(k++))).append("|0.000000|0.500000\n");
        }
      }
    }
  }

  private void pbs() throws IOException {
    Path p = dir.resolve("pbs/sched_priv");
    int id = 10;
    try (PrintStream out = open(p.resolve("resource_group"))) {
      if (shape.chain()) {
        String parent = "root";
        for (int g = 0; g < shape.groups(); g++) {
          out.append(group(g)).append(' ').append(Integer.toString(id++)).append(' ').append(parent).append(" 1\n");
          parent = group(g);
        }
        out.append(user(0, 0)).append(' ').append(Integer.toString(id)).append(' ').append(parent).append(" 1\n");
      } else if (shape.groups() == 0) {
        for (int u = 0; u < shape.usersPerGroup(); u++) {
          out.append(user(0, u)).append(' ').append(Integer.toString(id++)).append(" root 1\n");
        }
      } else {
        for (int g = 0; g < shape.groups(); g++) {
          out.append(group(g)).append(' ').append(Integer.toString(id++)).append(" root ")
              .append(Integer.toString(1 + g % 10)).append('\n');
          for (int u = 0; u < shape.usersPerGroup(); u++) {
            out.append(user(g, u)).append(' ').append(Integer.toString(id++)).append(' ').append(group(g))
                .append(" 1\n");
          }
        }
      }
    }
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(p.resolve("usage")), 1 << 20)) {
      ByteBuffer b = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
      b.put("PBS_MAG!".getBytes(StandardCharsets.US_ASCII)).put(new byte[8]).putDouble(2.0).putLong(1_700_000_000L);
      out.write(b.array(), 0, 32);
      long k = 0;
      int users = shape.chain() ? 1
          : shape.groups() == 0 ? shape.usersPerGroup() : shape.groups() * shape.usersPerGroup();
      for (int i = 0; i < users; i++) {
        int g = shape.groups() == 0 ? 0 : i / Math.max(1, shape.usersPerGroup());
        int u = shape.groups() == 0 ? i : i % Math.max(1, shape.usersPerGroup());
        byte[] name = user(g, u).getBytes(StandardCharsets.US_ASCII);
        if (name.length > 55) {
          continue; // a usage record holds a name of at most 55 bytes: the file shape's users have no usage
        }
        b.clear();
        b.put(name).put(new byte[56 - name.length]).putDouble(usageOf(k++));
        out.write(b.array(), 0, 64);
      }
    }
  }

  /** One {@code JOB_FINISH} record of {@code lsb.acct} (LSF 10.1), with the job id and the user to fill in. */
  private static final String ACCT = String.join(" ",
      "\"JOB_FINISH\" \"10.1\" 1767207600 %d 1000 33554450 1 1767189540 0 0 1767189600 \"%s\" \"normal\"",
      "\"\" \"\" \"\" \"subhost\" \"/home/%s\" \"\" \"/dev/null\" \"\" \"1767189540.%d\" 0 1 \"hostA\" 64 1.0",
      "\"job%d\" \"sleep 1\" 7200.000000 0.000000 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 \"\"",
      "\"default\" 0 1 \"\" \"\" 0 0 0 \"\" \"\" \"\" \"\" 0 \"\" 0 \"\" -1 \"\" \"\" \"\" \"\" -1 \"\" \"\" 0 \"\" 0",
      "\"\" \"\" 0 0 0 -1 0 \"\" \"\" -1 \"\" -1 0 0 0 0 \"\" 18000 \"/home\" 0 \"\" 0.000000 0.00 0.00 0.00",
      "0.00 1 0 0 0 0 0 0\n");

  /** The top level's USER_SHARES pairs, the queue's and the host partition's: every top group. */
  private void topShares(PrintStream out) {
    if (shape.chain()) {
      out.append("[").append(group(0)).append(", 1]");
    } else if (shape.groups() == 0) {
      out.append("[top, 1]");
    } else {
      for (int g = 0; g < shape.groups(); g++) {
        out.append("[").append(group(g)).append(", ").append(Integer.toString(1 + g % 10)).append("] ");
      }
    }
  }

  private void lsf() throws IOException {
    Path l = dir.resolve("lsf");
    try (PrintStream out = open(l.resolve("lsb.users"))) {
      out.append("Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\n");
      if (shape.chain()) {
        int last = shape.groups() - 1;
        out.append(group(last)).append(" (").append(user(0, 0)).append(") ([").append(user(0, 0)).append(", 1])\n");
        for (int g = last - 1; g >= 0; g--) {
          out.append(group(g)).append(" (").append(group(g + 1)).append(") ([").append(group(g + 1)).append(", 1])\n");
        }
      } else if (shape.groups() == 0) {
        out.append("top (");
        for (int u = 0; u < shape.usersPerGroup(); u++) {
          out.append(u == 0 ? "" : " ").append(user(0, u));
        }
        out.append(") ([default, 1])\n");
      } else {
        for (int g = 0; g < shape.groups(); g++) {
          out.append(group(g)).append(" (");
          for (int u = 0; u < shape.usersPerGroup(); u++) {
            out.append(u == 0 ? "" : " ").append(user(g, u));
          }
          out.append(") ([default, 1])\n");
        }
      }
      out.append("End UserGroup\n");
    }
    try (PrintStream out = open(l.resolve("lsb.queues"))) {
      out.append("Begin Queue\nQUEUE_NAME = normal\nPRIORITY = 30\nFAIRSHARE = USER_SHARES[");
      topShares(out);
      out.append("]\nEnd Queue\n");
    }
    try (PrintStream out = open(l.resolve("lsb.hosts"))) {
      out.append("Begin HostPartition\nHPART_NAME = all\nHOSTS = hostA\nUSER_SHARES = ");
      topShares(out);
      out.append("\nEnd HostPartition\n");
    }
    try (PrintStream out = open(l.resolve("lsb.params"))) {
      out.append("Begin Parameters\nHIST_HOURS = 5\nEnd Parameters\n");
    }
    try (PrintStream out = open(l.resolve("lsb.acct"))) {
      for (int j = 0; j < 100; j++) {
        int g = shape.groups() == 0 || shape.chain() ? 0 : j % shape.groups();
        int u = shape.chain() ? 0 : j % Math.max(1, shape.usersPerGroup());
        String name = user(g, u);
        out.append(String.format(ACCT, 1000 + j, name, name, 1000 + j, 1000 + j));
      }
    }
  }
}
