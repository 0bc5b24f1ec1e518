package dev.assay.solver;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The options of one solver release as data: read from {@code
 * dev/assay/solver/options/SOLVER-VERSION.tsv} (made once from the solver's own option list by
 * tools/option-catalogs/, see its README) and {@code SOLVER-VERSION-constraints.tsv} (what the
 * option list says one option needs, and what the solver refused when probed).
 */
public final class OptionCatalog {
  /** The catalogs shipped, as {@code solver-version}, in a fixed order. */
  public static final List<String> SHIPPED =
      List.of("cvc5-1.0.3", "cvc4-1.8", "z3-4.8.12", "z3-4.14.1");

  private final String solver;
  private final String version;
  private final Map<String, SolverOption> options;
  private final List<OptionConstraint> constraints;

  private OptionCatalog(
      String solver,
      String version,
      Map<String, SolverOption> options,
      List<OptionConstraint> constraints) {
    this.solver = solver;
    this.version = version;
    this.options = options;
    this.constraints = List.copyOf(constraints);
  }

  /**
   * The shipped catalog of a solver configuration's release, or null: the bundled Z3 is {@code z3},
   * otherwise the program's file name says {@code z3}, {@code cvc5} or {@code cvc4}; the version is
   * the detected one.
   */
  public static OptionCatalog of(SolverSpec spec) {
    String family = family(spec);
    if (family == null) {
      return null;
    }
    if (exists(family, spec.version())) {
      return load(family, spec.version());
    }
    String earlier = nearestEarlier(family, spec.version());
    return earlier == null ? null : load(family, earlier);
  }

  /**
   * The newest shipped catalog release of {@code family} older than {@code version}, or null: a
   * newer release without a catalog of its own (cvc5 1.3.2, z3 5.1.0) is fuzzed with its
   * predecessor's options. Every fuzzed option of cvc5 1.0.3 is still an option of 1.3.2 (checked
   * against {@code Solver.getOptionNames()}); a value a newer release refuses is an {@code error},
   * never a finding. A release older than every catalog gets none.
   */
  static String nearestEarlier(String family, String version) {
    List<Integer> v = SolverFamily.parts(version);
    if (v.isEmpty()) {
      return null;
    }
    String best = null;
    for (String shipped : SHIPPED) {
      if (!shipped.startsWith(family + "-")) {
        continue;
      }
      String sv = shipped.substring(family.length() + 1);
      if (SolverFamily.compare(SolverFamily.parts(sv), v) < 0
          && (best == null
              || SolverFamily.compare(SolverFamily.parts(sv), SolverFamily.parts(best)) > 0)) {
        best = sv;
      }
    }
    return best;
  }

  private static String family(SolverSpec spec) {
    if (spec.bundled()) {
      return SolverSpecs.workerFamily(spec);
    }
    String program = java.nio.file.Path.of(spec.program().get(0)).getFileName().toString();
    for (String f : List.of("cvc5", "cvc4", "z3")) {
      if (program.startsWith(f)) {
        return f;
      }
    }
    return null;
  }

  /** The shipped catalog of {@code solver} {@code version}; an unknown pair is an error. */
  public static OptionCatalog load(String solver, String version) {
    String base = "options/" + solver + "-" + version;
    String table = resource(base + ".tsv");
    if (table == null) {
      throw new IllegalArgumentException(
          "no option catalog for " + solver + " " + version + " (have: " + SHIPPED + ")");
    }
    return parse(solver, version, table, resource(base + "-constraints.tsv"));
  }

  /**
   * A catalog from the text of its two files (the constraints may be null); for the tools that
   * write them.
   */
  public static OptionCatalog parse(
      String solver, String version, String table, String constraintTable) {
    Map<String, SolverOption> opts = new LinkedHashMap<>();
    for (String[] f : rows(table, 7)) {
      List<String> values = f[2].isEmpty() ? List.of() : Arrays.asList(f[2].split(","));
      opts.put(
          f[0],
          new SolverOption(
              f[0],
              SolverOption.Kind.valueOf(f[1].toUpperCase(Locale.ROOT)),
              values,
              f[3],
              f[4],
              SolverOption.Fuzz.valueOf(f[5].toUpperCase(Locale.ROOT)),
              f[6]));
    }
    List<OptionConstraint> cs = new ArrayList<>();
    String ct = constraintTable;
    if (ct != null) {
      for (String[] f : rows(ct, 6)) {
        cs.add(
            new OptionConstraint(
                OptionConstraint.Kind.valueOf(f[0].toUpperCase(Locale.ROOT)),
                f[1],
                f[2],
                f[3],
                f[4],
                f[5]));
      }
    }
    return new OptionCatalog(solver, version, opts, cs);
  }

  /**
   * The catalog for a solver named by preset ({@code z3}, {@code cvc5}, {@code cvc4}) and version.
   */
  public static boolean exists(String solver, String version) {
    return SHIPPED.contains(solver + "-" + version);
  }

  private static String resource(String name) {
    try (InputStream in = OptionCatalog.class.getResourceAsStream(name)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String[]> rows(String text, int columns) {
    List<String[]> r = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t", -1);
      if (f.length != columns) {
        throw new IllegalStateException(
            "option catalog row has " + f.length + " columns, not " + columns + ": " + line);
      }
      r.add(f);
    }
    return r;
  }

  public String solver() {
    return solver;
  }

  public String version() {
    return version;
  }

  /** Every option, in the solver's order. */
  public List<SolverOption> options() {
    return List.copyOf(options.values());
  }

  /** The option called {@code name}, or null. */
  public SolverOption option(String name) {
    return options.get(name);
  }

  public List<OptionConstraint> constraints() {
    return constraints;
  }

  /**
   * The options fuzzing draws from ({@code experts}: also those marked for experts), with the
   * values the solver rejected on their own left out; options left without values are dropped.
   */
  public List<SolverOption> fuzzable(boolean experts) {
    List<SolverOption> r = new ArrayList<>();
    for (SolverOption o : options.values()) {
      if (o.fuzz() == SolverOption.Fuzz.NO || (o.fuzz() == SolverOption.Fuzz.EXPERT && !experts)) {
        continue;
      }
      List<String> values = new ArrayList<>();
      for (String v : o.values()) {
        if (!rejected(o.name(), v)) {
          values.add(v);
        }
      }
      if (!values.isEmpty()) {
        r.add(
            new SolverOption(
                o.name(), o.kind(), values, o.defaultValue(), o.module(), o.fuzz(), o.note()));
      }
    }
    return r;
  }

  /** True if the solver refused {@code option=value} on its own. */
  public boolean rejected(String option, String value) {
    for (OptionConstraint c : constraints) {
      if (c.kind() == OptionConstraint.Kind.REJECTED && c.matches(option, value)) {
        return true;
      }
    }
    return false;
  }

  /** A difference between two releases' option lists. */
  public record Difference(String option, String change) {}

  /**
   * What changed from {@code older} to {@code newer}: options added, removed, or whose fuzzed
   * values or kind changed, in the newer (then older) list's order.
   */
  public static List<Difference> differences(OptionCatalog older, OptionCatalog newer) {
    List<Difference> r = new ArrayList<>();
    for (SolverOption n : newer.options.values()) {
      SolverOption o = older.options.get(n.name());
      if (o == null) {
        r.add(new Difference(n.name(), "added"));
      } else if (o.kind() != n.kind()) {
        r.add(new Difference(n.name(), "kind " + o.kind() + " -> " + n.kind()));
      } else if (n.kind() == SolverOption.Kind.MODE && !o.values().equals(n.values())) {
        r.add(new Difference(n.name(), "modes " + o.values() + " -> " + n.values()));
      }
    }
    for (SolverOption o : older.options.values()) {
      if (!newer.options.containsKey(o.name())) {
        r.add(new Difference(o.name(), "removed"));
      }
    }
    return r;
  }
}
