package dev.assay.campaign;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.oracle.InputIssue;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The run folder's JSON Lines, exported from the store at the end of every session: {@code
 * results.jsonl} (one line per run, in item, case and solver order, whatever order they finished
 * in) and {@code findings.jsonl} (one line per deduplicated finding of the campaign). The store is
 * the source of truth; these files are for reading and for tools that want plain files.
 */
public final class Exports {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The fields every finding's line begins with: its name in the line, and its value. */
  private static final List<Map.Entry<String, Function<Store.Finding, String>>> FINDING_HEAD =
      List.of(
          Map.entry("id", Store.Finding::id),
          Map.entry("kind", Store.Finding::kind),
          Map.entry("solver", Store.Finding::solver),
          Map.entry("version", Store.Finding::version),
          Map.entry("signature", Store.Finding::signature),
          Map.entry("first_seen", Store.Finding::firstSeen),
          Map.entry("first_campaign", Store.Finding::firstCampaign));

  private Exports() {}

  /**
   * Writes the runs' lines to {@code file} (the run folder's {@code results.jsonl}); returns it.
   */
  static Path results(Store store, String campaignId, Path file) throws IOException {
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      PrivateFiles.restrict(file);
      for (String line : store.resultLines(campaignId)) {
        w.write(line);
        w.write('\n');
      }
      for (InputIssue i : store.inputIssues(campaignId)) {
        ObjectNode o = JSON.createObjectNode();
        o.put("case", i.name());
        o.put("status", i.status().label());
        o.put("error", i.message());
        w.write(o.toString());
        w.write('\n');
      }
    }
    return file;
  }

  /** Writes {@code findings.jsonl}; returns the findings. */
  static List<Engine.FindingLine> findings(Store store, String campaignId, Path runDir)
      throws IOException {
    List<Engine.FindingLine> out = new ArrayList<>();
    Map<String, Long> here = store.hitCounts(campaignId);
    Map<String, Long> all = store.hitCounts(null);
    try (Writer w =
        Files.newBufferedWriter(runDir.resolve("findings.jsonl"), StandardCharsets.UTF_8)) {
      PrivateFiles.restrict(runDir.resolve("findings.jsonl"));
      for (Store.Finding f : store.findingsOf(campaignId)) {
        boolean newHere = f.firstCampaign().equals(campaignId);
        long hits = here.getOrDefault(f.id(), 0L);
        out.add(
            new Engine.FindingLine(
                f.id(),
                f.kind(),
                f.solver(),
                f.version(),
                f.signature(),
                newHere,
                hits,
                f.folder()));
        w.write(line(f, hits, all.getOrDefault(f.id(), 0L), newHere).toString());
        w.write('\n');
      }
    }
    return out;
  }

  /** A finding as {@code findings.jsonl} and {@code assay findings list --json} print it. */
  public static ObjectNode line(Store.Finding f, long hitsHere, long hitsAll, Boolean newHere) {
    ObjectNode o = JSON.createObjectNode();
    for (Map.Entry<String, Function<Store.Finding, String>> field : FINDING_HEAD) {
      o.put(field.getKey(), field.getValue().apply(f));
    }
    o.put("count", hitsAll);
    if (newHere != null) {
      o.put("count_here", hitsHere);
      o.put("new", newHere);
    }
    o.put("case", f.caseId());
    o.put("folder", f.folder()); // null when the finding has no folder
    if (f.reducedSize() != null) {
      o.put("reduced_bytes", f.reducedSize());
    }
    return o;
  }
}
