package dev.assay.campaign;

import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.QuantifiedModelCheck;
import dev.assay.oracle.ResidueSolver;
import dev.assay.oracle.SolverResidue;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverRegistry;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * One worker's oracles: for the runs of each solver under test, an oracle whose quantified-model
 * check sends what the evaluator cannot decide to the first model checker that is not the same
 * build as that solver (a shared bug would otherwise go unseen). Checkers are borrowed from the
 * process's {@link SolverRegistry} on first use, so a campaign without quantified models starts
 * none, and handed back by {@link #close} (at the end of each item). Not thread-safe: one per
 * worker.
 */
final class Oracles implements AutoCloseable {
  private final List<SolverSpec> checkers;
  private final RunLimits limits;
  private final Oracle plain = new Oracle(new EvaluatorModelCheck());
  private final Map<SolverSpec, Oracle> byChecker = new LinkedHashMap<>();
  private final List<LazyResidue> residues = new ArrayList<>();

  /**
   * Whether model checks stop asking checkers (the campaign's time budget spent): a residue not
   * asked stays undecided, so the model counts as not checked, never as valid.
   */
  private BooleanSupplier stop = () -> false;

  Oracles(List<SolverSpec> checkers, RunLimits limits) {
    this.checkers = List.copyOf(checkers);
    this.limits = limits;
  }

  /** Model checks ask no checker once {@code stop} says so (the item's judgement stop). */
  void stopWhen(BooleanSupplier stop) {
    this.stop = stop;
  }

  /** The oracle for runs of {@code underTest}. */
  Oracle forRunsOf(SolverSpec underTest) {
    for (SolverSpec c : checkers) {
      if (!sameBuild(c, underTest)) {
        return byChecker.computeIfAbsent(c, k -> new Oracle(new QuantifiedModelCheck(lazy(k))));
      }
    }
    return plain;
  }

  /** Whether two specs run the same solver build (same program and version, whatever options). */
  static boolean sameBuild(SolverSpec a, SolverSpec b) {
    return a.bundled() == b.bundled()
        && a.program().equals(b.program())
        && a.version().equals(b.version());
  }

  ResidueSolver lazy(SolverSpec spec) {
    LazyResidue r = new LazyResidue(spec);
    residues.add(r);
    return r;
  }

  /**
   * Residue scripts already decided, per checker, and their decisions: a walk's mutants share most
   * assertions with their seed, and a solver that returns the same model makes the same residues,
   * which a deterministic checker (fixed seeds, the same text) decides the same way again. Only
   * complete, decided answers are kept (a timeout or an unknown may go otherwise next time).
   */
  static final int DECIDED_KEPT = 2048;

  /**
   * A checker borrowed at its first residue and handed back by {@link #close}. It runs in its
   * measured mode ({@link Solvers.Mode#MEASURED}: z3 and cvc5 in one process with {@code (reset)}
   * between residues, the bundled Z3 in a fresh context): a residue is a few milliseconds of
   * solving, and a process per residue cost z3 4.8.12 about 30 ms of CPU to start, most of a fuzz
   * campaign's time outside its runs. A residue a shared process answers sat (the clause violated:
   * an invalid model, a finding) counts only as a fresh process answers it, as every finding of a
   * shared process is confirmed fresh.
   */
  private final class LazyResidue implements ResidueSolver {
    private final SolverSpec spec;
    private Solver solver;
    private SolverResidue residue;
    private Solver freshSolver;
    private SolverResidue fresh;
    private final Map<String, List<Decision>> decided =
        new LinkedHashMap<>(16, 0.75f, true) {
          @Override
          protected boolean removeEldestEntry(Map.Entry<String, List<Decision>> e) {
            return size() > DECIDED_KEPT;
          }
        };

    LazyResidue(SolverSpec spec) {
      this.spec = spec;
    }

    @Override
    public String describe() {
      return spec.name() + " " + spec.version();
    }

    @Override
    public List<Decision> decide(String scriptText) throws IOException, InterruptedException {
      List<Decision> known = decided.get(scriptText);
      if (known != null) {
        return known;
      }
      if (stop.getAsBoolean()) {
        return List.of(
            new Decision(ResidueSolver.Kind.UNDECIDED, "not asked: the campaign's time ended"));
      }
      if (residue == null) {
        solver = SolverRegistry.shared().borrow(spec, Solvers.Mode.MEASURED, limits);
        residue = new SolverResidue(solver);
      }
      List<Decision> got = residue.decide(scriptText);
      if (Solvers.resolve(Solvers.Mode.MEASURED, spec) != Solvers.Mode.FRESH
          && got.stream().anyMatch(d -> d.kind() == ResidueSolver.Kind.SAT)) {
        if (fresh == null) {
          freshSolver = SolverRegistry.shared().borrow(spec, Solvers.Mode.FRESH, limits);
          fresh = new SolverResidue(freshSolver);
        }
        got = fresh.decide(scriptText);
      }
      if (got.size() == checkSats(scriptText)
          && got.stream().allMatch(d -> d.kind() != ResidueSolver.Kind.UNDECIDED)) {
        decided.put(scriptText, List.copyOf(got));
      }
      return got;
    }

    void release() {
      if (solver != null) {
        solver.close();
        solver = null;
        residue = null;
      }
      if (freshSolver != null) {
        freshSolver.close();
        freshSolver = null;
        fresh = null;
      }
    }
  }

  /** The check-sats of a residue script (printed by Assay: one {@code (check-sat)} each). */
  private static int checkSats(String text) {
    int n = 0;
    for (int i = text.indexOf("(check-sat)"); i >= 0; i = text.indexOf("(check-sat)", i + 1)) {
      n++;
    }
    return n;
  }

  /** Hands the checkers back to the registry; the next residue borrows again. */
  @Override
  public void close() {
    residues.forEach(LazyResidue::release);
  }
}
