package dev.assay.campaign;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One solver run as the worker that made it hands it to the campaign's writer: its row, its
 * reproduction folder's files (written only if the writer finds room for them), and its finding.
 * Everything is text, so a run made on another machine crosses the network as it is.
 *
 * @param row the run's row, without a folder (the writer decides where, and whether)
 * @param folder the reproduction folder relative to the run folder, or null for a run that needs
 *     none
 * @param files the folder's files by name, in order; names ending in {@code .sh} are executable
 * @param finding the finding's first-sighting record without a folder, or null
 * @param hit this sighting of it without a folder, or null
 */
public record PreparedRun(
    Store.ResultRow row,
    String folder,
    Map<String, String> files,
    Store.Finding finding,
    Store.Hit hit)
    implements Serializable {
  private static final ObjectMapper JSON = new ObjectMapper();

  public PreparedRun {
    files = files == null ? Map.of() : new LinkedHashMap<>(files);
  }

  /** The row as recorded: with its folder, and the line's {@code reproduction} field set. */
  Store.ResultRow rowIn(Path written) {
    if (written == null) {
      return row;
    }
    String line;
    try {
      ObjectNode o = (ObjectNode) JSON.readTree(row.line());
      o.put("reproduction", written.toString());
      line = o.toString();
    } catch (IOException e) {
      throw new UncheckedIOException("a result line is always JSON", e);
    }
    return new Store.ResultRow(
        row.item(),
        row.seq(),
        row.solverPosition(),
        row.caseId(),
        row.solver(),
        row.version(),
        row.verdict(),
        row.detail(),
        row.failure(),
        row.signature(),
        row.findingId(),
        written.toString(),
        row.wallMs(),
        line);
  }
}
