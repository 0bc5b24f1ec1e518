package dev.assay.solver;

import dev.assay.core.FileTrees;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The temporary folders that hold the query files of fresh-state runs, named after the Assay
 * process that owns them ({@code assay-queries-PID-START-RANDOM}, START being the process's start
 * time in epoch milliseconds, so that a reused process id is not taken for the owner). An Assay
 * that is killed outright cannot remove its folder; the next Assay removes the folders whose owner
 * is gone, and only those.
 */
final class QueryFolders {
  static final String PREFIX = "assay-queries-";

  private static final Pattern NAME = Pattern.compile(Pattern.quote(PREFIX) + "(\\d+)-(\\d+)-.*");

  private QueryFolders() {}

  /** A new folder owned by this process, in the system temp directory. */
  static Path create() throws IOException {
    ProcessHandle me = ProcessHandle.current();
    return Files.createTempDirectory(PREFIX + me.pid() + "-" + startMillis(me) + "-");
  }

  /** Removes the stale folders in the system temp directory; never fails. */
  static void removeStale() {
    removeStale(Path.of(System.getProperty("java.io.tmpdir")));
  }

  /**
   * Removes the query folders in {@code dir} whose owning process is gone; folders of live owners,
   * folders named otherwise and what cannot be removed (another user's) are left alone.
   *
   * @return the folders removed
   */
  static List<Path> removeStale(Path dir) {
    List<Path> removed = new ArrayList<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, PREFIX + "*")) {
      for (Path p : entries) {
        Matcher m = NAME.matcher(p.getFileName().toString());
        if (m.matches()
            && Files.isDirectory(p)
            && !ownerAlive(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)))
            && FileTrees.deleteQuietly(p)) {
          removed.add(p);
        }
      }
    } catch (IOException | RuntimeException e) {
      // An unreadable temp directory, or a number too long for a pid: nothing is removed.
    }
    return removed;
  }

  /** Whether process {@code pid} runs and started at {@code startMillis} (0: start unknown). */
  static boolean ownerAlive(long pid, long startMillis) {
    Optional<ProcessHandle> h = ProcessHandle.of(pid);
    if (h.isEmpty() || !h.get().isAlive()) {
      return false;
    }
    long start = startMillis(h.get());
    return startMillis == 0 || start == 0 || start == startMillis;
  }

  private static long startMillis(ProcessHandle h) {
    return h.info().startInstant().map(Instant::toEpochMilli).orElse(0L);
  }
}
