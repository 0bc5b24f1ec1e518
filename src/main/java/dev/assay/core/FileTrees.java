package dev.assay.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Removal of a folder with everything below it, deepest first. */
public final class FileTrees {
  private FileTrees() {}

  /** Deletes {@code root} and everything below it; a tree already gone is no error. */
  public static void delete(Path root) throws IOException {
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (NoSuchFileException e) {
      // already gone
    }
  }

  /**
   * Deletes {@code root} and everything below it where it can, for leftovers whose removal is a
   * courtesy (a temporary or stale folder).
   *
   * @return whether the tree is gone
   */
  public static boolean deleteQuietly(Path root) {
    try {
      delete(root);
      return true;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }
}
