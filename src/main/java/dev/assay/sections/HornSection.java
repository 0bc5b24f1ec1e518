package dev.assay.sections;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.campaign.Store;
import dev.assay.horn.HornSearch;
import dev.assay.horn.HornStatistics;
import dev.assay.horn.Learned;
import dev.assay.report.Chart;
import dev.assay.report.ReportData;
import dev.assay.report.Section;
import dev.assay.report.Table;
import dev.assay.report.TechniqueSection;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The section of an {@code assay horn} campaign: the statistics of §5 of the HornFuzz paper (runs,
 * seed runs, unique traces, verdicts, confirmed findings) and, per mutation, its runs, the runs
 * that opened a new trace and its weight (§4.4). Everything is merged from the statistics each
 * visit recorded in the store ({@link HornStatistics}); the weights are replayed from them round by
 * round as the campaign counted them ({@link Learned#replay}), so they are the ones its next round
 * would have used.
 */
public final class HornSection implements TechniqueSection {
  /** Mutations drawn in the chart; the table lists every mutation run. */
  static final int CHART_MUTATIONS = 30;

  /** Mutant runs between two weight updates (§4.4). */
  private static final int PERIOD = 1000;

  @Override
  public String technique() {
    return "horn";
  }

  @Override
  public Optional<Section> section(ReportData data) {
    HornStatistics merged = new HornStatistics();
    TreeMap<Long, JsonNode> byItem = new TreeMap<>();
    for (Store.FinishedItem item : data.items()) {
      JsonNode s = ReportData.statistics(item);
      if (s != null) {
        merged.merge(s);
        byItem.put(item.item(), s);
      }
    }
    if (byItem.isEmpty()) {
      return Optional.empty();
    }
    int seeds = (int) Math.max(1, data.campaign().cases());
    Learned.Replay replay = Learned.replay(seeds, byItem);
    JsonNode j = merged.toJson();
    List<Mutation> mutations = mutations(j, replay.learned());
    return Optional.of(
        new Section(
            "HornFuzz statistics (§5)",
            "Merged from the statistics of the "
                + byItem.size()
                + (byItem.size() == 1 ? " visit" : " visits")
                + " the store records as finished ("
                + seeds
                + (seeds == 1 ? " seed group" : " seed groups")
                + "). A mutation's weight starts at "
                + HornSearch.INITIAL_WEIGHT
                + " and, every "
                + PERIOD
                + " mutant runs, becomes 0.62·w + 0.38·p, p the share of its runs that opened a"
                + " new trace (§4.4); the weights shown are those after the rounds counted in full"
                + (merged.runs() < PERIOD
                    ? " (this campaign's "
                        + merged.runs()
                        + " mutant runs did not reach the first"
                        + " update: every weight is still the initial one)."
                    : "."),
            List.of(overview(data, merged, j, replay), table(mutations)),
            List.of(chart(mutations))));
  }

  /** A mutation's counts and weight. */
  private record Mutation(String id, long runs, long newTraces, double weight) {}

  private static List<Mutation> mutations(JsonNode j, Learned learned) {
    List<Mutation> out = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = j.path("mutations").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      out.add(
          new Mutation(
              e.getKey(),
              e.getValue().path(0).asLong(),
              e.getValue().path(1).asLong(),
              learned.weight(e.getKey(), HornSearch.INITIAL_WEIGHT)));
    }
    // most run first; the statistics' sorted order among equals
    out.sort(Comparator.comparingLong((Mutation m) -> -m.runs()));
    return out;
  }

  private static Table overview(
      ReportData data, HornStatistics merged, JsonNode j, Learned.Replay replay) {
    List<List<String>> rows = new ArrayList<>();
    long all = merged.runs() + merged.seedRuns();
    rows.add(List.of("seed groups", Long.toString(data.campaign().cases())));
    rows.add(
        List.of(
            "solver runs",
            all + " (" + merged.seedRuns() + " seed runs, " + merged.runs() + " mutant runs)"));
    double seconds = data.seconds();
    rows.add(
        List.of(
            "runs per hour",
            seconds <= 0 ? "-" : String.format(Locale.ROOT, "%.0f", all * 3600 / seconds)));
    rows.add(List.of("unique traces", Integer.toString(merged.uniqueTraces())));
    List<String> verdicts = new ArrayList<>();
    j.path("verdicts")
        .fields()
        .forEachRemaining(e -> verdicts.add(e.getKey() + " " + e.getValue().asLong()));
    rows.add(List.of("verdicts", verdicts.isEmpty() ? "none" : String.join(", ", verdicts)));
    rows.add(
        List.of(
            "findings",
            j.path("confirmed").asLong()
                + " confirmed (chain replayed, independent check), "
                + j.path("unconfirmed").asLong()
                + " unconfirmed (counted as unchecked)"));
    rows.add(
        List.of(
            "rounds counted in full",
            replay.rounds()
                + " (the seed phase and "
                + Math.max(0, replay.rounds() - 1)
                + " of visits)"));
    rows.add(List.of("internal errors", Integer.toString(j.path("tool_failures").size())));
    return new Table("Campaign", List.of("statistic", "value"), rows, "");
  }

  private static Table table(List<Mutation> mutations) {
    List<List<String>> rows = new ArrayList<>();
    for (Mutation m : mutations) {
      rows.add(
          List.of(
              m.id(),
              Long.toString(m.runs()),
              Long.toString(m.newTraces()),
              m.runs() == 0
                  ? "-"
                  : String.format(Locale.ROOT, "%.1f %%", 100.0 * m.newTraces() / m.runs()),
              String.format(Locale.ROOT, "%.4f", m.weight())));
    }
    return new Table(
        "Mutations",
        List.of("mutation", "runs", "new traces", "new-trace share", "weight"),
        rows,
        rows.isEmpty()
            ? "No mutant was run: the campaign did not leave the seed phase."
            : "Runs of a mutant whose last step was the mutation; a new trace is one no earlier"
                + " run of the campaign had.",
        true);
  }

  private static Chart chart(List<Mutation> mutations) {
    List<Mutation> shown = mutations.subList(0, Math.min(CHART_MUTATIONS, mutations.size()));
    List<String> ids = new ArrayList<>();
    List<Double> fresh = new ArrayList<>();
    List<Double> known = new ArrayList<>();
    for (Mutation m : shown) {
      ids.add(m.id());
      fresh.add((double) m.newTraces());
      known.add((double) (m.runs() - m.newTraces()));
    }
    return new Chart.Bars(
        mutations.size() > shown.size()
            ? "Runs per mutation (the " + shown.size() + " most run)"
            : "Runs per mutation",
        "mutation",
        "mutant runs",
        ids,
        List.of(
            new Chart.BarSeries("opened a new trace", fresh, "#0072B2"),
            new Chart.BarSeries("no new trace", known, "#BBBBBB")),
        true,
        true,
        "no mutant was run: the campaign did not leave the seed phase.");
  }
}
