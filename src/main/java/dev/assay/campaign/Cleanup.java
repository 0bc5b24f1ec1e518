package dev.assay.campaign;

import dev.assay.core.FileTrees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Empties a run folder that a new run replaces (the default folder of {@code assay check}, which
 * every run without {@code --out} shares): only what Assay writes there is removed.
 */
final class Cleanup {
  private static final List<String> FILES =
      List.of(
          RunManifest.FILE,
          "results.jsonl",
          "findings.jsonl",
          Store.DEFAULT_FILE,
          Store.DEFAULT_FILE + "-wal",
          Store.DEFAULT_FILE + "-shm",
          Store.DEFAULT_FILE + "-journal");

  private Cleanup() {}

  /**
   * Removes the reproduction folders under {@code dir/failures} that no recorded result names: a
   * kill can come between writing a folder and recording its run, and the run is then done again on
   * resume; the folder must not outlive a run that now passes.
   */
  static void unrecordedFolders(Path dir, java.util.Set<String> recorded) throws IOException {
    Path failures = dir.toAbsolutePath().normalize().resolve("failures");
    if (!Files.isDirectory(failures)) {
      return;
    }
    List<Path> readmes;
    try (Stream<Path> s = Files.walk(failures)) {
      readmes = s.filter(p -> p.getFileName().toString().equals("README.txt")).sorted().toList();
    }
    for (Path readme : readmes) {
      Path folder = readme.getParent();
      if (!recorded.contains(folder.toString())) {
        FileTrees.delete(folder);
      }
    }
  }

  /** Removes what a run writes into {@code dir}, its runs' export named {@code runsFile}. */
  static void runFolder(Path dir, String runsFile) throws IOException {
    for (String f : FILES) {
      Files.deleteIfExists(dir.resolve(f));
    }
    Files.deleteIfExists(dir.resolve(runsFile));
    Path failures = dir.resolve("failures");
    if (Files.isDirectory(failures)) {
      FileTrees.delete(failures);
    }
  }
}
