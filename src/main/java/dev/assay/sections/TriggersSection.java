package dev.assay.sections;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.campaign.Store;
import dev.assay.report.ReportData;
import dev.assay.report.Section;
import dev.assay.report.Table;
import dev.assay.report.TechniqueSection;
import dev.assay.triggers.SearchOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The section of an {@code assay triggers} campaign: per configuration, the pairs searched, how
 * many found a term and the median times (the layout of the success-rate table of
 * docs/triggers.md), and every (file, configuration) pair with its status and terms, read from the
 * result lines the items recorded in the store.
 */
public final class TriggersSection implements TechniqueSection {
  @Override
  public String technique() {
    return "triggers";
  }

  @Override
  public Optional<Section> section(ReportData data) {
    Map<String, List<double[]>> byConfig = new TreeMap<>();
    List<List<String>> pairs = new ArrayList<>();
    for (Store.FinishedItem item : data.items()) {
      JsonNode stats = ReportData.statistics(item);
      if (stats == null || !stats.has("pairs")) {
        continue;
      }
      for (JsonNode line : stats.path("pairs")) {
        add(line, byConfig, pairs);
      }
    }
    if (pairs.isEmpty()) {
      return Optional.empty();
    }
    List<List<String>> rows = new ArrayList<>();
    byConfig.forEach(
        (config, results) -> {
          List<Double> all = new ArrayList<>();
          List<Double> found = new ArrayList<>();
          for (double[] r : results) {
            all.add(r[1]);
            if (r[0] == 1) {
              found.add(r[1]);
            }
          }
          rows.add(
              List.of(
                  config,
                  found.size() + "/" + all.size(),
                  String.format(Locale.ROOT, "%.1f %%", 100.0 * found.size() / all.size()),
                  median(all),
                  median(found)));
        });
    return Optional.of(
        new Section(
            "Triggering terms",
            "One search per (file, configuration) pair, the configurations of a file sharing one"
                + " budget; a term counts as found only if its claim holds: E-matching alone"
                + " refutes the input with it and not without it, under every seed setting, in"
                + " fresh runs. Times are wall seconds per pair from the file's start.",
            List.of(
                new Table(
                    "Success rate per configuration",
                    List.of("configuration", "found", "rate", "median s (all)", "median s (found)"),
                    rows,
                    ""),
                new Table(
                    "Pairs",
                    List.of("file", "configuration", "status", "seconds", "terms, or why not"),
                    pairs,
                    "",
                    pairs.size() > 20)),
            List.of()));
  }

  /** One pair's line into the per-configuration counts and the table of pairs. */
  private static void add(
      JsonNode line, Map<String, List<double[]>> byConfig, List<List<String>> pairs) {
    String status = line.path("status").asText();
    boolean found = status.equals(SearchOutcome.FOUND);
    double seconds = line.path("seconds").asDouble();
    byConfig
        .computeIfAbsent(line.path("config").asText(), k -> new ArrayList<>())
        .add(new double[] {found ? 1 : 0, seconds});
    List<String> terms = new ArrayList<>();
    line.path("terms").forEach(t -> terms.add(t.asText()));
    pairs.add(
        List.of(
            line.path("file").asText(),
            line.path("config").asText(),
            status,
            String.format(Locale.ROOT, "%.1f", seconds),
            found ? String.join(" ", terms) : line.path("reason").asText("")));
  }

  /** The median, or "-" of nothing. */
  static String median(List<Double> values) {
    if (values.isEmpty()) {
      return "-";
    }
    List<Double> v = new ArrayList<>(values);
    v.sort(null);
    int n = v.size();
    double m = n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
    return String.format(Locale.ROOT, "%.2f", m);
  }
}
