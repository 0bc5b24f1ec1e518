package dev.assay.campaign;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The runs an interrupted campaign finished, read back from its {@code results.jsonl} so that a
 * resumed campaign runs only the rest. A campaign killed outright (SIGKILL, power loss) may leave a
 * torn last line: reading stops at the first line that is not a whole JSON object, and the file is
 * cut back to the end of the last whole line, so the resumed campaign appends to a clean file.
 */
public final class FinishedRuns {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Map<String, JsonNode> byKey;
  private final long droppedBytes;

  private FinishedRuns(Map<String, JsonNode> byKey, long droppedBytes) {
    this.byKey = byKey;
    this.droppedBytes = droppedBytes;
  }

  /** No runs: a new campaign. */
  public static FinishedRuns none() {
    return new FinishedRuns(new LinkedHashMap<>(), 0);
  }

  /** Reads {@code file} (none yet: no runs) and cuts off a torn tail. */
  public static FinishedRuns recover(Path file) throws IOException {
    Lines read = wholeLines(file, l -> l.hasNonNull("case") && l.hasNonNull("solver"));
    Map<String, JsonNode> runs = new LinkedHashMap<>();
    for (JsonNode line : read.lines()) {
      runs.put(key(line.get("case").asText(), line.get("solver").asText()), line);
    }
    return new FinishedRuns(runs, read.droppedBytes());
  }

  /**
   * The lines read back from a JSON Lines journal, and how many bytes after them were cut off.
   *
   * @param lines the whole lines, in file order
   * @param droppedBytes the bytes of a torn last line (or of anything after it) that were cut
   */
  public record Lines(List<JsonNode> lines, long droppedBytes) {}

  /**
   * Reads the JSON objects that {@code accept} takes, one per line, from the start of {@code file}
   * up to the first line that is torn (no newline), not a JSON object, or not accepted; cuts the
   * file after the last line read, so that appending continues a clean journal. No file: no lines.
   */
  public static Lines wholeLines(Path file, Predicate<JsonNode> accept) throws IOException {
    List<JsonNode> lines = new ArrayList<>();
    if (!Files.exists(file)) {
      return new Lines(lines, 0);
    }
    byte[] bytes = Files.readAllBytes(file);
    int start = 0;
    while (start < bytes.length) {
      int end = indexOf(bytes, (byte) '\n', start);
      if (end < 0) {
        break; // no newline: the line was being written when the campaign died
      }
      JsonNode line = parse(new String(bytes, start, end - start, StandardCharsets.UTF_8));
      if (line == null || !accept.test(line)) {
        break;
      }
      lines.add(line);
      start = end + 1;
    }
    if (start < bytes.length) {
      try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
        ch.truncate(start);
      }
    }
    return new Lines(lines, bytes.length - start);
  }

  private static JsonNode parse(String text) {
    try {
      JsonNode n = JSON.readTree(text);
      return n != null && n.isObject() ? n : null;
    } catch (JsonProcessingException e) {
      return null;
    }
  }

  private static int indexOf(byte[] bytes, byte b, int from) {
    for (int i = from; i < bytes.length; i++) {
      if (bytes[i] == b) {
        return i;
      }
    }
    return -1;
  }

  private static String key(String caseName, String solver) {
    return caseName + '\u0000' + solver;
  }

  /** The recorded run of case {@code caseName} on the solver configuration named {@code solver}. */
  public JsonNode get(String caseName, String solver) {
    return byKey.get(key(caseName, solver));
  }

  public int size() {
    return byKey.size();
  }

  /** Every recorded run, in file order. */
  public Collection<JsonNode> all() {
    return byKey.values();
  }

  /** Bytes of a torn last line (or anything after it) that were cut off. */
  public long droppedBytes() {
    return droppedBytes;
  }
}
