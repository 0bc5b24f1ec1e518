package dev.assay.solver;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Solver versions detected before, kept in {@code CACHE/solver-versions.tsv} (one line per command:
 * its key, a tab, the version). A command's key is its argument list with the path, size and
 * modification time of every file it names (the binary found on PATH, each jar of a class path): a
 * solver rebuilt or replaced in place gets a new key, so its version is asked again. Asking costs a
 * process per solver and command (tens of milliseconds for a binary, a JVM for a worker), paid
 * before every campaign's first run.
 *
 * <p>The file is rewritten whole (a temporary file renamed over it), so two Assays writing at once
 * lose at most an entry, which is detected again next time; a line that cannot be read is skipped.
 * Only versions that were found are kept. A wrapper script that starts another binary keeps its key
 * when only that binary changes: {@code assay solvers} then shows the old version until the script
 * itself changes (or the cache file is removed).
 */
final class VersionCache {
  static final String FILE = "solver-versions.tsv";

  /** Entries kept at most; the oldest go first. */
  private static final int MAX_ENTRIES = 256;

  private final Path file;

  VersionCache(Path file) {
    this.file = file;
  }

  /** The cache of this user ({@link BundledReleases#cacheRoot()}). */
  static VersionCache user() {
    return new VersionCache(BundledReleases.cacheRoot().resolve(FILE));
  }

  /**
   * The key of a command, or empty when it names no file (a program that is not there): such a
   * command has nothing whose change could be noticed, so its version is never cached.
   */
  static Optional<String> key(List<String> argv) {
    StringBuilder sb = new StringBuilder();
    boolean anyFile = false;
    for (int i = 0; i < argv.size(); i++) {
      String word = argv.get(i);
      sb.append(word.replace('\t', ' ').replace('\n', ' ')).append('\u0001');
      List<String> paths = new ArrayList<>();
      if (i == 0 && !word.contains(File.separator)) {
        String found = Executables.onPath(word);
        if (found != null) {
          paths.add(found);
        }
      } else {
        for (String part : word.split(File.pathSeparator)) {
          if (part.contains(File.separator)) {
            paths.add(part);
          }
        }
      }
      for (String p : paths) {
        BasicFileAttributes a = attributes(Path.of(p));
        if (a != null && a.isRegularFile()) {
          anyFile = true;
          sb.append(p)
              .append(',')
              .append(a.size())
              .append(',')
              .append(a.lastModifiedTime().toMillis())
              .append('\u0001');
        }
      }
    }
    return anyFile ? Optional.of(CacheFiles.sha256(sb.toString())) : Optional.empty();
  }

  private static BasicFileAttributes attributes(Path p) {
    try {
      return Files.readAttributes(p, BasicFileAttributes.class);
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /** The version cached under {@code key}, if any. */
  Optional<String> get(String key) {
    return Optional.ofNullable(read().get(key));
  }

  /** Records a version; a cache that cannot be written is left as it is (detected again later). */
  void put(String key, String version) {
    Map<String, String> all = read();
    all.remove(key);
    all.put(key, version);
    while (all.size() > MAX_ENTRIES) {
      all.remove(all.keySet().iterator().next());
    }
    StringBuilder sb = new StringBuilder();
    all.forEach((k, v) -> sb.append(k).append('\t').append(v).append('\n'));
    try {
      Path dir = file.toAbsolutePath().getParent();
      Files.createDirectories(dir);
      Path tmp = Files.createTempFile(dir, "." + FILE, ".tmp");
      try {
        Files.writeString(tmp, sb, StandardCharsets.UTF_8);
        CacheFiles.moveInPlace(tmp, file);
      } finally {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException | RuntimeException e) {
      // A read-only home or a full disk: the version is detected again next time.
    }
  }

  /** Every readable entry, oldest first. */
  private Map<String, String> read() {
    Map<String, String> out = new LinkedHashMap<>();
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      return out;
    } catch (IOException | RuntimeException e) {
      return out; // unreadable: as if empty, and rewritten by the next put
    }
    for (String line : lines) {
      int tab = line.indexOf('\t');
      if (tab == 64 && tab < line.length() - 1) {
        out.put(line.substring(0, tab), line.substring(tab + 1));
      }
    }
    return out;
  }
}
