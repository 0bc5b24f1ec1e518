package dev.assay.solver;

import dev.assay.core.FileTrees;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Releases of one Maven artifact kept in Assay's cache: each fetched once, on first use, into
 * {@code CACHE/FOLDER/VERSION/} by Maven itself ({@code mvn --strict-checksums
 * dependency:copy-dependencies} on a one-dependency project), so the user's Maven settings
 * (mirrors, proxies, the local repository) apply and a download whose checksum does not match
 * fails. Offline first (a release already in the local repository needs no network), then online.
 * The folder appears complete or not at all: fetched into a temporary folder, then renamed.
 *
 * @param group the artifact's group id
 * @param artifact the artifact id
 * @param classifiers classified artifacts fetched beside the main one (native libraries)
 * @param folder the cache folder's name
 */
public record MavenFetch(String group, String artifact, List<String> classifiers, String folder) {
  /** What a release version may look like (it becomes a folder name). */
  public static final Pattern VERSION = Pattern.compile("[0-9][0-9A-Za-z.+_-]*");

  /** The file that marks a release's folder as complete. */
  static final String COMPLETE = "complete";

  private static final long MAVEN_MINUTES = 20;

  public MavenFetch {
    classifiers = List.copyOf(classifiers);
  }

  /** The folder of one release (fetched or not). */
  public Path dir(String version) {
    return BundledReleases.cacheRoot().resolve(folder).resolve(version);
  }

  /** The releases already fetched, in version order. */
  public List<String> fetched() {
    return completeIn(BundledReleases.cacheRoot().resolve(folder));
  }

  /** The complete release folders in {@code dir}, by version, in version order. */
  static List<String> completeIn(Path dir) {
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

  /** The release's jars (the artifact and its runtime dependencies), fetched on first use. */
  public List<Path> jars(String version) throws IOException, InterruptedException {
    Path dir = dir(version);
    if (!Files.exists(dir.resolve(COMPLETE))) {
      fetch(version, dir);
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
    }
  }

  public String coordinates(String version) {
    return group + ":" + artifact + ":" + version;
  }

  private void fetch(String version, Path dir) throws IOException, InterruptedException {
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
      } catch (java.nio.file.FileAlreadyExistsException
          | java.nio.file.DirectoryNotEmptyException e) {
        // Another Assay fetched it meanwhile: theirs is as good.
      }
    } finally {
      FileTrees.deleteQuietly(work); // a leftover temporary folder in the cache is harmless
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
    return FetchTool.run(new ProcessBuilder(cmd), log, MAVEN_MINUTES, "[ERROR]");
  }

  private String pom(String version) {
    StringBuilder deps = new StringBuilder();
    List<String> all = new ArrayList<>();
    all.add(null);
    all.addAll(classifiers);
    for (String classifier : all) {
      deps.append("    <dependency>\n")
          .append("      <groupId>")
          .append(group)
          .append("</groupId>\n")
          .append("      <artifactId>")
          .append(artifact)
          .append("</artifactId>\n")
          .append("      <version>")
          .append(version)
          .append("</version>\n");
      if (classifier != null) {
        deps.append("      <classifier>").append(classifier).append("</classifier>\n");
      }
      deps.append("    </dependency>\n");
    }
    return "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
        + "  <modelVersion>4.0.0</modelVersion>\n"
        + "  <groupId>local.assay</groupId>\n"
        + "  <artifactId>"
        + artifact
        + "-fetch</artifactId>\n"
        + "  <version>1</version>\n"
        + "  <dependencies>\n"
        + deps
        + "  </dependencies>\n"
        + "</project>\n";
  }
}
