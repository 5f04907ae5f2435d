package dev.fairshare.benchmarks;

import com.sun.management.HotSpotDiagnosticMXBean;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Fork;

/**
 * What a benchmark run ran with, as the lines its reports record (docs/performance.md, "Running the gate on
 * another machine"): the JVM and its flags, the collector, the heap and compressed oops, page sizes, the
 * vector width the JIT may use, NUMA, the CPU model and the core count. Run it with the JVM flags of the
 * benchmark's forks, so that what it prints (the collector and heap that ergonomics chose for those flags
 * on this machine) is what the forks got: {@code benchmarks/gate} does, and writes its lines into
 * {@code run.txt}, the gate's {@code measured.txt}, the parallel table and the query output.
 *
 * <p>{@code RunEnvironment} prints the lines; {@code RunEnvironment --fork-args CLASS} prints the JVM
 * flags of a benchmark class's {@link Fork} annotation (class {@code dev.fairshare.benchmarks.CLASS}), the
 * flags its forks start with when the command line adds none.
 */
public final class RunEnvironment {
  private RunEnvironment() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 2 && args[0].equals("--fork-args")) {
      Fork fork = Class.forName("dev.fairshare.benchmarks." + args[1]).getAnnotation(Fork.class);
      System.out.println(fork == null ? "" : String.join(" ", fork.jvmArgs()));
      return;
    }
    lines().forEach(System.out::println);
  }

  /** The lines, each {@code name: value}. */
  static List<String> lines() {
    HotSpotDiagnosticMXBean hotspot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
    Runtime rt = Runtime.getRuntime();
    List<String> out = new ArrayList<>();
    out.add("jvm: " + System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
    out.add("jvm flags: " + String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
    List<String> collectors = new ArrayList<>();
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      collectors.add(gc.getName());
    }
    out.add("gc: " + String.join(", ", collectors));
    out.add(String.format(Locale.ROOT, "heap: max %d MiB, initial %d MiB, compressed oops %s",
        rt.maxMemory() >> 20, rt.totalMemory() >> 20, option(hotspot, "UseCompressedOops")));
    out.add("pages: large pages " + option(hotspot, "UseLargePages") + ", transparent huge pages "
        + option(hotspot, "UseTransparentHugePages") + " (kernel: "
        + firstLine("/sys/kernel/mm/transparent_hugepage/enabled") + ")");
    out.add("vectors: UseAVX " + option(hotspot, "UseAVX") + ", MaxVectorSize "
        + option(hotspot, "MaxVectorSize"));
    out.add("numa: UseNUMA " + option(hotspot, "UseNUMA") + ", " + numaNodes() + " node(s)");
    out.add("cpu: " + cpuModel() + ", " + rt.availableProcessors() + " cores available to the JVM");
    return out;
  }

  /** A VM option's value, or {@code n/a} where this JVM has no such option (UseAVX off x86). */
  private static String option(HotSpotDiagnosticMXBean hotspot, String name) {
    try {
      return hotspot.getVMOption(name).getValue();
    } catch (IllegalArgumentException e) {
      return "n/a";
    }
  }

  private static String cpuModel() {
    try (Stream<String> lines = Files.lines(Path.of("/proc/cpuinfo"))) {
      return lines.filter(l -> l.startsWith("model name")).findFirst()
          .map(l -> l.substring(l.indexOf(':') + 1).trim()).orElse(System.getProperty("os.arch"));
    } catch (IOException | RuntimeException e) {
      return System.getProperty("os.arch");
    }
  }

  private static String numaNodes() {
    try (Stream<Path> nodes = Files.list(Path.of("/sys/devices/system/node"))) {
      return Long.toString(nodes.filter(p -> p.getFileName().toString().matches("node[0-9]+")).count());
    } catch (IOException | RuntimeException e) {
      return "?";
    }
  }

  private static String firstLine(String file) {
    try (Stream<String> lines = Files.lines(Path.of(file))) {
      return lines.findFirst().orElse("?");
    } catch (IOException | RuntimeException e) {
      return "?";
    }
  }
}
