package dev.assay.triggers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The {@code results.jsonl} of a triggers campaign: one line per finished (file, configuration)
 * pair, the line its item records in the store. Lines of earlier sessions are known first and the
 * file starts with them; a line finished now is appended at once, so a kill loses no finished pair;
 * at the end the file is written again in pair order, whatever order the pairs finished in.
 */
final class PairResultsFile implements Closeable {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path file;
  private final Map<Long, JsonNode> lines = new TreeMap<>();
  private BufferedWriter live;

  PairResultsFile(Path file) {
    this.file = file;
  }

  /** A pair's line, finished now or in an earlier session; appended once the file is open. */
  synchronized void add(long k, JsonNode line) throws IOException {
    lines.put(k, line);
    if (live != null) {
      live.write(JSON.writeValueAsString(line));
      live.write('\n');
      live.flush();
    }
  }

  /** Writes the lines known so far and keeps the file open for the ones to come. */
  synchronized void open() throws IOException {
    rewrite();
    live =
        Files.newBufferedWriter(
            file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
  }

  /** Writes every line known, in pair order; returns the file. */
  synchronized Path rewrite() throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (JsonNode line : lines.values()) {
        w.write(JSON.writeValueAsString(line));
        w.write('\n');
      }
    }
    return file;
  }

  /** Every line known, in pair order. */
  synchronized List<JsonNode> lines() {
    return new ArrayList<>(lines.values());
  }

  @Override
  public synchronized void close() throws IOException {
    if (live != null) {
      live.close();
      live = null;
    }
  }
}
