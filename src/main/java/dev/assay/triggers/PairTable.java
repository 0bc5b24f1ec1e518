package dev.assay.triggers;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The table {@code assay triggers} ends with: one line per (file, configuration) pair — status,
 * configuration, seconds, file, the terms found and the kind of a finding — with the reason of an
 * error or of a claim that did not hold once per file, and what the lines add up to.
 */
public final class PairTable {
  private PairTable() {}

  /**
   * What the pairs add up to.
   *
   * @param found pairs with a term found
   * @param internal whether Assay's own code failed on a pair
   * @param nothingSearched whether every input was rejected (none could be searched)
   */
  public record Tally(long found, boolean internal, boolean nothingSearched) {}

  /** Prints the result lines of a campaign ({@code results.jsonl}) and adds them up. */
  public static Tally print(List<JsonNode> lines, PrintWriter out) {
    boolean searched = false;
    boolean internal = false;
    long found = 0;
    String lastReason = null;
    for (JsonNode l : lines) {
      String status = l.path("status").asText();
      List<String> terms = new ArrayList<>();
      l.path("terms").forEach(t -> terms.add(t.asText()));
      line(
          out,
          status,
          l.path("config").asText(),
          l.path("seconds").asDouble(),
          l.path("file").asText(),
          terms,
          l.has("kind") ? "  (" + l.path("kind").asText() + ")" : "");
      String reason = l.path("reason").asText();
      boolean why =
          SearchOutcome.ERROR.equals(status) || SearchOutcome.NOT_VALIDATED.equals(status);
      if (why && !reason.equals(lastReason)) {
        out.println("  " + reason); // once for a file's configurations
      }
      lastReason = why ? reason : null;
      found += SearchOutcome.FOUND.equals(status) ? 1 : 0;
      searched |= !l.path("bad_input").asBoolean();
      internal |= reason.startsWith("internal error");
    }
    return new Tally(found, internal, !searched && !lines.isEmpty());
  }

  /**
   * {@code --explain}: one file searched in this thread through the same per-file code as a
   * campaign item, its search printed step by step, its results written to {@code
   * settings.out()/results.jsonl} and printed with the fix of a found term.
   */
  public static Tally explain(SearchSettings settings, Path file, String name, PrintWriter out)
      throws IOException, InterruptedException {
    Files.createDirectories(settings.out());
    FileSearch.Outcome outcome;
    try (WorkerSolvers solvers = WorkerSolvers.open(settings.solvers(), settings.timeout());
        JsonLinesResults sink = new JsonLinesResults(settings.out().resolve("results.jsonl"))) {
      solvers.warmUp(settings.timeout(), settings.options().modelMillis());
      outcome = new FileSearch(settings, solvers, new ExplainPrinter(out)).run(0, 1, file, name);
      for (TriggerResult r : outcome.results()) {
        sink.accept(r);
      }
    }
    out.println();
    Tally t = print(outcome, out);
    out.flush();
    return t;
  }

  /** Prints one file's results, with the fix of a found term. */
  private static Tally print(FileSearch.Outcome outcome, PrintWriter out) {
    boolean internal = false;
    for (TriggerResult r : outcome.results()) {
      line(out, r.status(), r.config(), r.seconds(), r.file(), r.terms(), "");
      if (r.found() && r.fix() != null) {
        out.println("  fix: " + r.fix());
      } else if (r.reason() != null) {
        out.println("  " + r.reason());
      }
      internal |= r.reason() != null && r.reason().startsWith("internal error");
    }
    return new Tally(outcome.finding() != null ? 1 : 0, internal, outcome.badInput());
  }

  private static void line(
      PrintWriter out,
      String status,
      String config,
      double seconds,
      String file,
      List<String> terms,
      String kind) {
    out.printf(
        Locale.ROOT,
        "%-13s %-3s %6.1f s  %s%s%s%n",
        status,
        config,
        seconds,
        file,
        terms.isEmpty() ? "" : "  " + String.join(" ", terms),
        kind);
  }
}
