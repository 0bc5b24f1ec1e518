package dev.assay.mutate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.campaign.FinishedRuns;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.Set;

/**
 * The walks a fuzzing campaign finished, one line each in {@code walks.jsonl}: the walk's index,
 * its seed, the campaign time when it ended and its share of the statistics. Walks are
 * deterministic ({@code Rng(seed).forIteration(k)}), so a resumed campaign skips the walks listed
 * here, runs the others with the same mutants as before, and rebuilds its statistics from these
 * lines, also after a SIGKILL. A walk cut short by a stop is not listed, and runs again.
 */
final class WalkJournal implements AutoCloseable {
  static final String FILE = "walks.jsonl";
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * What earlier sessions finished.
   *
   * @param walks the finished walk indices
   * @param counts their statistics, merged
   * @param elapsedSeconds the campaign time when the last of them ended
   */
  record Finished(Set<Long> walks, FuzzStatistics counts, double elapsedSeconds) {}

  private final BufferedWriter out;

  WalkJournal(Path dir, boolean append) throws IOException {
    Files.createDirectories(dir);
    out =
        Files.newBufferedWriter(
            dir.resolve(FILE),
            StandardCharsets.UTF_8,
            StandardOpenOption.CREATE,
            StandardOpenOption.WRITE,
            append ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING);
  }

  /** Reads the journal in {@code dir} (cutting a torn last line). */
  static Finished read(Path dir, FuzzStatistics empty) throws IOException {
    FinishedRuns.Lines lines =
        FinishedRuns.wholeLines(dir.resolve(FILE), l -> l.has("walk") && l.has("counts"));
    Set<Long> walks = new HashSet<>();
    double elapsed = 0;
    for (JsonNode l : lines.lines()) {
      if (walks.add(l.get("walk").asLong())) {
        empty.merge(FuzzStatistics.fromCounts(empty, l.get("counts")));
      }
      elapsed = Math.max(elapsed, l.path("elapsed_s").asDouble());
    }
    return new Finished(walks, empty, elapsed);
  }

  synchronized void add(long walk, String seed, double elapsedSeconds, FuzzStatistics counts)
      throws IOException {
    ObjectNode o = JSON.createObjectNode();
    o.put("walk", walk);
    o.put("seed", seed);
    o.put("elapsed_s", Math.round(elapsedSeconds * 1000) / 1000.0);
    o.set("counts", counts.countsJson());
    out.write(JSON.writeValueAsString(o));
    out.newLine();
    out.flush();
  }

  @Override
  public synchronized void close() throws IOException {
    out.close();
  }
}
