package dev.assay.sections;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.campaign.Store;
import dev.assay.core.ExpectedStatus;
import dev.assay.report.Chart;
import dev.assay.report.ReportData;
import dev.assay.report.Section;
import dev.assay.report.Table;
import dev.assay.report.TechniqueSection;
import dev.assay.strings.Category;
import dev.assay.strings.Table4Cell;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The section of an {@code assay strings} campaign: Table 4 in the paper's layout (one table per
 * solver configuration; a row per expected result and category, unsat rows without and with the
 * patterns of Table 2; a column per Table 4 cell, soundness failures in parentheses), counted from
 * the items' statistics in the store, and the share of unknown or timed-out tests per category.
 */
public final class StringsSection implements TechniqueSection {
  private static final Table4Cell[] CELLS = Table4Cell.values();

  @Override
  public String technique() {
    return "strings";
  }

  /** A row of Table 4: a category, without or with patterns. */
  private record Row(Category category, boolean patterns) {
    String expected() {
      return category.expected().smtlib() + (patterns ? " [+p]" : "");
    }

    String label() {
      return expected() + ": " + category.label();
    }
  }

  @Override
  public Optional<Section> section(ReportData data) {
    Map<Long, String> caseOf = new HashMap<>();
    for (Store.StoredResult r : data.results()) {
      caseOf.putIfAbsent(r.item(), r.caseId());
    }
    List<String> configurations = data.solvers().stream().map(Store.CampaignSolver::name).toList();
    // row -> configuration -> [cell counts..., soundness counts...]
    Map<Row, Map<String, long[]>> counts =
        new TreeMap<>(
            Comparator.comparing((Row r) -> r.category().ordinal()).thenComparing(Row::patterns));
    Map<Row, Long> tests = new LinkedHashMap<>();
    for (Store.FinishedItem item : data.items()) {
      JsonNode stats = ReportData.statistics(item);
      Row row = row(caseOf.get(item.item()));
      if (stats == null || row == null) {
        continue;
      }
      tests.merge(row, 1L, Long::sum);
      Map<String, long[]> byConf = counts.computeIfAbsent(row, k -> new LinkedHashMap<>());
      for (String conf : configurations) {
        JsonNode o = stats.path(conf);
        Table4Cell cell = cell(o.path("cell").asText(""));
        if (cell == null) {
          continue;
        }
        long[] c = byConf.computeIfAbsent(conf, k -> new long[2 * CELLS.length]);
        c[cell.ordinal()]++;
        if (o.path("soundness").asBoolean(false)) {
          c[CELLS.length + cell.ordinal()]++;
        }
      }
    }
    if (counts.isEmpty()) {
      return Optional.empty();
    }
    List<Table> tables = new ArrayList<>();
    for (String conf : configurations) {
      tables.add(table4(conf, counts, tests));
    }
    String intro =
        "Table 4 of the paper, counted from the "
            + data.items().size()
            + " tests the store records as finished"
            + (data.items().size() < data.campaign().cases()
                ? " (of " + data.campaign().cases() + " generated: the campaign did not finish)"
                : "")
            + ". A sat test passes in S, an unsat test in U; every other cell is a failed test.";
    return Optional.of(
        new Section(
            "Table 4: results per category",
            intro,
            tables,
            List.of(undecided(configurations, counts, tests))));
  }

  private static Table table4(
      String conf, Map<Row, Map<String, long[]>> counts, Map<Row, Long> tests) {
    List<String> header = new ArrayList<>(List.of("Expected result", "Category", "# tests"));
    for (Table4Cell c : CELLS) {
      header.add(c.name());
    }
    List<List<String>> rows = new ArrayList<>();
    Map<String, long[]> totals = new LinkedHashMap<>(); // expected -> [tests, failed, soundness]
    for (Map.Entry<Row, Map<String, long[]>> e : counts.entrySet()) {
      Row row = e.getKey();
      long[] c = e.getValue().getOrDefault(conf, new long[2 * CELLS.length]);
      List<String> r = new ArrayList<>();
      r.add(row.expected());
      r.add(row.category().label());
      r.add(Long.toString(tests.get(row)));
      long[] t = totals.computeIfAbsent(row.expected(), k -> new long[3]);
      t[0] += tests.get(row);
      boolean sat = row.category().expected() == ExpectedStatus.SAT;
      for (Table4Cell cell : CELLS) {
        long n = c[cell.ordinal()];
        long s = c[CELLS.length + cell.ordinal()];
        if ((sat && cell == Table4Cell.IC) || (!sat && cell == Table4Cell.IM)) {
          r.add("-");
        } else {
          r.add(s == 0 ? Long.toString(n) : n + " (" + s + " soundness)");
        }
        if (!cell.passes(row.category().expected())) {
          t[1] += n;
        }
        t[2] += s;
      }
      rows.add(r);
    }
    List<String> note = new ArrayList<>();
    totals.forEach(
        (label, t) ->
            note.add(
                label
                    + ": "
                    + t[1]
                    + " of "
                    + t[0]
                    + " tests failed, "
                    + t[2]
                    + " by a soundness issue"));
    return new Table(
        conf,
        header,
        rows,
        String.join("; ", note)
            + ". IM incorrect model, IC incorrect unsat core, S sat, U unsat, K unknown, T timeout,"
            + " E error; [+p] with the patterns of Table 2.");
  }

  private static Chart undecided(
      List<String> configurations, Map<Row, Map<String, long[]>> counts, Map<Row, Long> tests) {
    List<String> categories = new ArrayList<>();
    for (Row r : counts.keySet()) {
      categories.add(r.label());
    }
    List<Chart.BarSeries> series = new ArrayList<>();
    for (String conf : configurations) {
      List<Double> values = new ArrayList<>();
      for (Map.Entry<Row, Map<String, long[]>> e : counts.entrySet()) {
        long[] c = e.getValue().getOrDefault(conf, new long[2 * CELLS.length]);
        long undecided = c[Table4Cell.K.ordinal()] + c[Table4Cell.T.ordinal()];
        long n = tests.get(e.getKey());
        values.add(n == 0 ? 0 : Math.round(1000.0 * undecided / n) / 10.0);
      }
      series.add(new Chart.BarSeries(conf, values, null));
    }
    return new Chart.Bars(
        "Unknown or timeout per category (% of its tests)",
        "category",
        "% unknown or timeout",
        categories,
        series,
        false,
        true,
        "no test was unknown or timed out, in any category and configuration.");
  }

  /** The row of a test id ({@code group/name}, the group a category key and maybe {@code +p}). */
  private static Row row(String caseId) {
    if (caseId == null || caseId.indexOf('/') < 0) {
      return null;
    }
    String group = caseId.substring(0, caseId.indexOf('/'));
    boolean patterns = group.endsWith("+p");
    try {
      return new Row(
          Category.parse(patterns ? group.substring(0, group.length() - 2) : group), patterns);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static Table4Cell cell(String name) {
    return Arrays.stream(CELLS).filter(c -> c.name().equals(name)).findFirst().orElse(null);
  }
}
