import dev.assay.core.Rng;
import dev.assay.solver.Answer;
import dev.assay.solver.OptionCatalog;
import dev.assay.solver.OptionProfile;
import dev.assay.solver.OptionProfiles;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverOption;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs a solver with every fuzzed option value on its own, and then with random profiles, on
 * trivial scripts over Ints, Strings and bit-vectors (a sat and an unsat one in QF_SLIA, an
 * incremental one, one under logic ALL), and records in SOLVER-VERSION-constraints.tsv what it
 * refused or got wrong: "rejected" rows for a value refused alone, "conflicts" rows for a value
 * refused in incremental mode ({@code (incremental)}) or under a logic with quantifiers ({@code
 * (logic) ALL}), and for two values refused together (found by trying the pairs of a failing
 * profile). An unknown answer is accepted. Rows from the option list's descriptions are kept.
 *
 * <p>Usage: {@code java -cp target/assay.jar tools/option-catalogs/ProbeOptions.java SOLVER VERSION
 * SPEC [PROFILES]}, SPEC being {@code cvc5}, {@code cvc4}, {@code z3} or {@code bundled}.
 */
public final class ProbeOptions {
  private static final String DECLS =
      "(declare-fun x () Int)\n(declare-fun s () String)\n(declare-fun b () (_ BitVec 8))\n"
          + "(assert (> x 2))\n(assert (= (str.len s) x))\n(assert (bvult b #x10))\n";

  /** One check-sat, expected sat, in a quantifier-free logic. */
  private static final String SAT = "(set-logic QF_SLIA)\n" + DECLS + "(check-sat)\n";

  /** One check-sat, expected unsat. */
  private static final String UNSAT = "(set-logic QF_SLIA)\n" + DECLS + "(assert (< x 1))\n(check-sat)\n";

  /** Two check-sats (the solver layer adds the incremental flag), sat then unsat. */
  private static final String INCREMENTAL =
      "(set-logic QF_SLIA)\n" + DECLS + "(check-sat)\n(assert (< x 1))\n(check-sat)\n";

  /** One check-sat under ALL, whose quantifiers some options do not support. */
  private static final String ALL = "(set-logic ALL)\n" + DECLS + "(check-sat)\n";

  private static final Path OUT = Path.of("src/main/resources/dev/assay/solver/options");

  public static void main(String[] args) throws Exception {
    String solver = args[0];
    String version = args[1];
    String spec = args[2];
    int profiles = args.length > 3 ? Integer.parseInt(args[3]) : 200;
    OptionCatalog catalog = read(solver, version);
    List<String> rows = new ArrayList<>();
    int runs = 0;
    for (SolverOption o : catalog.fuzzable(true)) {
      for (String v : o.values()) {
        OptionProfile p =
            new OptionProfile(solver, version, List.of(new OptionProfile.Setting(o.name(), v)));
        runs++;
        String problem = run(spec, p, SAT, "sat");
        if (problem == null) {
          problem = run(spec, p, UNSAT, "unsat");
        }
        if (problem != null) {
          rows.add(tsv("rejected", o.name(), v, "", "", "probe: " + problem));
          continue;
        }
        String inc = run(spec, p, INCREMENTAL, "sat", "unsat");
        if (inc != null) {
          rows.add(tsv("conflicts", o.name(), v, "(incremental)", "true", "probe: " + inc));
        }
        String all = run(spec, p, ALL, "sat");
        if (all != null) {
          rows.add(tsv("conflicts", o.name(), v, "(logic)", "ALL", "probe: " + all));
        }
      }
    }
    System.out.println(solver + " " + version + ": " + runs + " single values, " + rows.size()
        + " rejected");
    write(solver, version, rows);
    catalog = read(solver, version);
    Set<String> conflicts = new LinkedHashSet<>();
    Rng rng = new Rng(20240601L);
    int failing = 0;
    for (int i = 0; i < profiles; i++) {
      OptionProfile p = OptionProfiles.pick(catalog, rng.forIteration(i), 5, true);  // single QF queries
      if (p.settings().size() < 2 || run(spec, p, SAT, "sat") == null) {
        continue;
      }
      failing++;
      List<OptionProfile.Setting> s = p.settings();
      for (int a = 0; a < s.size(); a++) {
        for (int b = a + 1; b < s.size(); b++) {
          OptionProfile pair = new OptionProfile(solver, version, List.of(s.get(a), s.get(b)));
          String problem = run(spec, pair, SAT, "sat");
          if (problem != null) {
            conflicts.add(
                tsv(
                    "conflicts",
                    s.get(a).option(),
                    s.get(a).value(),
                    s.get(b).option(),
                    s.get(b).value(),
                    "probe: " + problem));
          }
        }
      }
    }
    rows.addAll(conflicts);
    System.out.println(solver + " " + version + ": " + profiles + " profiles, " + failing
        + " failing, " + conflicts.size() + " conflicting pairs");
    write(solver, version, rows);
  }

  /**
   * Null if the solver gave the expected answers (or unknown: an option may make it incomplete),
   * else what went wrong, in one line.
   */
  private static String run(String spec, OptionProfile p, String script, String... expected)
      throws Exception {
    String text = script;
    String solverSpec = spec + " " + p.text();
    if (spec.equals("bundled")) {
      StringBuilder sb = new StringBuilder();
      for (OptionProfile.Setting s : p.settings()) {
        sb.append("(set-option :").append(s.option()).append(' ').append(s.value()).append(")\n");
      }
      text = sb + script;
      solverSpec = "bundled";
    }
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(10));
    try (Solver s = Solvers.open(SolverSpecs.parse(solverSpec), Solvers.Mode.FRESH, limits)) {
      Outcome o = s.run(Query.of("probe", text));
      List<Answer> a = o.answers();
      boolean ok = a.size() == expected.length;
      for (int i = 0; ok && i < a.size(); i++) {
        ok = a.get(i).label().equals(expected[i]) || a.get(i) instanceof Answer.Unknown;
      }
      if (ok) {
        return null;
      }
      String err = o.execution().stderr().strip();
      String out = o.execution().stdout().strip();
      String msg = (a.isEmpty() ? "no answer" : a.toString()) + " " + (err.isEmpty() ? out : err);
      msg = msg.replaceAll("\\s+", " ");
      return msg.length() > 160 ? msg.substring(0, 160) : msg;
    }
  }

  private static OptionCatalog read(String solver, String version) throws IOException {
    String base = solver + "-" + version;
    return OptionCatalog.parse(
        solver,
        version,
        Files.readString(OUT.resolve(base + ".tsv")),
        Files.readString(OUT.resolve(base + "-constraints.tsv")));
  }

  private static String tsv(String... f) {
    return String.join("\t", f);
  }

  /** Rewrites the probe rows of the constraints file, keeping the description rows. */
  private static void write(String solver, String version, List<String> rows) throws IOException {
    Path out = OUT.resolve(solver + "-" + version + "-constraints.tsv");
    StringBuilder sb = new StringBuilder();
    for (String l : Files.readAllLines(out, StandardCharsets.UTF_8)) {
      if (l.startsWith("#") || !l.contains("\tprobe: ")) {
        sb.append(l).append('\n');
      }
    }
    for (String r : rows) {
      sb.append(r).append('\n');
    }
    Files.writeString(out, sb.toString(), StandardCharsets.UTF_8);
  }
}
