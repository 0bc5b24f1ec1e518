package dev.assay.solver;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * What makes a bundled Z3 worker JVM start in about a tenth of a second instead of half a second,
 * without changing what it computes. Two fixed costs of every start are paid once per build of
 * Assay instead, in the user's cache ({@link BundledReleases#cacheRoot()}):
 *
 * <ul>
 *   <li><b>The Z3 libraries.</b> z3-turnkey's loader unpacks its native libraries (34 MB for
 *       linux-amd64) out of the jar into a new temporary folder at every start, about 0.25 s of
 *       CPU, and loads them from there. They are unpacked once into {@code CACHE/z3-native/KEY/},
 *       and a small jar put first on the worker's class path holds the loader's metadata file
 *       ({@code turnkey.xml}) saying: unpack nothing, load the library at this absolute path. The
 *       loader resolves each load command against its temporary folder, and an absolute path
 *       resolves to itself. KEY is a digest of the original metadata and each library's size and
 *       CRC, so another Z3 gets another folder.
 *   <li><b>Loading and verifying the worker's classes.</b> A class-data sharing archive ({@code
 *       CACHE/worker-cds/KEY.jsa}, JDK 17's dynamic archive) of the classes a worker loads, made by
 *       one training run of a worker on a small query, written under another name and renamed, so
 *       that no worker maps a half-written archive. KEY covers the JVM, the worker's JVM options
 *       and the size and modification time of every jar on its class path, which the JVM checks too
 *       (a mismatching archive is not used, silently). A class path with a folder on it (tests run
 *       from {@code target/classes}) gets no archive: JDK 17 archives classes from jars only.
 * </ul>
 *
 * <p>Applies to the worker on Assay's own class path (the default {@code bundled}); other releases
 * ({@code bundled@VERSION}) start as before. The command a run records (results, reproduction
 * folders) stays the spec's own; these options change only how fast the JVM gets to Z3. If anything
 * here fails (no cache folder, an unknown platform), the worker starts as before.
 */
final class WorkerStartup {
  /** The JVM options that keep an archive quiet when it cannot be used (another JDK). */
  private static final List<String> QUIET_CDS = List.of("-Xlog:cds=off", "-Xlog:cds+dynamic=off");

  /** How long the training run may take. */
  private static final Duration TRAINING = Duration.ofSeconds(60);

  /** What was prepared for a class path, per JVM (null entries: nothing could be). */
  private static final Map<String, Prepared> PREPARED = new ConcurrentHashMap<>();

  /**
   * @param nativesJar the jar with the rewritten loader metadata, or null
   * @param archive the class-data sharing archive, or null
   */
  record Prepared(Path nativesJar, Path archive) {}

  private WorkerStartup() {}

  /**
   * {@code argv} as the bundled worker on Assay's class path starts fastest: the natives jar first
   * on its class path and its archive mapped; any other command unchanged.
   */
  static List<String> argv(List<String> argv) {
    int main = argv.indexOf(SolverSpecs.BUNDLED_WORKER);
    if (main < 2 || !argv.get(main - 2).equals("-cp")) {
      return argv;
    }
    String classPath = argv.get(main - 1);
    if (!classPath.equals(SolverSpecs.ownClassPath())) {
      return argv;
    }
    List<String> jvmOptions = argv.subList(1, main - 2);
    Prepared p =
        PREPARED.computeIfAbsent(
            String.join("\u0001", jvmOptions) + "\u0001" + classPath,
            k -> rememberedOrPrepared(argv.get(0), jvmOptions, classPath));
    if (p.nativesJar() == null) {
      return argv;
    }
    List<String> out = new ArrayList<>(argv.subList(0, main - 2));
    if (p.archive() != null) {
      out.add("-XX:SharedArchiveFile=" + p.archive());
      out.addAll(QUIET_CDS);
    }
    out.add("-cp");
    out.add(p.nativesJar() + File.pathSeparator + classPath);
    out.addAll(argv.subList(main, argv.size()));
    return out;
  }

  private static Prepared prepare(String java, List<String> jvmOptions, String classPath) {
    Path natives;
    try {
      natives = nativesJar();
    } catch (IOException | RuntimeException e) {
      return new Prepared(null, null);
    }
    if (natives == null) {
      return new Prepared(null, null);
    }
    String fullClassPath = natives + File.pathSeparator + classPath;
    Path archive = null;
    try {
      archive =
          archive(
              BundledReleases.cacheRoot().resolve("worker-cds"), java, jvmOptions, fullClassPath);
    } catch (IOException | RuntimeException e) {
      // no archive: the worker starts without one
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return new Prepared(natives, archive);
  }

  // ----------------------------------------------------------------------------- native libraries

  /** The platform folder of z3-turnkey's libraries, as its loader names it; null if unknown. */
  static String platformFolder() {
    String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
    String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
    if (!os.startsWith("linux")) {
      return null;
    }
    String a =
        switch (arch) {
          case "amd64", "x86_64" -> "amd64";
          case "aarch64", "arm64" -> "aarch64";
          default -> null;
        };
    return a == null ? null : "com/microsoft/z3/linux/" + a;
  }

  /**
   * The jar whose {@code turnkey.xml} loads the libraries unpacked in the cache, unpacking them on
   * first use; null where the Z3 classes are not in a jar or the platform is not known.
   */
  static Path nativesJar() throws IOException {
    String platform = platformFolder();
    Path z3Jar = CacheFiles.jarOf("com/microsoft/z3/Native.class");
    if (platform == null || z3Jar == null) {
      return null;
    }
    try (JarFile jar = new JarFile(z3Jar.toFile())) {
      JarEntry meta = jar.getJarEntry(platform + "/turnkey.xml");
      if (meta == null) {
        return null;
      }
      byte[] metaBytes;
      try (InputStream in = jar.getInputStream(meta)) {
        metaBytes = in.readAllBytes();
      }
      Properties original = new Properties();
      original.loadFromXML(new java.io.ByteArrayInputStream(metaBytes));
      List<String> libraries = numbered(original, "bundled-libraries");
      List<String> loads = numbered(original, "load-commands");
      MessageDigest sha = CacheFiles.digest();
      sha.update(metaBytes);
      for (String lib : libraries) {
        JarEntry e = jar.getJarEntry(platform + "/" + lib);
        if (e == null) {
          return null;
        }
        sha.update(
            (lib + "," + e.getSize() + "," + e.getCrc() + ";").getBytes(StandardCharsets.UTF_8));
      }
      String key = HexFormat.of().formatHex(sha.digest()).substring(0, 16);
      Path root = BundledReleases.cacheRoot().resolve("z3-native");
      Path dir = root.resolve(key).toAbsolutePath();
      Path result = dir.resolve("turnkey-metadata.jar");
      if (Files.isRegularFile(result)) {
        return result;
      }
      // Each file is written under a temporary name and renamed, the metadata jar last: an Assay
      // that sees it sees every library complete. Two Assays unpacking at once write the same
      // bytes.
      Files.createDirectories(dir);
      for (String lib : libraries) {
        try (InputStream in = jar.getInputStream(jar.getJarEntry(platform + "/" + lib))) {
          CacheFiles.writeWhole(
              dir.resolve(lib), f -> Files.copy(in, f, StandardCopyOption.REPLACE_EXISTING));
        }
      }
      Properties rewritten = new Properties();
      List<String> system = numbered(original, "system-libraries");
      for (int i = 0; i < system.size(); i++) {
        rewritten.setProperty("system-libraries." + i, system.get(i));
      }
      for (int i = 0; i < loads.size(); i++) {
        rewritten.setProperty("load-commands." + i, dir.resolve(loads.get(i)).toString());
      }
      ByteArrayOutputStream xml = new ByteArrayOutputStream();
      rewritten.storeToXML(xml, "Assay: the libraries are unpacked in this folder already");
      CacheFiles.writeWhole(
          result,
          f -> {
            try (OutputStream out = Files.newOutputStream(f);
                ZipOutputStream zip = new ZipOutputStream(out)) {
              zip.putNextEntry(new ZipEntry(platform + "/turnkey.xml"));
              zip.write(xml.toByteArray());
              zip.closeEntry();
            }
          });
      return Files.isRegularFile(result) ? result : null;
    }
  }

  /** The values of {@code name.0}, {@code name.1}, ... in index order. */
  private static List<String> numbered(Properties p, String name) {
    TreeMap<Integer, String> byIndex = new TreeMap<>();
    for (String k : p.stringPropertyNames()) {
      if (k.startsWith(name + ".")) {
        try {
          byIndex.put(Integer.parseInt(k.substring(name.length() + 1)), p.getProperty(k));
        } catch (NumberFormatException e) {
          // not one of the list's entries
        }
      }
    }
    return new ArrayList<>(byIndex.values());
  }

  // ------------------------------------------------------------------------- class-data sharing

  /**
   * The worker's class-data sharing archive, made by a training run when missing; null when the
   * class path holds a folder, or the JVM could not make one (recorded, so that it is not tried at
   * every start).
   */
  static Path archive(Path root, String java, List<String> jvmOptions, String classPath)
      throws IOException, InterruptedException {
    String jars = jarsKey(java, jvmOptions, classPath);
    if (jars == null) {
      return null; // a folder: JDK 17 archives no classes from it
    }
    String key = shortHash(jars);
    Path archive = root.resolve(key + ".jsa");
    Path failed = root.resolve(key + ".failed");
    synchronized (WorkerStartup.class) {
      if (Files.isRegularFile(archive) && Files.size(archive) > 0) {
        return archive;
      }
      if (Files.exists(failed)) {
        return null;
      }
      Files.createDirectories(root);
      Path tmp = root.resolve(key + "." + ProcessHandle.current().pid() + ".tmp");
      Files.deleteIfExists(tmp);
      List<String> train = new ArrayList<>();
      train.add(java);
      train.addAll(jvmOptions);
      train.add("-XX:ArchiveClassesAtExit=" + tmp);
      train.addAll(QUIET_CDS);
      train.add("-cp");
      train.add(classPath);
      train.add(SolverSpecs.BUNDLED_WORKER);
      train.add(WorkerProtocol.FLAG);
      String query =
          "(set-option :produce-models true)\n(declare-const x Int)\n(assert (> x 2))\n"
              + "(check-sat)\n(get-model)\n(get-info :reason-unknown)\n";
      String stdin = WorkerProtocol.frame(query, "assay-training", TRAINING.toMillis()) + "\n";
      Outcome o =
          OneShotRun.run(
              train, stdin, ResponsePlan.of(""), RunLimits.DEFAULT.withTimeout(TRAINING));
      boolean made =
          o.execution() != null
              && Integer.valueOf(0).equals(o.execution().exitCode())
              && Files.isRegularFile(tmp)
              && Files.size(tmp) > 0;
      if (made) {
        CacheFiles.moveInPlace(tmp, archive);
        return archive;
      }
      Files.deleteIfExists(tmp);
      Files.writeString(failed, String.valueOf(o), StandardCharsets.UTF_8);
      return null;
    }
  }

  /**
   * What a worker's start depends on: the JVM, its options and the path, size and modification time
   * of every jar on its class path, as one line of text; null when the class path holds anything
   * but jars (a folder of classes, which changes without its folder's time changing).
   */
  static String jarsKey(String java, List<String> jvmOptions, String classPath) {
    List<String> parts = new ArrayList<>();
    parts.add(java);
    parts.add(System.getProperty("java.home", ""));
    parts.add(System.getProperty("java.vm.version", ""));
    parts.addAll(jvmOptions);
    for (String part : classPath.split(File.pathSeparator)) {
      Path p = Path.of(part);
      BasicFileAttributes a;
      try {
        a = Files.readAttributes(p, BasicFileAttributes.class);
      } catch (IOException e) {
        return null;
      }
      if (!a.isRegularFile()) {
        return null;
      }
      parts.add(p.toAbsolutePath() + "," + a.size() + "," + a.lastModifiedTime().toMillis());
    }
    String key = String.join("\u0001", parts);
    return key.indexOf('\n') >= 0 || key.indexOf('\r') >= 0 ? null : key;
  }

  // ------------------------------------------------------------------------------------ the memo

  /**
   * What {@link #prepare} found for this JVM, these options and these jars, from the memo an
   * earlier command left in the cache ({@code CACHE/worker-start/}), or prepared now and
   * remembered. Preparing opens Assay's jar, parses the Z3 loader's XML metadata and hashes it and
   * the class path (50–80 ms, on the way to every command's first worker); reading the memo is a
   * small file. A memo counts only when its first line is this start's {@link #jarsKey} in full and
   * the files it names are still there.
   */
  private static Prepared rememberedOrPrepared(
      String java, List<String> jvmOptions, String classPath) {
    String key = jarsKey(java, jvmOptions, classPath);
    if (key == null) {
      return prepare(java, jvmOptions, classPath);
    }
    Path memo;
    try {
      memo = memoFile(key);
    } catch (RuntimeException e) {
      return prepare(java, jvmOptions, classPath); // no cache folder
    }
    Prepared known = readMemo(memo, key);
    if (known != null) {
      return known;
    }
    Prepared p = prepare(java, jvmOptions, classPath);
    if (p.nativesJar() != null && p.archive() != null) { // a missing archive is tried again
      String text = key + "\n" + p.nativesJar() + "\n" + p.archive() + "\n";
      try {
        CacheFiles.writeWhole(memo, f -> Files.writeString(f, text, StandardCharsets.UTF_8));
      } catch (IOException e) {
        // prepared again by the next command
      }
    }
    return p;
  }

  /** The memo of {@code key}: named by its hash, which the memo's first line confirms. */
  static Path memoFile(String key) {
    return BundledReleases.cacheRoot().resolve("worker-start").resolve(shortHash(key) + ".txt");
  }

  /** A cache file's name for {@code text}: the first 16 hex digits of its SHA-256. */
  private static String shortHash(String text) {
    MessageDigest sha = CacheFiles.digest();
    return HexFormat.of()
        .formatHex(sha.digest(text.getBytes(StandardCharsets.UTF_8)))
        .substring(0, 16);
  }

  /** The memo's content when it is {@code key}'s and its files exist; null otherwise. */
  static Prepared readMemo(Path memo, String key) {
    List<String> lines;
    try {
      lines = Files.readAllLines(memo, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null; // none yet, or unreadable: prepared again
    }
    if (lines.size() != 3 || !lines.get(0).equals(key)) {
      return null;
    }
    Path natives = Path.of(lines.get(1));
    Path archive = Path.of(lines.get(2));
    try {
      if (!Files.isRegularFile(natives) || Files.size(archive) == 0) {
        return null;
      }
    } catch (IOException e) {
      return null; // the archive is gone
    }
    return new Prepared(natives, archive);
  }
}
