package dev.assay.horn;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Verdict;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Producer;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * HornFuzz's classification of one visit's runs (Table 1): a mutant's status against the seed's own
 * answer on the same solver, weakening incompleteness after a weakening step, the regression pair;
 * every soundness finding confirmed by replaying its chain under an independent solver ({@link
 * FindingCheck}) and reduced, or made {@code unchecked}; the reproduction files of each run.
 */
final class VisitJudge {
  /**
   * The visit judged: its seed, the item number, the visit's counts and solvers.
   *
   * @param stop whether the campaign stops: no confirmation or rerun starts after it
   */
  record Visited(
      HornSeed seed,
      String seedText,
      long k,
      HornStatistics counts,
      VisitSolvers solvers,
      BooleanSupplier stop) {}

  private final HornProducer.Config config;
  private final Visited visit;
  private final Map<String, FindingCheck.Result> checked;
  private final Function<Mutant, String> caseText;
  private final Map<String, HornSearch.Status> seedStatus = new LinkedHashMap<>();
  private final Set<String> seedModelInvalid = new TreeSet<>();
  private HornSearch.Proposal current;
  private MutationCatalog catalog;

  /**
   * @param checked the checks made so far, shared by the campaign's visits (visits repeat seed
   *     runs)
   * @param caseText the text a case of a mutant runs
   */
  VisitJudge(
      HornProducer.Config config,
      Visited visit,
      Map<String, FindingCheck.Result> checked,
      Function<Mutant, String> caseText) {
    this.config = config;
    this.visit = visit;
    this.checked = checked;
    this.caseText = caseText;
  }

  /** Stops before a solver run of the judgement itself once the campaign stops. */
  private void stopIfAsked() {
    if (visit.stop().getAsBoolean()) {
      throw new Producer.Stopped();
    }
  }

  /** The seed's answers so far, by solver (the expected status of the visit's mutants). */
  List<String> seedAnswers() {
    return seedStatus.values().stream().map(HornTexts::lower).distinct().toList();
  }

  /** The runs of {@code proposal}, made with {@code catalog}, classified. */
  List<RunResult> classify(
      List<RunResult> runs, HornSearch.Proposal proposal, MutationCatalog catalog) {
    this.current = proposal;
    this.catalog = catalog;
    List<RunResult> out = new ArrayList<>();
    for (RunResult r : runs) {
      RunResult c;
      try {
        c = classifyOne(r);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        c = r;
      }
      out.add(c);
    }
    out = regression(out);
    for (RunResult c : out) {
      visit.counts().verdict(c.verdict().kind());
    }
    return out;
  }

  /**
   * The regression pair: where the release expected to decide decided the system and the release
   * under test answers {@code unknown}, the latter's run becomes an incompleteness (type 1),
   * grouped by seed.
   */
  private List<RunResult> regression(List<RunResult> classified) {
    if (config.pair() == null) {
      return classified;
    }
    return config
        .pair()
        .judge(
            classified,
            r -> {
              HornSearch.Status s = HornRun.status(r.outcome());
              return HornTexts.decided(s) ? HornTexts.lower(s) : null;
            },
            visit.seed().name(),
            d -> HornTexts.runScript(d.solver(), RunResult.INPUT_FILE));
  }

  private RunResult classifyOne(RunResult r) throws IOException, InterruptedException {
    HornSearch.Status got = HornRun.status(r.outcome());
    String solver = r.solver().name();
    RunResult c = withFiles(r);
    if (current.seedRun()) {
      seedStatus.put(solver, got);
      if (r.verdict().is(Verdict.Kind.INVALID_MODEL)) {
        seedModelInvalid.add(solver);
      }
    } else {
      HornSearch.Status expected = seedStatus.get(solver);
      if (HornTexts.decided(expected) && HornTexts.decided(got) && got != expected) {
        c =
            c.withVerdict(
                    Verdict.wrongStatus(
                        HornTexts.lower(expected),
                        HornTexts.lower(got),
                        "the seed's own answer on " + solver))
                .withExpectation(
                    Expectation.of(
                        expected == HornSearch.Status.SAT
                            ? ExpectedStatus.SAT
                            : ExpectedStatus.UNSAT),
                    "the seed's own answer on "
                        + solver
                        + " ("
                        + HornTexts.lower(expected)
                        + "), kept by every mutation of the chain")
                .withFailure(true);
      } else if (solver.equals(config.solvers().get(0).name())
          && HornTexts.decided(expected)
          && (got == HornSearch.Status.UNKNOWN || got == HornSearch.Status.TIMEOUT)
          && !c.verdict().kind().isSoundness()) {
        c = weakeningIncompleteness(c, expected);
      }
    }
    if (!c.verdict().kind().isSoundness() || !c.isFinding()) {
      return c;
    }
    // A mutant's invalid model where the seed's own model was already invalid is most likely the
    // seed's bug again: grouped with it (one finding per seed), confirmed but not reduced again.
    boolean seedsBug =
        !current.seedRun()
            && c.verdict().is(Verdict.Kind.INVALID_MODEL)
            && seedModelInvalid.contains(solver);
    FindingCheck.Result check = check(c, seedStatus.get(solver), seedsBug);
    visit.counts().confirmation(check.confirmed());
    c = c.withField("confirmation", check.note());
    if (!check.confirmed()) {
      return c.withVerdict(
              Verdict.unchecked(
                  "unconfirmed "
                      + c.verdict().label()
                      + " ("
                      + check.note()
                      + "): "
                      + c.verdict().detail()))
          .withFailure(true);
    }
    if (current.seedRun() && c.verdict().is(Verdict.Kind.INVALID_MODEL)) {
      c = c.withSignatureHint("horn seed model invalid " + visit.seed().name());
    }
    String reducedText =
        HornRun.caseText(
            new Mutant(check.reducedScript(), check.reduced().chain(), check.reduced().params()),
            false);
    if (c.signatureHint().isEmpty()) {
      c = c.withSignatureHint("horn " + HornTexts.sha(reducedText));
    }
    return c.withExtraFile("reduced.smt2", reducedText)
        .withExtraFile("run-reduced.sh", HornTexts.runScript(r.solver(), "reduced.smt2"))
        .withExtraFile("reduced-chain.txt", chainText(check.reduced()))
        .withField("reduced_chain", String.join(" ; ", HornTexts.steps(check.reduced())));
  }

  /**
   * Type 2 incompleteness of weakening (Bringolf 2021, Definition 5) on a CHC system: the solver
   * that drives the search decided the mutant's parent (every group member is a decided run), and
   * the last step made the system weaker (sat) or stronger (unsat) within its fragment, so the
   * parent's model, or its refutation, still answers the mutant; an unknown or timeout there is a
   * finding. After any other step the run stays what it was (those steps keep equivalence or add
   * valid clauses, and the paper counts their unknowns apart).
   */
  private RunResult weakeningIncompleteness(RunResult c, HornSearch.Status expected)
      throws IOException, InterruptedException {
    List<MutationStep> chain = current.mutant().chain();
    String last = chain.get(chain.size() - 1).mutation();
    if (MutationCatalog.groupOf(last) != MutationGroup.WEAKEN || current.parent() == null) {
      return c;
    }
    String kind = Weakenings.direction(last) == ExpectedStatus.SAT ? "weaker" : "stronger";
    // A timeout near the limit may be load, not the solver: the pair is run again, in a fresh
    // process, and counts only when the previous system is decided again and the mutant is not.
    stopIfAsked();
    Solver fresh = visit.solvers().fresh(c.solver());
    HornSearch.Status again = HornRun.status(fresh.run(checkQuery(current.mutant())));
    HornSearch.Status before = HornRun.status(fresh.run(checkQuery(current.parent())));
    boolean confirmed = !HornTexts.decided(again) && before == expected;
    String note =
        "run again fresh: "
            + HornTexts.lower(again)
            + ", the previous system "
            + HornTexts.lower(before);
    visit.counts().confirmation(confirmed);
    c = c.withField("confirmation", note);
    if (!confirmed) {
      return c.withVerdict(
              Verdict.unchecked(
                  "unconfirmed incompleteness ("
                      + note
                      + "): "
                      + c.verdict().label()
                      + " after "
                      + last))
          .withFailure(true);
    }
    return c.withVerdict(
            Verdict.incompleteness(
                "type 2 (unsupported implication): decided the previous system ("
                    + HornTexts.lower(expected)
                    + "), "
                    + c.verdict().label()
                    + " after "
                    + last
                    + ", which made it "
                    + kind
                    + " in the same fragment"))
        .withFailure(true)
        .withSignatureHint("horn weakening " + visit.seed().name() + " " + last)
        .withExtraFile(RunResult.PREVIOUS_FILE, HornRun.caseText(current.parent(), false));
  }

  /** {@code m} as a case runs it (the same text and preparation). */
  private Query checkQuery(Mutant m) {
    return Query.of("check", SolverInput.prepare(caseText.apply(m), true));
  }

  /** The check of a finding, made once per solver, kind and system (visits repeat seed runs). */
  private FindingCheck.Result check(RunResult r, HornSearch.Status expected, boolean noReduction)
      throws IOException, InterruptedException {
    String key =
        r.solver().name()
            + "|"
            + r.verdict().label()
            + "|"
            + HornTexts.sha(HornRun.caseText(current.mutant(), false));
    synchronized (checked) {
      FindingCheck.Result known = checked.get(key);
      if (known != null) {
        return known;
      }
    }
    stopIfAsked();
    FindingCheck.Result res =
        new FindingCheck(
                visit.solvers().fresh(r.solver()),
                visit.solvers().independentOf(r.solver()),
                catalog,
                noReduction ? 0 : config.solving().reduceTests(),
                visit.stop())
            .check(visit.seed(), current.mutant(), r.verdict().kind(), expected);
    synchronized (checked) {
      checked.put(key, res);
    }
    return res;
  }

  /** The seed and the chain go with every reproduction folder. */
  private RunResult withFiles(RunResult r) {
    return r.withExtraFile("seed.smt2", visit.seedText())
        .withExtraFile("chain.txt", chainText(current.mutant()))
        .withField("seed", visit.seed().name())
        .withField("chain", String.join(" ; ", HornTexts.steps(current.mutant())))
        .withField("params", String.join(" ", current.mutant().options()));
  }

  private String chainText(Mutant m) {
    return HornTexts.chain(visit.seed().name(), visit.k(), config.seed(), m);
  }
}
