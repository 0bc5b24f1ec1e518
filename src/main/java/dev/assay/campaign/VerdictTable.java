package dev.assay.campaign;

import dev.assay.core.TextTable;
import dev.assay.core.Verdict;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Verdicts counted per solver, printed as an aligned table: solvers in the order they were given;
 * the columns {@link #ALWAYS} always, in that order, then any other verdict kind that occurred, in
 * the order of {@link Verdict.Kind}.
 */
public final class VerdictTable {
  /** The columns every table shows, whether or not they occurred. */
  public static final List<Verdict.Kind> ALWAYS =
      List.of(
          Verdict.Kind.OK,
          Verdict.Kind.WRONG_STATUS,
          Verdict.Kind.INVALID_MODEL,
          Verdict.Kind.INCORRECT_CORE,
          Verdict.Kind.UNCHECKED,
          Verdict.Kind.UNKNOWN,
          Verdict.Kind.TIMEOUT,
          Verdict.Kind.CRASH,
          Verdict.Kind.ERROR);

  private final Map<String, long[]> counts = new LinkedHashMap<>();

  /** Makes {@code solver} a row even before it has results (keeps the given order). */
  public synchronized void addSolver(String solver) {
    counts.computeIfAbsent(solver, s -> new long[Verdict.Kind.values().length]);
  }

  public synchronized void add(String solver, Verdict.Kind kind, long n) {
    counts.computeIfAbsent(solver, s -> new long[Verdict.Kind.values().length])[kind.ordinal()] +=
        n;
  }

  /** A table from the store's counts (solver to verdict label to count). */
  public static VerdictTable of(Map<String, Map<String, Long>> stored) {
    VerdictTable t = new VerdictTable();
    stored.forEach(
        (solver, byKind) -> {
          t.addSolver(solver);
          byKind.forEach(
              (label, n) -> {
                Verdict.Kind k = Verdict.Kind.ofLabel(label);
                if (k != null) {
                  t.add(solver, k, n);
                }
              });
        });
    return t;
  }

  /** The count of {@code kind} for {@code solver}. */
  public synchronized long count(String solver, Verdict.Kind kind) {
    long[] row = counts.get(solver);
    return row == null ? 0 : row[kind.ordinal()];
  }

  /**
   * The counts as the store keeps them: solver to verdict label to runs, the verdicts with no run
   * left out, in solver order.
   */
  public synchronized Map<String, Map<String, Long>> asMap() {
    Map<String, Map<String, Long>> out = new java.util.LinkedHashMap<>();
    counts.forEach(
        (solver, row) -> {
          Map<String, Long> m = new java.util.TreeMap<>();
          for (Verdict.Kind k : Verdict.Kind.values()) {
            if (row[k.ordinal()] > 0) {
              m.put(k.label(), row[k.ordinal()]);
            }
          }
          out.put(solver, m);
        });
    return out;
  }

  /** The count of {@code kind} over every solver. */
  public synchronized long count(Verdict.Kind kind) {
    long n = 0;
    for (long[] row : counts.values()) {
      n += row[kind.ordinal()];
    }
    return n;
  }

  /** The solvers, in order. */
  public synchronized List<String> solvers() {
    return List.copyOf(counts.keySet());
  }

  /** The number of runs whose verdict is a finding. */
  public synchronized long findings() {
    long n = 0;
    for (long[] row : counts.values()) {
      for (Verdict.Kind k : Verdict.Kind.values()) {
        if (k.isFinding()) {
          n += row[k.ordinal()];
        }
      }
    }
    return n;
  }

  /** The number of runs counted. */
  public synchronized long total() {
    long n = 0;
    for (long[] row : counts.values()) {
      for (long c : row) {
        n += c;
      }
    }
    return n;
  }

  /** The columns shown: {@link #ALWAYS}, then other kinds that occurred. */
  public synchronized List<Verdict.Kind> columns() {
    List<Verdict.Kind> cols = new ArrayList<>(ALWAYS);
    for (Verdict.Kind k : Verdict.Kind.values()) {
      if (cols.contains(k)) {
        continue;
      }
      for (long[] row : counts.values()) {
        if (row[k.ordinal()] > 0) {
          cols.add(k);
          break;
        }
      }
    }
    return cols;
  }

  public synchronized void print(PrintWriter out) {
    List<Verdict.Kind> cols = columns();
    List<String> header = new ArrayList<>();
    header.add("solver");
    header.add("total");
    cols.forEach(k -> header.add(k.label()));
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
          for (Verdict.Kind k : cols) {
            r.add(Long.toString(row[k.ordinal()]));
          }
          rows.add(r);
        });
    TextTable.printCounts(rows, out);
  }
}
