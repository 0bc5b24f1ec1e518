package dev.assay.solver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Which solver a configuration runs, whatever it is named: {@code z3} for the bundled Z3 and Z3's
 * WebAssembly build, {@code cvc5} for the bundled cvc5, {@code z3} for any binary whose file name
 * starts with {@code z3}, {@code cvc5} for {@code cvc5-Linux}, and so on. The per-solver tables
 * ({@link InputLimitations}, {@link CompletenessClaims}) are keyed by family and version range.
 */
public final class SolverFamily {
  private static final List<String> KNOWN =
      List.of("cvc5", "cvc4", "z3", "yices", "bitwuzla", "boolector", "mathsat", "princess");

  private SolverFamily() {}

  /** The family of {@code spec}: a known solver name, else its program's file name. */
  public static String of(SolverSpec spec) {
    if (spec.bundled()) {
      return SolverSpecs.workerFamily(spec);
    }
    String exe = Path.of(spec.program().get(0)).getFileName().toString().toLowerCase(Locale.ROOT);
    for (String f : KNOWN) {
      if (exe.startsWith(f)) {
        return f;
      }
    }
    return exe;
  }

  /**
   * An inclusive range of versions; null bounds are open. Versions compare number by number ({@code
   * 4.8.12 < 4.14.1}).
   */
  public record Range(String from, String to) {
    public static final Range ALL = new Range(null, null);

    /** Whether {@code version} lies in the range; an unknown version lies in none but ALL. */
    public boolean contains(String version) {
      if (from == null && to == null) {
        return true;
      }
      List<Integer> v = parts(version);
      if (v.isEmpty()) {
        return false;
      }
      return (from == null || compare(parts(from), v) <= 0)
          && (to == null || compare(v, parts(to)) <= 0);
    }

    @Override
    public String toString() {
      if (from == null && to == null) {
        return "all versions";
      }
      if (to == null) {
        return from + " and later";
      }
      return from == null ? "up to " + to : from + " to " + to;
    }
  }

  static List<Integer> parts(String version) {
    List<Integer> out = new ArrayList<>();
    if (version == null) {
      return out;
    }
    for (String p : version.split("\\.")) {
      if (!p.matches("\\d{1,9}")) {
        return List.of();
      }
      out.add(Integer.parseInt(p));
    }
    return out;
  }

  static int compare(List<Integer> a, List<Integer> b) {
    for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
      int x = i < a.size() ? a.get(i) : 0;
      int y = i < b.size() ? b.get(i) : 0;
      if (x != y) {
        return Integer.compare(x, y);
      }
    }
    return 0;
  }
}
