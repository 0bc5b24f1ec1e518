package dev.assay.solver;

import dev.assay.core.InputError;
import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Other releases of the bundled Z3: {@code tools.aqua:z3-turnkey:VERSION} from Maven, each run by
 * the same worker in a JVM of its own with that release's jars on the class path instead of the
 * bundled one's.
 *
 * <p>A release is fetched once, on first use, into {@code CACHE/z3-turnkey/VERSION/} (CACHE: the
 * {@code assay.cache} system property, else {@code $XDG_CACHE_HOME/assay}, else {@code
 * ~/.cache/assay}), by Maven itself: {@code mvn dependency:copy-dependencies} on a one-dependency
 * project, with {@code --strict-checksums}, so the user's Maven settings (mirrors, proxies, the
 * local repository) apply and a download whose checksum does not match fails. Offline first (a
 * release already in the local repository needs no network), then online. The worker's own classes
 * are copied out of Assay's class path into {@code CACHE/worker/HASH/}, so the worker JVM sees no
 * other Z3 than the release's.
 */
public final class BundledReleases {
  public static final String GROUP = "tools.aqua";
  public static final String ARTIFACT = "z3-turnkey";

  private static final Pattern VERSION = Pattern.compile("[0-9][0-9A-Za-z.+_-]*");

  /** The worker's classes: its package, and the two classes it uses from this one. */
  private static final Pattern WORKER_CLASS =
      Pattern.compile(
          "dev/assay/solver/(z3/[^/]+|SExprScanner(\\$[^/]*)?|WorkerProtocol(\\$[^/]*)?)\\.class");

  private static final String COMPLETE = "complete";
  private static final long MAVEN_MINUTES = 20;

  private BundledReleases() {}

  /** Where releases and the worker's classes are kept. */
  public static Path cacheRoot() {
    String prop = System.getProperty("assay.cache");
    if (prop != null && !prop.isBlank()) {
      return Path.of(prop);
    }
    String xdg = System.getenv("XDG_CACHE_HOME");
    if (xdg != null && !xdg.isBlank()) {
      return Path.of(xdg, "assay");
    }
    return Path.of(System.getProperty("user.home"), ".cache", "assay");
  }

  /** The releases already fetched, in version order. */
  public static List<String> fetched() {
    Path dir = cacheRoot().resolve(ARTIFACT);
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> Files.exists(p.resolve(COMPLETE)))
          .map(p -> p.getFileName().toString())
          .filter(v -> VERSION.matcher(v).matches())
          .sorted(BundledReleases::compareVersions)
          .toList();
    } catch (IOException e) {
      return List.of();
    }
  }

  /**
   * The class path of the worker for {@code version}: the worker's classes, then the release's
   * jars, fetched first if need be.
   *
   * @throws InputError when the version is malformed or cannot be fetched (message says why)
   */
  public static String classPath(String version) {
    if (!VERSION.matcher(version).matches()) {
      throw new InputError("not a release version: '" + version + "' (e.g. bundled@4.12.2)");
    }
    try {
      List<String> entries = new ArrayList<>();
      entries.add(workerClasses().toString());
      for (Path jar : jars(version)) {
        entries.add(jar.toString());
      }
      return String.join(java.io.File.pathSeparator, entries);
    } catch (IOException e) {
      throw new InputError("bundled@" + version + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InputError("bundled@" + version + ": interrupted while fetching");
    }
  }

  /** The release's jars (z3-turnkey and its runtime dependencies), fetched on first use. */
  static List<Path> jars(String version) throws IOException, InterruptedException {
    Path dir = cacheRoot().resolve(ARTIFACT).resolve(version);
    if (!Files.exists(dir.resolve(COMPLETE))) {
      fetch(version, dir);
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
    }
  }

  private static void fetch(String version, Path dir) throws IOException, InterruptedException {
    String mvn = Executables.onPath("mvn");
    if (mvn == null) {
      throw new IOException(
          "fetching "
              + coordinates(version)
              + " needs Maven (mvn) on PATH, once; or put its jars into "
              + dir
              + " with an empty file named "
              + COMPLETE);
    }
    Files.createDirectories(dir.getParent());
    Path work = Files.createTempDirectory(dir.getParent(), "." + version + "-");
    try {
      Path pom = Files.writeString(work.resolve("pom.xml"), pom(version), StandardCharsets.UTF_8);
      Path jars = Files.createDirectories(work.resolve("jars"));
      System.err.println(
          "assay: fetching " + coordinates(version) + " with Maven into " + dir + " (once)");
      String offline = maven(mvn, pom, jars, true);
      if (offline != null) {
        String online = maven(mvn, pom, jars, false);
        if (online != null) {
          throw new IOException("Maven could not fetch " + coordinates(version) + ": " + online);
        }
      }
      Files.writeString(jars.resolve(COMPLETE), coordinates(version) + "\n");
      try {
        Files.move(jars, dir, StandardCopyOption.ATOMIC_MOVE);
      } catch (FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException e) {
        // Another Assay fetched it meanwhile: theirs is as good.
      }
    } finally {
      deleteTree(work);
    }
  }

  /**
   * Runs Maven's copy-dependencies on the one-dependency project.
   *
   * @return null on success, else the most telling line of Maven's output
   */
  private static String maven(String mvn, Path pom, Path into, boolean offline)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(mvn, "-B", "-q", "--strict-checksums"));
    if (offline) {
      cmd.add("-o");
    }
    cmd.addAll(
        List.of(
            "-f",
            pom.toString(),
            "dependency:copy-dependencies",
            "-DincludeScope=runtime",
            "-DoutputDirectory=" + into));
    Path log = pom.resolveSibling(offline ? "offline.log" : "online.log");
    Process p =
        new ProcessBuilder(cmd)
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
            .start();
    if (!p.waitFor(MAVEN_MINUTES, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      return "no result within " + MAVEN_MINUTES + " minutes";
    }
    if (p.exitValue() == 0) {
      return null;
    }
    String why = "exit value " + p.exitValue();
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      if (line.startsWith("[ERROR]") && !line.strip().equals("[ERROR]")) {
        return line.substring(7).strip();
      }
    }
    return why;
  }

  private static String pom(String version) {
    return "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
        + "  <modelVersion>4.0.0</modelVersion>\n"
        + "  <groupId>local.assay</groupId>\n"
        + "  <artifactId>z3-turnkey-fetch</artifactId>\n"
        + "  <version>1</version>\n"
        + "  <dependencies>\n"
        + "    <dependency>\n"
        + "      <groupId>"
        + GROUP
        + "</groupId>\n"
        + "      <artifactId>"
        + ARTIFACT
        + "</artifactId>\n"
        + "      <version>"
        + version
        + "</version>\n"
        + "    </dependency>\n"
        + "  </dependencies>\n"
        + "</project>\n";
  }

  private static String coordinates(String version) {
    return GROUP + ":" + ARTIFACT + ":" + version;
  }

  /**
   * The worker's classes, copied out of Assay's class path into a folder named by their digest (so
   * a new build of Assay gets a new folder, and no build ever sees another's classes).
   */
  static Path workerClasses() throws IOException {
    Map<String, byte[]> classes = readWorkerClasses();
    MessageDigest sha;
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    for (Map.Entry<String, byte[]> e : classes.entrySet()) {
      sha.update(e.getKey().getBytes(StandardCharsets.UTF_8));
      sha.update(e.getValue());
    }
    String hash = HexFormat.of().formatHex(sha.digest()).substring(0, 16);
    Path dir = cacheRoot().resolve("worker").resolve(hash);
    if (Files.isDirectory(dir)) {
      return dir;
    }
    Files.createDirectories(dir.getParent());
    Path work = Files.createTempDirectory(dir.getParent(), "." + hash + "-");
    try {
      for (Map.Entry<String, byte[]> e : classes.entrySet()) {
        Path f = work.resolve(e.getKey());
        Files.createDirectories(f.getParent());
        Files.write(f, e.getValue());
      }
      try {
        Files.move(work, dir, StandardCopyOption.ATOMIC_MOVE);
      } catch (FileAlreadyExistsException
          | java.nio.file.DirectoryNotEmptyException
          | AtomicMoveNotSupportedException e) {
        // Made by another Assay meanwhile (the same bytes, by its name).
      }
    } finally {
      deleteTree(work);
    }
    return dir;
  }

  /** The worker's class files by resource name, read from wherever Assay's classes are. */
  private static Map<String, byte[]> readWorkerClasses() throws IOException {
    String anchor = SolverSpecs.BUNDLED_WORKER.replace('.', '/') + ".class";
    URL url = BundledReleases.class.getClassLoader().getResource(anchor);
    if (url == null) {
      throw new IOException("the bundled Z3 worker's classes are not on Assay's class path");
    }
    Map<String, byte[]> out = new LinkedHashMap<>();
    if (url.getProtocol().equals("jar")) {
      JarURLConnection c = (JarURLConnection) url.openConnection();
      c.setUseCaches(false);
      try (JarFile jar = c.getJarFile()) {
        List<JarEntry> entries =
            jar.stream()
                .filter(e -> WORKER_CLASS.matcher(e.getName()).matches())
                .sorted(Comparator.comparing(JarEntry::getName))
                .toList();
        for (JarEntry e : entries) {
          try (InputStream in = jar.getInputStream(e)) {
            out.put(e.getName(), in.readAllBytes());
          }
        }
      }
    } else {
      Path root;
      try {
        Path file = Path.of(url.toURI());
        root = file;
        for (int i = 0; i < anchor.split("/").length; i++) {
          root = root.getParent();
        }
      } catch (URISyntaxException e) {
        throw new IOException(e);
      }
      Path base = root;
      try (Stream<Path> s = Files.walk(base.resolve("dev/assay/solver"))) {
        for (Path p : s.filter(Files::isRegularFile).sorted().toList()) {
          String name = base.relativize(p).toString().replace(java.io.File.separatorChar, '/');
          if (WORKER_CLASS.matcher(name).matches()) {
            out.put(name, Files.readAllBytes(p));
          }
        }
      }
    }
    return out;
  }

  /** Orders versions by their numbers ({@code 4.8.17} before {@code 4.12.2}). */
  public static int compareVersions(String a, String b) {
    String[] x = a.split("[.+_-]");
    String[] y = b.split("[.+_-]");
    for (int i = 0; i < Math.min(x.length, y.length); i++) {
      int c =
          x[i].matches("\\d+") && y[i].matches("\\d+")
              ? Long.compare(Long.parseLong(x[i]), Long.parseLong(y[i]))
              : x[i].compareTo(y[i]);
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(x.length, y.length);
  }

  private static void deleteTree(Path root) {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      // A leftover temporary folder in the cache is harmless.
    }
  }
}
