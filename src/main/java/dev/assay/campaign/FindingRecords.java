package dev.assay.campaign;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.oracle.RunResult;
import dev.assay.smtlib.Printer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The store's records of a finding's sighting, made from the run that saw it: the finding as first
 * seen, and the sighting (hit).
 */
final class FindingRecords {
  private static final ObjectMapper JSON = new ObjectMapper();

  private FindingRecords() {}

  static Store.Finding finding(
      String id,
      String signature,
      RunResult r,
      String campaignId,
      Path folder,
      FindingReducer.Reduced red) {
    String reduced = red != null && red.reduced() ? Printer.print(red.script()) : null;
    if (reduced != null && red.decided() != null) {
      reduced += pairNote(red);
    }
    try {
      return new Store.Finding(
          id,
          signature,
          r.verdict().label(),
          r.solver().name(),
          r.solver().version(),
          campaignId,
          Store.now(),
          r.testCase().id(),
          folder == null ? null : folder.toString(),
          Summaries.expectedOf(r.verdict().kind(), r.testCase().expectation()),
          Summaries.got(r.outcome()),
          r.verdict().detail(),
          Summaries.basisOf(r.verdict().kind(), r.testCase().basis()),
          JSON.writeValueAsString(
              ReproductionFolder.command(r.solver(), ReproductionFolder.incremental(r))),
          JSON.writeValueAsString(red != null ? red.spec().options() : r.solver().options()),
          r.testCase().sent(),
          reduced,
          reduced == null ? null : reduced.getBytes(StandardCharsets.UTF_8).length,
          red != null ? red.note() : "not reduced");
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("lists of strings always print as JSON", e);
    }
  }

  /**
   * The sighting of finding {@code id} by run {@code r} of item {@code k}, seen now; the campaign
   * and the reproduction folder are filled in when it is recorded ({@link Store.Hit#in}).
   */
  static Store.Hit hit(String id, RunResult r, long k) {
    return new Store.Hit(
        id, null, r.testCase().id(), r.solver().name(), r.solver().version(), k, null, Store.now());
  }

  /**
   * The other half of a reduced incompleteness pair, as SMT-LIB comments after the undecided
   * formula, so that the store and the report show both.
   */
  private static String pairNote(FindingReducer.Reduced red) {
    StringBuilder sb = new StringBuilder();
    sb.append("\n; ")
        .append(red.decider().name())
        .append(" decides this formula (")
        .append(ReproductionFolder.DECIDED)
        .append("):\n");
    for (String line : Printer.print(red.decided()).split("\n", -1)) {
      if (!line.isEmpty()) {
        sb.append("; ").append(line).append('\n');
      }
    }
    return sb.toString();
  }
}
