package dev.assay.campaign;

import dev.assay.oracle.Verdict;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts verdicts per solver and prints them as an aligned table, solvers in the order they were
 * given and columns in the fixed order of {@link #COLUMNS}.
 */
public final class SummaryTable {
  /** The verdict kinds, in column order. */
  public static final List<String> COLUMNS =
      List.of(
          "ok",
          "wrong-status",
          "invalid-model",
          "incorrect-core",
          "unknown",
          "timeout",
          "crash",
          "error");

  private final Map<String, long[]> counts = new LinkedHashMap<>();

  /** Makes {@code solver} a row even before it has results (keeps the given order). */
  public synchronized void addSolver(String solver) {
    counts.computeIfAbsent(solver, s -> new long[COLUMNS.size()]);
  }

  public void add(String solver, Verdict verdict) {
    add(solver, verdict.kind());
  }

  /**
   * Counts a verdict by its kind, as {@code results.jsonl} records it (a resumed run's earlier
   * runs).
   *
   * @throws IllegalArgumentException when {@code kind} is not one of {@link #COLUMNS}
   */
  public synchronized void add(String solver, String kind) {
    int column = COLUMNS.indexOf(kind);
    if (column < 0) {
      throw new IllegalArgumentException("not a verdict kind: " + kind);
    }
    counts.computeIfAbsent(solver, s -> new long[COLUMNS.size()])[column]++;
  }

  /** The count of {@code kind} for {@code solver}. */
  public synchronized long count(String solver, String kind) {
    long[] row = counts.get(solver);
    return row == null ? 0 : row[COLUMNS.indexOf(kind)];
  }

  /** The total number of findings (wrong status, invalid model, incorrect core, crash). */
  public synchronized long findings() {
    long n = 0;
    for (long[] row : counts.values()) {
      n += row[1] + row[2] + row[3] + row[6];
    }
    return n;
  }

  public synchronized void print(PrintWriter out) {
    List<String> header = new ArrayList<>();
    header.add("solver");
    header.add("total");
    header.addAll(COLUMNS);
    List<List<String>> rows = new ArrayList<>();
    rows.add(header);
    counts.forEach(
        (solver, row) -> {
          List<String> r = new ArrayList<>();
          r.add(solver);
          long total = 0;
          for (long c : row) {
            total += c;
          }
          r.add(Long.toString(total));
          for (long c : row) {
            r.add(Long.toString(c));
          }
          rows.add(r);
        });
    int[] widths = new int[header.size()];
    for (List<String> r : rows) {
      for (int i = 0; i < r.size(); i++) {
        widths[i] = Math.max(widths[i], r.get(i).length());
      }
    }
    for (List<String> r : rows) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < r.size(); i++) {
        String cell = r.get(i);
        if (i == 0) {
          sb.append(cell).append(" ".repeat(widths[i] - cell.length()));
        } else {
          sb.append("  ").append(" ".repeat(widths[i] - cell.length())).append(cell);
        }
      }
      out.println(sb.toString().stripTrailing());
    }
    out.flush();
  }
}
