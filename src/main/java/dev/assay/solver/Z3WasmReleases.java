package dev.assay.solver;

import dev.assay.core.FileTrees;
import dev.assay.core.InputError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Z3's WebAssembly build: the npm package {@code z3-solver} at VERSION, installed with {@code npm}
 * on first use into {@code CACHE/z3-wasm/VERSION/} (npm checks every file against the registry's
 * integrity hash; the {@code package-lock.json} it writes stays beside the package, naming the
 * exact files), and run with the system's {@code node} by a small worker script shipped in Assay's
 * jar and copied into {@code CACHE/z3-wasm/worker-HASH.js}. Offline first (npm's own cache), then
 * online; fetched into a temporary folder, then renamed, so the folder is complete or absent.
 */
public final class Z3WasmReleases {
  /** The package release {@code z3-wasm} runs (it holds Z3 5.1.0). */
  public static final String DEFAULT = "5.2.0";

  public static final String PACKAGE = "z3-solver";

  private static final String FOLDER = "z3-wasm";
  private static final String WORKER = "wasm/z3-wasm-worker.js";
  private static final long NPM_MINUTES = 20;

  private Z3WasmReleases() {}

  /** The package versions already installed, in version order. */
  public static List<String> fetched() {
    return MavenFetch.completeIn(BundledReleases.cacheRoot().resolve(FOLDER));
  }

  /** What runs one release: {@code node}, the worker script, and the package's folder. */
  public record Release(String node, Path worker, Path packageDir) {}

  /**
   * The node binary, worker script and package folder of {@code version}, installed first if need
   * be.
   *
   * @throws InputError when node or npm is missing, the version is malformed or cannot be had
   */
  public static Release release(String version) {
    if (!MavenFetch.VERSION.matcher(version).matches()) {
      throw new InputError("not a package version: '" + version + "' (e.g. z3-wasm@5.2.0)");
    }
    String node = Executables.onPath("node");
    if (node == null) {
      throw new InputError(
          "z3-wasm@"
              + version
              + " runs the npm package "
              + PACKAGE
              + " "
              + version
              + " with Node.js: no node on PATH (Debian: apt-get install nodejs)");
    }
    try {
      Path dir = BundledReleases.cacheRoot().resolve(FOLDER).resolve(version);
      if (!Files.exists(dir.resolve(MavenFetch.COMPLETE))) {
        install(version, dir);
      }
      return new Release(node, worker(), dir);
    } catch (IOException e) {
      throw new InputError("z3-wasm@" + version + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InputError("z3-wasm@" + version + ": interrupted while fetching");
    }
  }

  private static void install(String version, Path dir) throws IOException, InterruptedException {
    String npm = Executables.onPath("npm");
    if (npm == null) {
      throw new IOException(
          "installing the npm package "
              + PACKAGE
              + " "
              + version
              + " needs npm on PATH, once (Debian: apt-get install npm)");
    }
    Files.createDirectories(dir.getParent());
    Path work = Files.createTempDirectory(dir.getParent(), "." + version + "-");
    try {
      Files.writeString(
          work.resolve("package.json"),
          "{\"name\": \"assay-z3-wasm\", \"private\": true, \"dependencies\": {\""
              + PACKAGE
              + "\": \""
              + version
              + "\"}}\n");
      System.err.println(
          "assay: installing the npm package "
              + PACKAGE
              + " "
              + version
              + " into "
              + dir
              + " (once)");
      String offline = npm(npm, work, true);
      if (offline != null) {
        String online = npm(npm, work, false);
        if (online != null) {
          throw new IOException("npm could not install " + PACKAGE + " " + version + ": " + online);
        }
      }
      if (!Files.isRegularFile(
          work.resolve("node_modules").resolve(PACKAGE).resolve("package.json"))) {
        throw new IOException("npm installed no " + PACKAGE + " into " + work);
      }
      Files.writeString(work.resolve(MavenFetch.COMPLETE), PACKAGE + "@" + version + "\n");
      try {
        Files.move(work, dir, StandardCopyOption.ATOMIC_MOVE);
      } catch (java.nio.file.FileAlreadyExistsException
          | java.nio.file.DirectoryNotEmptyException e) {
        // Another Assay installed it meanwhile: theirs is as good.
      }
    } finally {
      FileTrees.deleteQuietly(work);
    }
  }

  /**
   * Runs {@code npm install} in the folder: exact versions, no install scripts (the package needs
   * none), no audit or funding requests.
   *
   * @return null on success, else the most telling line of npm's output
   */
  private static String npm(String npm, Path dir, boolean offline)
      throws IOException, InterruptedException {
    List<String> cmd =
        new ArrayList<>(
            List.of(
                npm,
                "install",
                "--save-exact",
                "--ignore-scripts",
                "--no-audit",
                "--no-fund",
                "--no-update-notifier"));
    if (offline) {
      cmd.add("--offline");
    }
    Path log = dir.resolve(offline ? ".offline.log" : ".online.log");
    String why =
        FetchTool.run(
            new ProcessBuilder(cmd).directory(dir.toFile()), log, NPM_MINUTES, "npm error");
    Files.deleteIfExists(log);
    return why;
  }

  /** The worker script, copied out of Assay's jar into a file named by its digest. */
  static Path worker() throws IOException {
    byte[] script;
    try (InputStream in = Z3WasmReleases.class.getResourceAsStream(WORKER)) {
      if (in == null) {
        throw new IOException("the z3-wasm worker script is not on Assay's class path");
      }
      script = in.readAllBytes();
    }
    String hash;
    try {
      hash =
          HexFormat.of()
              .formatHex(MessageDigest.getInstance("SHA-256").digest(script))
              .substring(0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    Path dir = BundledReleases.cacheRoot().resolve(FOLDER);
    Path file = dir.resolve("worker-" + hash + ".js");
    if (!Files.exists(file)) {
      Files.createDirectories(dir);
      Path tmp = Files.createTempFile(dir, ".worker-", ".js");
      try {
        Files.write(tmp, script);
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(tmp);
      }
    }
    return file;
  }
}
