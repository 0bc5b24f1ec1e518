package dev.assay.sections;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.campaign.Store;
import dev.assay.mutate.FuzzStatistics;
import dev.assay.report.Chart;
import dev.assay.report.ReportData;
import dev.assay.report.Section;
import dev.assay.report.Table;
import dev.assay.report.TechniqueSection;
import dev.assay.weakening.RuleCatalogue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The section of an {@code assay fuzz} campaign: the statistics of §6.2 of the thesis (mutants
 * generated and unique, solver calls, timeouts and unknowns, applicable rules per iteration, rules
 * applied, findings), merged from the walks' statistics in the store by {@link FuzzStatistics}
 * itself, with the rule application frequency (Fig. 7) and the applicable rules per walk step (Fig.
 * 6) as charts.
 */
public final class FuzzSection implements TechniqueSection {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Rules drawn in the frequency chart; the table lists every rule applied. */
  static final int CHART_RULES = 30;

  @Override
  public String technique() {
    return "fuzz";
  }

  @Override
  public Optional<Section> section(ReportData data) {
    int walkLength = intArgument(data, "--walk-length", 50);
    RuleCatalogue catalogue = RuleCatalogue.standard();
    FuzzStatistics merged = new FuzzStatistics(catalogue, walkLength);
    long walks = 0;
    for (Store.FinishedItem item : data.items()) {
      JsonNode s = ReportData.statistics(item);
      if (s != null && s.has("mutants")) {
        merged.merge(FuzzStatistics.fromCounts(merged, s));
        walks++;
      }
    }
    if (walks == 0) {
      return Optional.empty();
    }
    JsonNode j;
    try {
      j = JSON.readTree(merged.toJson());
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("the statistics always print as JSON", e);
    }
    List<Table> tables = new ArrayList<>();
    tables.add(overview(data, j, catalogue));
    tables.add(perSolver(j));
    tables.add(rules(j));
    List<Chart> charts = List.of(ruleFrequency(j), applicability(j));
    return Optional.of(
        new Section(
            "Fuzzing statistics (§6.2)",
            "Merged from the statistics of the "
                + walks
                + " walks the store records as finished; the time is the campaign's, all sessions"
                + " together.",
            tables,
            charts));
  }

  private static Table overview(ReportData data, JsonNode j, RuleCatalogue catalogue) {
    List<List<String>> rows = new ArrayList<>();
    JsonNode m = j.path("mutants");
    JsonNode calls = j.path("solver_calls");
    long total = calls.path("total").asLong();
    long generated = m.path("generated").asLong();
    double seconds = data.seconds();
    rows.add(List.of("seed files", Long.toString(data.campaign().cases())));
    rows.add(
        List.of(
            "walks", j.path("walks").asLong() + " (" + j.path("walks_stuck").asLong() + " stuck)"));
    rows.add(
        List.of(
            "mutants generated / unique",
            generated + " / " + withShare(m.path("unique").asLong(), generated)));
    rows.add(
        List.of(
            "mutants per second",
            seconds <= 0 ? "-" : String.format(Locale.ROOT, "%.1f", generated / seconds)));
    rows.add(List.of("solver calls", Long.toString(total)));
    rows.add(List.of("timeouts", withShare(calls.path("timeouts").asLong(), total)));
    rows.add(List.of("unknowns", withShare(calls.path("unknowns").asLong(), total)));
    rows.add(
        List.of(
            "applicable rules per iteration (mean)",
            String.format(
                Locale.ROOT, "%.1f", j.path("applicable_rules").path("mean").asDouble())));
    rows.add(List.of("rules applied", applied(j).size() + " of " + catalogue.size()));
    List<String> found = new ArrayList<>();
    j.path("findings")
        .fields()
        .forEachRemaining(e -> found.add(e.getKey() + " " + e.getValue().path("found").asLong()));
    rows.add(List.of("runs with a finding", found.isEmpty() ? "none" : String.join(", ", found)));
    rows.add(
        List.of("internal errors", Long.toString(j.path("tool_failures").path("count").asLong())));
    return new Table("Campaign", List.of("statistic", "value"), rows, "");
  }

  private static Table perSolver(JsonNode j) {
    List<String> kinds = new ArrayList<>();
    j.path("solver_calls")
        .path("per_solver")
        .forEach(
            s ->
                s.path("verdicts")
                    .fieldNames()
                    .forEachRemaining(
                        k -> {
                          if (!kinds.contains(k)) {
                            kinds.add(k);
                          }
                        }));
    kinds.sort(Comparator.naturalOrder());
    List<String> header = new ArrayList<>(List.of("solver", "calls"));
    header.addAll(kinds);
    List<List<String>> rows = new ArrayList<>();
    j.path("solver_calls")
        .path("per_solver")
        .fields()
        .forEachRemaining(
            e -> {
              List<String> r = new ArrayList<>();
              r.add(e.getKey());
              r.add(Long.toString(e.getValue().path("calls").asLong()));
              for (String k : kinds) {
                r.add(Long.toString(e.getValue().path("verdicts").path(k).asLong()));
              }
              rows.add(r);
            });
    return new Table("Solver calls by verdict", header, rows, "");
  }

  /** The rules applied, most often first (catalogue order among equals). */
  private static List<JsonNode> applied(JsonNode j) {
    List<JsonNode> out = new ArrayList<>();
    for (JsonNode r : j.path("rule_applications")) {
      if (r.path("count").asLong() > 0) {
        out.add(r);
      }
    }
    out.sort(Comparator.comparingLong((JsonNode r) -> -r.path("count").asLong()));
    return out;
  }

  private static Table rules(JsonNode j) {
    List<List<String>> rows = new ArrayList<>();
    for (JsonNode r : applied(j)) {
      rows.add(
          List.of(
              r.path("rule").asText(),
              Long.toString(r.path("count").asLong()),
              String.format(Locale.ROOT, "%.1f %%", r.path("percent").asDouble())));
    }
    return new Table(
        "Rule applications (Fig. 7)",
        List.of("rule", "mutants", "share"),
        rows,
        "The rule that made each mutant; rules never applied are left out.",
        true);
  }

  private static Chart ruleFrequency(JsonNode j) {
    List<JsonNode> applied = applied(j);
    List<JsonNode> shown = applied.subList(0, Math.min(CHART_RULES, applied.size()));
    List<String> names = new ArrayList<>();
    List<Double> values = new ArrayList<>();
    for (JsonNode r : shown) {
      names.add(r.path("rule").asText());
      values.add((double) r.path("count").asLong());
    }
    String title =
        applied.size() > shown.size()
            ? "Rule application frequency (the " + shown.size() + " most applied rules)"
            : "Rule application frequency";
    return new Chart.Bars(
        title,
        "rule",
        "mutants",
        names,
        List.of(new Chart.BarSeries("mutants", values, null)),
        false,
        true,
        Chart.NOTHING);
  }

  private static Chart applicability(JsonNode j) {
    List<Chart.Point> points = new ArrayList<>();
    int step = 1;
    for (JsonNode v : j.path("applicable_rules").path("mean_by_walk_step")) {
      if (!v.isNull()) {
        points.add(new Chart.Point(step, v.asDouble()));
      }
      step++;
    }
    return new Chart.Lines(
        "Applicable rules per iteration (Fig. 6)",
        "walk step",
        "mean applicable rules",
        List.of(new Chart.Series<>("mean applicable rules", points)),
        false);
  }

  /** {@code n} and its share of {@code of}: {@code 12 (3.0 %)}. */
  private static String withShare(long n, long of) {
    return n + " (" + pct(n, of) + ")";
  }

  private static String pct(long n, long of) {
    return of == 0 ? "-" : String.format(Locale.ROOT, "%.1f %%", 100.0 * n / of);
  }

  private static int intArgument(ReportData data, String option, int fallback) {
    String v = data.argument(option);
    try {
      return v == null ? fallback : Integer.parseInt(v);
    } catch (NumberFormatException e) {
      return fallback;
    }
  }
}
