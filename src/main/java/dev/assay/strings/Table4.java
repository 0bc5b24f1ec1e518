package dev.assay.strings;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.core.ExpectedStatus;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The summary of a run in the shape of the paper's Table 4: one row per expected result and
 * category (the unsat ones without and with patterns), the number of tests generated, and for each
 * solver configuration the count of each {@link Table4Cell}, with how many of them are soundness
 * failures. Rendered as Markdown and JSON. Thread-safe.
 */
public final class Table4 {
  /** A row: expected status, category and pattern flavour. */
  public record Row(Category category, boolean patterns) {
    public String expectedLabel() {
      return category.expected().smtlib() + (patterns ? " [+p]" : "");
    }
  }

  private final List<String> configurations;
  private final Map<Row, Integer> generated = new LinkedHashMap<>();

  /** row -> configuration -> [cell counts..., soundness counts...]. */
  private final Map<Row, Map<String, long[]>> counts = new LinkedHashMap<>();

  /** A table for these configurations (columns, in order) over these tests (rows). */
  public Table4(List<String> configurations, List<StringTest> tests) {
    this.configurations = List.copyOf(configurations);
    for (StringTest t : tests) {
      Row r = new Row(t.category(), t.patterns());
      generated.merge(r, 1, Integer::sum);
      Map<String, long[]> byConfig = counts.computeIfAbsent(r, k -> new LinkedHashMap<>());
      for (String c : configurations) {
        byConfig.computeIfAbsent(c, k -> new long[2 * Table4Cell.values().length]);
      }
    }
  }

  public synchronized void add(StringTest test, String configuration, Classification c) {
    long[] cells = counts.get(new Row(test.category(), test.patterns())).get(configuration);
    cells[c.cell().ordinal()]++;
    if (c.soundness()) {
      cells[Table4Cell.values().length + c.cell().ordinal()]++;
    }
  }

  public List<Row> rows() {
    return List.copyOf(generated.keySet());
  }

  public List<String> configurations() {
    return configurations;
  }

  public int generated(Row row) {
    return generated.getOrDefault(row, 0);
  }

  public synchronized long count(Row row, String configuration, Table4Cell cell) {
    return counts.get(row).get(configuration)[cell.ordinal()];
  }

  public synchronized long soundness(Row row, String configuration, Table4Cell cell) {
    return counts.get(row).get(configuration)[Table4Cell.values().length + cell.ordinal()];
  }

  /** Tests of rows with this expected label ({@code sat}, {@code unsat}, {@code unsat [+p]}). */
  public int total(String expectedLabel) {
    int n = 0;
    for (Row r : generated.keySet()) {
      if (r.expectedLabel().equals(expectedLabel)) {
        n += generated.get(r);
      }
    }
    return n;
  }

  /** Failed tests (any column but the passing one) of rows with this expected label. */
  public synchronized long failed(String expectedLabel, String configuration) {
    long n = 0;
    for (Row r : generated.keySet()) {
      if (!r.expectedLabel().equals(expectedLabel)) {
        continue;
      }
      for (Table4Cell c : Table4Cell.values()) {
        if (!c.passes(r.category().expected())) {
          n += count(r, configuration, c);
        }
      }
    }
    return n;
  }

  /** Soundness failures of rows with this expected label. */
  public synchronized long soundnessFailures(String expectedLabel, String configuration) {
    long n = 0;
    for (Row r : generated.keySet()) {
      if (r.expectedLabel().equals(expectedLabel)) {
        for (Table4Cell c : Table4Cell.values()) {
          n += soundness(r, configuration, c);
        }
      }
    }
    return n;
  }

  private List<String> expectedLabels() {
    List<String> r = new ArrayList<>();
    for (Row row : generated.keySet()) {
      if (!r.contains(row.expectedLabel())) {
        r.add(row.expectedLabel());
      }
    }
    return r;
  }

  /** The cell text: the count, its soundness part in bold, "-" where a column cannot occur. */
  private String cellText(Row row, String configuration, Table4Cell cell) {
    boolean sat = row.category().expected() == ExpectedStatus.SAT;
    if ((sat && cell == Table4Cell.IC) || (!sat && cell == Table4Cell.IM)) {
      return "-";
    }
    long n = count(row, configuration, cell);
    long s = soundness(row, configuration, cell);
    if (s == 0) {
      return Long.toString(n);
    }
    return s == n ? "**" + n + "**" : n + " (**" + s + "**)";
  }

  /** The table as Markdown: one table per configuration, then the totals. */
  public synchronized String markdown() {
    StringBuilder sb = new StringBuilder();
    Table4Cell[] cells = Table4Cell.values();
    for (String conf : configurations) {
      sb.append("#### ").append(conf).append("\n\n");
      sb.append("| Expected result | Category / Transformation | # tests |");
      for (Table4Cell c : cells) {
        sb.append(' ').append(c.name()).append(" |");
      }
      sb.append("\n|---|---|---:|");
      sb.append("---:|".repeat(cells.length)).append('\n');
      for (Row r : generated.keySet()) {
        sb.append("| ")
            .append(r.expectedLabel())
            .append(" | ")
            .append(r.category().label())
            .append(" | ")
            .append(generated.get(r))
            .append(" |");
        for (Table4Cell c : cells) {
          sb.append(' ').append(cellText(r, conf, c)).append(" |");
        }
        sb.append('\n');
      }
      sb.append('\n');
      for (String label : expectedLabels()) {
        sb.append("- total # of ")
            .append(label)
            .append(" failed tests (out of ")
            .append(total(label))
            .append("): ")
            .append(failed(label, conf))
            .append(", of which soundness failures: ")
            .append(soundnessFailures(label, conf))
            .append('\n');
      }
      sb.append('\n');
    }
    sb.append(
        "IM = incorrect model; IC = incorrect unsat core; S = sat; U = unsat; K = unknown;"
            + " T = timeout; E = error; [+p] = with the patterns of Table 2; **n** = tests that"
            + " failed by a soundness issue (wrong status, invalid model, satisfiable unsat core).\n");
    return sb.toString();
  }

  /** The table as JSON (rows, configurations, counts and soundness counts per column). */
  public String json() {
    return json(Map.of());
  }

  /**
   * The table as JSON, after the top-level fields {@code before} (facts about the run that made it,
   * e.g. times, runs done, whether it was interrupted).
   */
  public synchronized String json(Map<String, ?> before) {
    ObjectMapper m = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = m.createObjectNode();
    before.forEach((k, v) -> root.set(k, m.valueToTree(v)));
    ArrayNode confs = root.putArray("configurations");
    configurations.forEach(confs::add);
    ArrayNode rows = root.putArray("rows");
    for (Row r : generated.keySet()) {
      ObjectNode o = rows.addObject();
      o.put("expected", r.category().expected().smtlib());
      o.put("patterns", r.patterns());
      o.put("category", r.category().key());
      o.put("generated", generated.get(r));
      ObjectNode results = o.putObject("results");
      for (String conf : configurations) {
        ObjectNode c = results.putObject(conf);
        ObjectNode sound = m.createObjectNode();
        for (Table4Cell cell : Table4Cell.values()) {
          c.put(cell.name(), count(r, conf, cell));
          long s = soundness(r, conf, cell);
          if (s > 0) {
            sound.put(cell.name(), s);
          }
        }
        c.set("soundness", sound);
      }
    }
    ObjectNode totals = root.putObject("totals");
    for (String conf : configurations) {
      ObjectNode t = totals.putObject(conf);
      for (String label : expectedLabels()) {
        ObjectNode l = t.putObject(label);
        l.put("tests", total(label));
        l.put("failed", failed(label, conf));
        l.put("soundness", soundnessFailures(label, conf));
      }
    }
    try {
      return m.writeValueAsString(root) + "\n";
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
