package dev.assay.triggers;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import dev.assay.smtlib.TheorySignatures;
import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.LongFunction;

/**
 * Candidate terms from a refutation E-matching cannot find but the solver's default mode can (an
 * addition to the paper's method, which names refutation proofs as what developers otherwise read):
 * Z3 runs the input with model-based quantifier instantiation on and logs its instances ({@link
 * InstanceTrace}); the pattern terms of each MBQI instance, with its bindings, are the terms that
 * would let E-matching make the same instance. Model values among the bindings ({@code elem!0})
 * become fresh constants, one per value. The terms go to validation as one batch, and on a
 * refutation through the same minimization and claim check as the search's own candidates.
 */
final class RefutationHints {
  /** Terms of the batch at most. */
  static final int MAX_TERMS = 1000;

  /**
   * What a batch's instances are the instances of, which says how much a validation may spend on
   * it: those of a run that refuted the input (its proof, or every instance it logged) are worth
   * the hints' limit; the MBQI instances of a run that did not decide the input are a guess like
   * the search's own batches, worth a validation's.
   */
  enum Evidence {
    /** The instances of the solver's proof: it refuted the input. */
    PROOF,
    /**
     * The instances of the proof of the sub-problem of the unsat core of the solver's default-mode
     * refutation ({@link Validator#coreProofRun}).
     */
    CORE_PROOF,
    /**
     * The instances of the proof of a run under the validations' E-matching settings with MBQI on
     * ({@link Validator#ematchingSettingsMbqiProofRun}), made where the default mode refuted the
     * input with no MBQI instance.
     */
    SETTINGS_PROOF,
    /** The MBQI instances logged by a run that refuted the input. */
    REFUTING_LOG,
    /** The MBQI instances logged by a run that did not decide the input. */
    LOG;

    boolean fromProof() {
      return this == PROOF || this == CORE_PROOF || this == SETTINGS_PROOF;
    }

    boolean refuting() {
      return this != LOG;
    }
  }

  /**
   * The candidate batch: its terms (each once) and the fresh constants.
   *
   * @param contributing the instances that gave at least one term
   * @param instances the instances read (MBQI instances of the log, or the proof's instances)
   * @param evidence what they are the instances of
   * @param source the solver whose run gave them: {@code Z3}, or another's label ({@code cvc5
   *     1.0.3})
   */
  record Hints(
      List<TriggerArg> args,
      Map<String, Sort> fresh,
      int contributing,
      int instances,
      Evidence evidence,
      String source) {
    boolean isEmpty() {
      return args.isEmpty();
    }

    /** Whether they are the instances of the solver's proof (it refuted the input). */
    boolean fromProof() {
      return evidence.fromProof();
    }

    /** Whether that proof is of the sub-problem of an unsat core, not of the whole input. */
    boolean ofCore() {
      return evidence == Evidence.CORE_PROOF;
    }
  }

  /** The source of the search's own Z3 hints. */
  static final String Z3 = "Z3";

  private final Problem problem;
  private final String source;
  private final Map<String, String> valueNames = new HashMap<>();
  private final Map<String, Sort> fresh = new LinkedHashMap<>();

  private RefutationHints(Problem problem, String source) {
    this.problem = problem;
    this.source = source;
  }

  /**
   * Runs the input in the solver's default mode under half of {@code millis} (at least 1 s), with
   * proofs and the trace log on, and returns the terms of the instances its proof used if it
   * refuted the input ({@link ProofInstances}: only what the refutation needed). When that run did
   * not decide the input in time, runs the input once more without proofs under {@code millis}:
   * producing a proof slows some refutations down several times (z3 4.8.12 refutes {@code
   * BinarySearchTree.c.3} in 0.6 s with the trace log alone, in 15–24 s with proofs too), and the
   * log of a refutation holds every instance it needed. That run also names the input's assertions
   * and asks for the unsat core; where it refutes the input with a smaller core, the first batch is
   * the core's sub-problem run with proofs on the validator's solver ({@link
   * Validator#coreProofRun}, under {@code millis} or half the time left), the terms of its proof's
   * instances, and the second, validated only where the first does not refute the input, the terms
   * of the log's MBQI instances. The MBQI instances of a whole Spec# input's refutation can leave
   * E-matching in a matching loop (98 terms on {@code PeerFields_Parent.Q}, no answer in 100 s),
   * where those of its 22-assertion core's proof refute it in under a second. Otherwise the terms
   * of the log's MBQI instances, marked by whether the run refuted the input ({@link Evidence}); an
   * empty batch when there is no instance or the runs failed.
   *
   * @return the batches to validate in turn, each found when asked
   */
  static List<Later> find(
      Problem problem, WorkerSolvers solvers, Validator validator, Deadline deadline, long millis)
      throws IOException, InterruptedException {
    return traced(problem, solvers, solvers.hintsZ3(), Z3, validator, deadline, millis);
  }

  /**
   * The same with another Z3 release than the search's ({@code --hints-with}): releases differ in
   * what their default mode refutes (z3 4.8.12's refutes an Isabelle input of the SMT-COMP set in
   * 0.4 s on which the bundled Z3 4.14.1's gives no answer in 20 s without proofs), and the terms
   * of one release's instances are terms the E-matching of another can use.
   *
   * @param other the other release
   * @param otherValidator the validator of that release's settings, which writes its runs; its
   *     solver's label names the batch's source
   */
  static List<Later> findWithOtherZ3(
      Problem problem,
      WorkerSolvers solvers,
      dev.assay.solver.SolverSpec other,
      Validator otherValidator,
      Deadline deadline,
      long millis)
      throws IOException, InterruptedException {
    return traced(
        problem,
        solvers,
        other,
        otherValidator.settings().solverLabel(),
        otherValidator,
        deadline,
        millis);
  }

  /**
   * {@link #find(Problem, Solver, Path, String, Validator, Deadline, long)} on {@code z3}, traced.
   */
  private static List<Later> traced(
      Problem problem,
      WorkerSolvers solvers,
      dev.assay.solver.SolverSpec z3Spec,
      String source,
      Validator validator,
      Deadline deadline,
      long millis)
      throws IOException, InterruptedException {
    Path trace = Files.createTempFile("assay-instances-", ".log");
    try (Solver z3 = solvers.traced(z3Spec, trace)) {
      return find(problem, z3, trace, source, validator, deadline, millis);
    } finally {
      Files.deleteIfExists(trace);
    }
  }

  /** As above, with {@code z3} logging each run's instances to {@code trace}. */
  static List<Later> find(
      Problem problem, Solver z3, Path trace, Validator validator, Deadline deadline, long millis)
      throws IOException, InterruptedException {
    return find(problem, z3, trace, Z3, validator, deadline, millis);
  }

  private static List<Later> find(
      Problem problem,
      Solver z3,
      Path trace,
      String source,
      Validator validator,
      Deadline deadline,
      long millis)
      throws IOException, InterruptedException {
    // a refutation with proofs that comes at all mostly comes within half the limit (0.1-2.9 s of
    // 10 s on the SMT-COMP inputs, z3 4.8.12 and 4.14.1), and the run without proofs, which gets
    // the whole limit, refutes most of the rest sooner
    long proofMillis = Math.min(millis, Math.max(1000, millis / 2));
    Outcome o =
        z3.run(
            Query.of("instances", validator.proofModeRun(proofMillis)),
            deadline.hardWithin(proofMillis));
    if (refuted(o)) {
      Hints fromProof = ofProof(problem, source, o, Evidence.PROOF);
      if (!fromProof.isEmpty()) {
        return now(fromProof);
      }
      return now(fromLog(problem, source, trace, Evidence.REFUTING_LOG));
    }
    if (!undecided(o) || deadline.millisLeft() <= millis) {
      return now(fromLog(problem, source, trace, Evidence.LOG));
    }
    // each query in a new process or context, whose log starts afresh: this run's replaces it
    Outcome plain =
        z3.run(Query.of("instances", validator.coreModeRun(millis)), deadline.hardWithin(millis));
    boolean refutedPlain = refuted(plain);
    Hints logged =
        fromLog(problem, source, trace, refutedPlain ? Evidence.REFUTING_LOG : Evidence.LOG);
    Set<Integer> core = refutedPlain ? validator.core(plain.execution().stdout()) : Set.of();
    // a later batch: a run with proofs on the validator's solver, under the same limit or half
    // of what the budget has left, and the instances of its proof
    BiFunction<LongFunction<String>, Evidence, Later> proofRun =
        (text, evidence) ->
            () -> {
              long m = Math.min(millis, deadline.millisLeft() / 2);
              Outcome proof =
                  validator.runDefaultMode(
                      Query.of("instances", text.apply(m)), deadline.hardWithin(m));
              return ofProof(problem, source, proof, evidence);
            };
    List<Later> batches = new ArrayList<>();
    if (refutedPlain && logged.instances() == 0) {
      // refuted by E-matching under the default mode's settings: MBQI under the validations'
      // settings makes the instances those miss (BinarySearchTree.c.3 on z3 4.8.12)
      batches.add(
          proofRun.apply(validator::ematchingSettingsMbqiProofRun, Evidence.SETTINGS_PROOF));
    }
    if (!core.isEmpty() && core.size() < validator.assertionCount()) {
      // the core's proof before the log's batch: the proof holds only the instances the
      // refutation needed (two of 286 logged on a Spec# PeerFields input, whose log's batch leaves
      // z3 4.8.12's E-matching without an answer in 4.5 s where the core's refutes the input in
      // under a second), and its run is short where the core is small
      batches.add(proofRun.apply(m -> validator.coreProofRun(core, m), Evidence.CORE_PROOF));
    }
    batches.add(() -> logged);
    return batches;
  }

  /**
   * One of a source's batches, found when asked: a source's later batches cost runs of their own,
   * made only where the batches before them did not refute the input.
   */
  interface Later {
    Hints get() throws IOException, InterruptedException;
  }

  private static List<Later> now(Hints h) {
    return List.of(() -> h);
  }

  /**
   * The batch of the instances of the Z3 proof that the run {@code o} printed after refuting its
   * input; empty where it did not refute it.
   *
   * @param evidence what the run was: of the whole input, of an unsat core's sub-problem, or under
   *     the validations' settings
   */
  static Hints ofProof(Problem problem, String source, Outcome o, Evidence evidence) {
    List<InstanceTrace.Instance> instances =
        refuted(o) ? ProofInstances.read(o.execution().stdout()) : List.of();
    return new RefutationHints(problem, source).hints(instances, evidence);
  }

  /** Whether the run answered {@code unsat}. */
  private static boolean refuted(Outcome o) {
    return !o.answers().isEmpty() && o.answers().get(0) instanceof Answer.Unsat;
  }

  /**
   * The terms of the instances cvc5's refutation used: the input run in {@code cvc5}'s default mode
   * under {@code millis} ({@link Validator#instantiationsRun}), read from its printed instances
   * ({@link ProofInstances#readCvc5}); an empty batch where it does not refute the input in time.
   * cvc5 refutes inputs that Z3's default mode does not within the time (an Isabelle input of the
   * SMT-COMP set in 0.2 s), and a term E-matching needs is a term whatever solver found it.
   *
   * @param cvc5 a fresh-state cvc5
   * @param cvc5Validator the validator of that solver's settings, which writes the run; its
   *     solver's label names the batch's source
   */
  static Hints findWithCvc5(
      Problem problem, Solver cvc5, Validator cvc5Validator, Deadline deadline, long millis)
      throws IOException, InterruptedException {
    Outcome o =
        cvc5.run(
            Query.of("instances", cvc5Validator.instantiationsRun(millis)),
            deadline.hardWithin(millis));
    List<InstanceTrace.Instance> instances =
        refuted(o) ? ProofInstances.readCvc5(o.execution().stdout()) : List.of();
    return new RefutationHints(problem, cvc5Validator.settings().solverLabel())
        .hints(instances, Evidence.PROOF);
  }

  /**
   * The batch of the MBQI instances in the trace log {@code trace}, named by {@code source}.
   *
   * @param evidence whether the run that wrote it refuted the input
   */
  private static Hints fromLog(Problem problem, String source, Path trace, Evidence evidence)
      throws IOException {
    List<InstanceTrace.Instance> instances;
    try (var in = Files.newBufferedReader(trace, StandardCharsets.ISO_8859_1)) {
      instances = InstanceTrace.read(in);
    }
    return new RefutationHints(problem, source).hints(instances, evidence);
  }

  /**
   * Whether a default-mode run ended without deciding the input: no answer in time, or {@code
   * unknown} (which is what Z3 answers when its own timeout option stops it).
   */
  private static boolean undecided(Outcome o) {
    return o.answers().isEmpty() || o.answers().get(0) instanceof Answer.Unknown;
  }

  /** The batch of the instances' pattern terms that sort-check and match a pattern of the input. */
  Hints hints(List<InstanceTrace.Instance> instances, Evidence evidence) {
    List<TriggerArg> args = new ArrayList<>();
    int contributing = 0;
    Set<String> texts = new LinkedHashSet<>();
    for (InstanceTrace.Instance inst : instances) {
      Map<String, Term> values = values(inst);
      if (values == null) {
        continue;
      }
      boolean contributes = false;
      for (Term p : inst.patterns()) {
        Term t = values.isEmpty() ? p : Terms.substitute(p, values);
        TriggerArg a = arg(t);
        if (a != null && args.size() < MAX_TERMS) {
          contributes = true;
          if (texts.add(a.text())) {
            args.add(a);
          }
        }
      }
      if (contributes) {
        contributing++;
      }
    }
    return new Hints(
        args, Validator.freshUsed(args, fresh), contributing, instances.size(), evidence, source);
  }

  /**
   * Fresh constants for the bindings that are model values (constants the input does not declare),
   * by name; null when a binding is such a value of unknown sort.
   */
  private Map<String, Term> values(InstanceTrace.Instance inst) {
    Map<String, Term> out = new HashMap<>();
    for (int i = 0; i < inst.bindings().size(); i++) {
      if (!(inst.bindings().get(i) instanceof QualIdentifier q)
          || !q.isPlainSymbol()
          || known(q.symbol())) {
        continue;
      }
      Sort sort = inst.sorts().get(i);
      if (sort == null) {
        return null;
      }
      String name = valueNames.computeIfAbsent(q.symbol() + " " + sort, k -> freshName(sort));
      out.put(q.symbol(), QualIdentifier.of(name));
    }
    return out;
  }

  private boolean known(String symbol) {
    return problem.signature().function(symbol) != null
        || problem.signature().constructor(symbol) != null
        || TheorySignatures.isTheorySymbol(symbol)
        || symbol.equals("true")
        || symbol.equals("false");
  }

  /** {@code assay_value}, {@code assay_value_1}, ...: free in the input and among the values. */
  private String freshName(Sort sort) {
    String name = "assay_value";
    for (int k = 1; fresh.containsKey(name) || known(name); k++) {
      name = "assay_value_" + k;
    }
    fresh.put(name, sort);
    return name;
  }

  /**
   * The term as an argument of the pattern it instantiates, or null if none or it does not sort.
   */
  private TriggerArg arg(Term t) {
    if (!(t instanceof Application)) {
      return null;
    }
    try {
      SortChecker.sortOf(t, problem.signature(), fresh);
    } catch (RuntimeException e) {
      return null; // a symbol of the solver's own (a Skolem function of its preprocessing)
    }
    for (Conjunct c : problem.quantified()) {
      for (TriggerPattern p : c.patterns()) {
        for (Term pt : p.terms()) {
          if (PatternMatch.match(pt, t, c.variables().keySet()) != null) {
            return new TriggerArg(t, c, p.describe(), pt);
          }
        }
      }
    }
    return null;
  }
}
