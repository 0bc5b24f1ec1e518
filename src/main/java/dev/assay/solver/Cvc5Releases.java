package dev.assay.solver;

import dev.assay.core.InputError;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * The bundled cvc5: {@code io.github.cvc5:cvc5:VERSION} (the Java API) and its {@code linux-x86_64}
 * classifier (the JNI library), fetched with Maven on first use into {@code CACHE/cvc5/VERSION/} as
 * {@link BundledReleases} fetches Z3 releases, and run by {@value SolverSpecs#CVC5_WORKER} in a JVM
 * of its own. The JNI library is taken out of its jar once, into the release's folder, and loaded
 * from there: cvc5's own loader would copy 34 MB into a new temporary folder at every worker start
 * and leave it behind whenever a worker is killed.
 */
public final class Cvc5Releases {
  /** The release {@code bundled-cvc5} runs. */
  public static final String DEFAULT = "1.3.2-1";

  public static final String GROUP = "io.github.cvc5";
  public static final String ARTIFACT = "cvc5";
  public static final String CLASSIFIER = "linux-x86_64";

  /** Where the JNI library sits in the classifier's jar. */
  static final String JNI_IN_JAR = "cvc5-libs/linux/x86_64/libcvc5jni.so";

  static final MavenFetch CVC5 = new MavenFetch(GROUP, ARTIFACT, List.of(CLASSIFIER), "cvc5");

  private Cvc5Releases() {}

  /**
   * The Maven version for a release named by the user: {@code 1.3.2} is {@code 1.3.2-1} (Maven
   * Central's cvc5 versions carry a packaging revision), anything with a dash is taken as it is.
   */
  public static String mavenVersion(String version) {
    return version.matches("\\d+\\.\\d+\\.\\d+") ? version + "-1" : version;
  }

  /** The releases already fetched, in version order. */
  public static List<String> fetched() {
    return CVC5.fetched();
  }

  /** The class path and JNI library of a release, fetched first if need be. */
  public record Release(String classPath, Path jni) {}

  /**
   * The worker's class path and JNI library for {@code version} (a Maven version).
   *
   * @throws InputError when the version is malformed or cannot be fetched (message says why)
   */
  public static Release release(String version) {
    if (!MavenFetch.VERSION.matcher(version).matches()) {
      throw new InputError("not a release version: '" + version + "' (e.g. bundled-cvc5@1.3.2)");
    }
    try {
      List<String> entries = new ArrayList<>();
      entries.add(BundledReleases.workerClasses().toString());
      Path classified = null;
      for (Path jar : CVC5.jars(version)) {
        if (jar.getFileName().toString().endsWith("-" + CLASSIFIER + ".jar")) {
          classified = jar;
        } else {
          entries.add(jar.toString());
        }
      }
      if (classified == null) {
        throw new IOException("no " + CLASSIFIER + " jar in " + CVC5.dir(version));
      }
      return new Release(String.join(java.io.File.pathSeparator, entries), jni(classified));
    } catch (IOException e) {
      throw new InputError("bundled-cvc5@" + version + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InputError("bundled-cvc5@" + version + ": interrupted while fetching");
    }
  }

  /** The JNI library of a classifier jar, taken out beside it once (whole or not at all). */
  static Path jni(Path classifiedJar) throws IOException {
    Path lib = classifiedJar.resolveSibling("libcvc5jni.so");
    if (Files.exists(lib)) {
      return lib;
    }
    try (JarFile jar = new JarFile(classifiedJar.toFile())) {
      ZipEntry e = jar.getEntry(JNI_IN_JAR);
      if (e == null) {
        throw new IOException(classifiedJar + " holds no " + JNI_IN_JAR);
      }
      Path tmp = Files.createTempFile(lib.getParent(), ".libcvc5jni-", ".so");
      try (InputStream in = jar.getInputStream(e)) {
        Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
        Files.move(tmp, lib, StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(tmp);
      }
    }
    return lib;
  }
}
