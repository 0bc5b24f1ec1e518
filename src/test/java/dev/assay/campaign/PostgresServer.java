package dev.assay.campaign;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A throw-away PostgreSQL server for tests: Debian's {@code postgresql} binaries, a fresh cluster
 * in a temporary folder, trust authentication, listening on 127.0.0.1 only on a free port, run as a
 * non-root user ({@code postgres} when the tests run as root, as CI does; initdb refuses root).
 * {@link #close()} stops it and removes the cluster.
 */
public final class PostgresServer implements AutoCloseable {
  private final Path bin;
  private final Path data;
  private final int port;
  private final boolean asPostgres;

  private PostgresServer(Path bin, Path data, int port, boolean asPostgres) {
    this.bin = bin;
    this.data = data;
    this.port = port;
    this.asPostgres = asPostgres;
  }

  /** The binaries of the newest installed PostgreSQL, or null when none is installed. */
  public static Path binaries() throws IOException {
    Path root = Path.of("/usr/lib/postgresql");
    if (!Files.isDirectory(root)) {
      return null;
    }
    try (Stream<Path> s = Files.list(root)) {
      return s.map(p -> p.resolve("bin"))
          .filter(p -> Files.isExecutable(p.resolve("initdb")))
          .max(Path::compareTo)
          .orElse(null);
    }
  }

  /** Starts a server with a database {@code assay}. */
  public static PostgresServer start() throws IOException, InterruptedException {
    Path bin = binaries();
    if (bin == null) {
      throw new IllegalStateException("PostgreSQL is not installed (Debian package postgresql)");
    }
    boolean root = "root".equals(System.getProperty("user.name"));
    Path data = Files.createTempDirectory("assay-pg-");
    int port;
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      port = s.getLocalPort();
    }
    PostgresServer server = new PostgresServer(bin, data, port, root);
    if (root) {
      server.run(List.of("chown", "-R", "postgres:postgres", data.toString()), false);
    }
    Path cluster = data.resolve("cluster");
    server.run(
        List.of(
            bin.resolve("initdb").toString(),
            "-D",
            cluster.toString(),
            "-U",
            "postgres",
            "--auth=trust",
            "--no-sync"),
        true);
    server.run(
        List.of(
            bin.resolve("pg_ctl").toString(),
            "-D",
            cluster.toString(),
            "-o",
            "-c listen_addresses=127.0.0.1 -p " + port + " -k " + data + " -c fsync=off",
            "-l",
            data.resolve("server.log").toString(),
            "-w",
            "start"),
        true);
    server.run(
        List.of(
            bin.resolve("createdb").toString(),
            "-h",
            "127.0.0.1",
            "-p",
            Integer.toString(port),
            "-U",
            "postgres",
            "assay"),
        true);
    return server;
  }

  /** The JDBC URL of the {@code assay} database. */
  public String url() {
    return "jdbc:postgresql://127.0.0.1:" + port + "/assay?user=postgres";
  }

  private void run(List<String> command, boolean asServerUser)
      throws IOException, InterruptedException {
    List<String> argv = new ArrayList<>();
    if (asServerUser && asPostgres) {
      argv.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    argv.addAll(command);
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
    String out =
        new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
      p.destroyForcibly();
      throw new IOException(String.join(" ", argv) + " failed: " + out);
    }
  }

  @Override
  public void close() throws IOException {
    try {
      run(
          List.of(
              bin.resolve("pg_ctl").toString(),
              "-D",
              data.resolve("cluster").toString(),
              "-m",
              "fast",
              "-w",
              "stop"),
          true);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while stopping the test server", e);
    } finally {
      try (Stream<Path> s = Files.walk(data)) {
        for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(p);
        }
      }
    }
  }
}
