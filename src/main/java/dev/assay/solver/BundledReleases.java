package dev.assay.solver;

import dev.assay.core.FileTrees;
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

  /**
   * The workers' classes: the bundled Z3's and the bundled cvc5's packages, and the four classes
   * they use from this one.
   */
  private static final Pattern WORKER_CLASS =
      Pattern.compile(
          "dev/assay/solver/(z3/[^/]+|cvc5/[^/]+"
              + "|(SExprScanner|WorkerProtocol|CommandStream|DaemonThreads)(\\$[^/]*)?)\\.class");

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
    return Z3_TURNKEY.fetched();
  }

  /**
   * The class path of the worker for {@code version}: the worker's classes, then the release's
   * jars, fetched first if need be.
   *
   * @throws InputError when the version is malformed or cannot be fetched (message says why)
   */
  public static String classPath(String version) {
    if (!MavenFetch.VERSION.matcher(version).matches()) {
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
    return Z3_TURNKEY.jars(version);
  }

  /** The Maven artifact of the bundled Z3's releases. */
  static final MavenFetch Z3_TURNKEY = new MavenFetch(GROUP, ARTIFACT, List.of(), ARTIFACT);

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
      FileTrees.deleteQuietly(work);
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
}
