package dev.fairshare.lsf.model;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.NameLimit;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The fair-share configuration of an LSF cluster, read from the directory that holds {@code lsb.users},
 * {@code lsb.queues}, {@code lsb.params} and {@code lsb.hosts} ({@code LSF_CONFDIR/lsbatch/<cluster>/configdir}).
 *
 * <p>Every file that exists is read; a missing one counts as empty. Problems of all files are collected and
 * thrown together by {@link #load}; warnings are kept in {@link #warnings}, among them
 * {@code lsf.config.queue-and-partition-fairshare}: LSF does not allow queue-level (or cross-queue) and
 * host-partition fair share in one cluster (docs/algorithms/lsf.md §6.1, §6.3); both are still read so that either
 * view can be shown.
 *
 * <p>The host CPU factors come from {@code lsf.shared} and {@code lsf.cluster.<name>}, looked for in the same
 * directory (the open LSF-compatible scheduler keeps all files in one) and then in {@code LSF_CONFDIR}, three
 * levels up from {@code LSF_CONFDIR/lsbatch/<cluster>/configdir}; {@link HostFactors#known} says whether any
 * was found.
 */
public record LsfConfiguration(LsbUsers users, LsbQueues queues, LsbParams params, LsbHosts hosts,
    HostFactors hostFactors, java.util.List<dev.fairshare.format.Problem> warnings, Path dir) {

  /**
   * A file of the directory as its problems name it ({@code LSF_CONFDIR/.../lsb.queues}, the path the lines
   * of the file are located in): where a problem about the file as a whole is.
   */
  public String file(String name) {
    return dir.resolve(name).toString();
  }

  /** Reads a configuration directory; throws one ConfigParseException listing every problem. */
  public static LsfConfiguration load(Path dir) {
    ProblemCollector problems = new ProblemCollector();
    LsfConfiguration c = load(dir, problems);
    problems.throwIfErrors();
    return c;
  }

  /** Reads a configuration directory, recording problems. */
  public static LsfConfiguration load(Path dir, ProblemCollector problems) {
    LsbUsers users = LsbUsers.empty();
    LsbQueues queues = new LsbQueues(java.util.List.of());
    LsbParams params = LsbParams.defaults();
    LsbHosts hosts = LsbHosts.empty();
    LsfConfigFile f = parse(dir.resolve("lsb.users"), problems, true);
    if (f != null) {
      users = LsbUsersReader.read(f, problems);
    }
    f = parse(dir.resolve("lsb.queues"), problems);
    if (f != null) {
      queues = LsbQueuesReader.read(f, problems);
    }
    f = parse(dir.resolve("lsb.params"), problems);
    if (f != null) {
      params = LsbParams.read(f, problems);
    }
    f = parse(dir.resolve("lsb.hosts"), problems);
    if (f != null) {
      hosts = LsbHosts.read(f, problems);
    }
    HostFactors factors = hostFactors(dir, problems);
    checkGroups(users, queues, hosts, problems);
    QueueDef fairshareQueue = queues.queues().values().stream().filter(QueueDef::isFairshare).findFirst()
        .orElse(null);
    if (fairshareQueue != null && !hosts.partitions().isEmpty()) {
      HostPartitionDef hp = hosts.partitions().values().iterator().next();
      problems.warning(hp.location(), "lsf.config.queue-and-partition-fairshare", "host partition '"
          + hp.name() + "' and fair-share queue '" + fairshareQueue.name() + "' are both configured",
          "LSF allows either queue-level or host-partition fair share in a cluster, not both");
    }
    return new LsfConfiguration(users, queues, params, hosts, factors, problems.warnings(), dir);
  }

  /** A {@code group@} in a queue's or partition's USER_SHARES must name an lsb.users group. */
  private static void checkGroups(LsbUsers users, LsbQueues queues, LsbHosts hosts, ProblemCollector problems) {
    java.util.List<ShareAssignment> all = new java.util.ArrayList<>();
    queues.queues().values().stream().filter(QueueDef::isFairshare).forEach(q -> all.addAll(q.fairshare()));
    hosts.partitions().values().forEach(p -> all.addAll(p.shares()));
    for (ShareAssignment s : all) {
      if (s.kind() == ShareAssignment.Kind.EACH_MEMBER && !users.isGroup(s.name())) {
        problems.error(s.location(), "lsf.users.unknown-group", "'" + s.name()
            + "@' names no user group defined in lsb.users", "define the group in lsb.users, or drop the '@'");
      }
    }
  }

  /** lsf.shared and the cluster's lsf.cluster file, from the directory or LSF_CONFDIR above it. */
  private static HostFactors hostFactors(Path dir, ProblemCollector problems) {
    Path abs = dir.toAbsolutePath().normalize();
    String clusterName = null;
    java.util.List<Path> places = new java.util.ArrayList<>(java.util.List.of(abs));
    if (abs.getNameCount() >= 3 && abs.getFileName().toString().equals("configdir")
        && abs.getParent().getParent().getFileName().toString().equals("lsbatch")) {
      clusterName = abs.getParent().getFileName().toString();
      places.add(abs.getParent().getParent().getParent());
    }
    for (Path place : places) {
      Path sharedFile = place.resolve("lsf.shared");
      Path clusterFile = clusterFile(place, clusterName);
      if (!Files.exists(sharedFile) && clusterFile == null) {
        continue;
      }
      LsfConfigFile f = parse(sharedFile, problems);
      LsfShared shared = f == null ? LsfShared.empty() : LsfShared.read(f, problems);
      LsfCluster cluster = LsfCluster.empty();
      if (clusterFile != null) {
        String name = clusterFile.getFileName().toString().substring("lsf.cluster.".length());
        cluster = LsfCluster.read(name, parse(clusterFile, problems), problems);
      }
      HostFactors factors = new HostFactors(shared, cluster);
      factors.check(problems);
      return factors;
    }
    return new HostFactors(LsfShared.empty(), LsfCluster.empty());
  }

  /** {@code lsf.cluster.<name>} in a directory: the named cluster's, else the only one there, else none. */
  private static Path clusterFile(Path place, String clusterName) {
    if (clusterName != null && Files.isRegularFile(place.resolve("lsf.cluster." + clusterName))) {
      return place.resolve("lsf.cluster." + clusterName);
    }
    try (java.util.stream.Stream<Path> files = Files.list(place)) {
      java.util.List<Path> found = files.filter(p -> p.getFileName().toString().startsWith("lsf.cluster.")
          && Files.isRegularFile(p)).sorted().toList();
      return found.size() == 1 ? found.get(0) : null;
    } catch (java.io.IOException e) {
      return null;
    }
  }

  private static LsfConfigFile parse(Path file, ProblemCollector problems) {
    return parse(file, problems, false);
  }

  /** A file parsed, or {@code null} when it is not there; {@code manyNames}: refused above the name limit. */
  private static LsfConfigFile parse(Path file, ProblemCollector problems, boolean manyNames) {
    if (!Files.exists(file)) {
      return null;
    }
    LineSource source = LineSource.read(file);
    if (manyNames) {
      NameLimit.check(source);
    }
    return LsfConfigFile.parse(source, problems);
  }
}
