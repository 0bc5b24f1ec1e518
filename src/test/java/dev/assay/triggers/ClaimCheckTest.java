package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Sort;
import dev.assay.solver.EMatching;
import dev.assay.solver.Outcome;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.testkit.Fixtures;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One rule per test of the claim check ({@link ClaimCheck}) on the bundled Z3: the terms are
 * sufficient, the terms are needed, every run is fresh (never an answer remembered from the
 * search), and the settings are the ones written into the result.
 */
class ClaimCheckTest {
  private static final ValidationSettings SETTINGS =
      new ValidationSettings("bundled-z3 test", EMatching.Z3, false);

  private static Solver fresh;

  @BeforeAll
  static void open() {
    fresh =
        Solvers.open(
            SolverSpecs.bundledZ3(),
            Solvers.Mode.FRESH,
            RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20)));
  }

  @AfterAll
  static void close() {
    fresh.close();
  }

  private static Deadline later() {
    return Deadline.in(Duration.ofSeconds(60));
  }

  /** The terms as arguments of the dummy, each from the problem's first quantified conjunct. */
  private static List<TriggerArg> args(Problem p, String... terms) {
    Conjunct c = p.quantified().get(0);
    return java.util.Arrays.stream(terms)
        .map(t -> new TriggerArg(Parser.parseTerm(t), c, "", c.patterns().get(0).terms().get(0)))
        .toList();
  }

  @Test
  void sufficient_theTermsMustLetEMatchingRefuteTheInput_underEverySeedSetting() throws Exception {
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    ClaimCheck check = new ClaimCheck(new Validator(p, fresh, SETTINGS, new HashMap<>()));
    ClaimCheck.Result good = check.check(args(p, "(f (g 7))"), Map.of(), later(), 5000);
    assertThat(good.holds()).as(good.describe()).isTrue();
    assertThat(good.solver()).isEqualTo("bundled-z3 test");

    ClaimCheck.Result wrong = check.check(args(p, "(f 3)"), Map.of(), later(), 5000);
    assertThat(wrong.holds()).isFalse();
    assertThat(wrong.failures())
        .containsExactly(
            "sufficient under seeds default: unknown",
            "sufficient under seeds 488/599/611: unknown",
            "sufficient under seeds 1/2/3: unknown");
  }

  @Test
  void needed_anInputEMatchingRefutesAlone_hasNoMissingTerm() throws Exception {
    Problem p =
        Problems.of(
            Problems.text("fig05-contradictory-f.smt2")
                .replace("(check-sat)", "(assert (= (f (g 7)) 0))(check-sat)"));
    ClaimCheck check = new ClaimCheck(new Validator(p, fresh, SETTINGS, new HashMap<>()));
    assertThat(check.neededFailures(later(), 5000))
        .contains("needed under seeds default: E-matching refutes the input without them");
    ClaimCheck.Result r = check.check(args(p, "(f (g 7))"), Map.of(), later(), 5000);
    assertThat(r.holds()).isFalse();
    assertThat(r.failures()).anyMatch(f -> f.startsWith("needed under seeds default"));
    assertThat(r.failures()).anyMatch(ClaimCheck::refutedWithoutTerms);
    // the same check on the input without that fact: the term is needed there
    Problem q = Problems.file("fig05-contradictory-f.smt2");
    assertThat(
            new ClaimCheck(new Validator(q, fresh, SETTINGS, null)).neededFailures(later(), 5000))
        .isEmpty();
  }

  /**
   * A solver that gives no answer in time on the input without terms does not show that a term is
   * needed (given longer, E-matching might refute the input alone): the rule fails, but it does not
   * say that no term is missing either.
   */
  @Test
  void needed_noAnswerWithoutTheTerms_isNotEstablished() throws Exception {
    Solver neverInTime =
        Fixtures.answering(q -> new Outcome.TimedOut(null, null, Duration.ofMillis(1)));
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    ClaimCheck check = new ClaimCheck(new Validator(p, neverInTime, SETTINGS, new HashMap<>()));
    List<String> failures = check.neededFailures(later(), 1000);
    assertThat(failures)
        .contains(
            "needed under seeds default: no answer on the input without them within the time"
                + " limit");
    assertThat(failures).noneMatch(ClaimCheck::refutedWithoutTerms);
    assertThat(check.check(args(p, "(f (g 7))"), Map.of(), later(), 1000).holds()).isFalse();
  }

  /**
   * Only a refutation of the input alone says that no term is missing; a "needed" rule that got no
   * answer, or was not run before the time limit, says nothing of the kind.
   */
  /**
   * The runs without the terms may take what the deadline leaves, not the per-run limit: under
   * another seed E-matching can take far longer on the input alone (5.6 s against 0.7 s on a VCC
   * input), and a need not shown in time fails the claim.
   */
  @Test
  void needed_theRunsWithoutTheTermsGetTheTimeTheDeadlineLeaves() throws Exception {
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    List<String> texts = new java.util.concurrent.CopyOnWriteArrayList<>();
    Solver recording =
        Fixtures.answering(
            q -> {
              texts.add(q.text());
              try {
                return fresh.run(q);
              } catch (Exception e) {
                throw new IllegalStateException(e);
              }
            });
    ClaimCheck check = new ClaimCheck(new Validator(p, recording, SETTINGS, new HashMap<>()));
    ClaimCheck.Result r = check.check(args(p, "(f (g 7))"), Map.of(), later(), 1000);
    assertThat(r.holds()).as(r.describe()).isTrue();
    java.util.regex.Pattern timeout = java.util.regex.Pattern.compile(":timeout (\\d+)\\)");
    List<Long> withTerms = new java.util.ArrayList<>();
    List<Long> without = new java.util.ArrayList<>();
    for (String t : texts) {
      java.util.regex.Matcher m = timeout.matcher(t);
      assertThat(m.find()).as(t).isTrue();
      (t.contains("(f (g 7))") ? withTerms : without).add(Long.parseLong(m.group(1)));
    }
    assertThat(withTerms).hasSize(3).allMatch(ms -> ms <= 1000);
    assertThat(without).hasSize(3).allMatch(ms -> ms > 50_000);
  }

  @Test
  void noTermMissing_onlyWhenEMatchingRefutesTheInputAlone() {
    assertThat(
            ClaimCheck.refutedWithoutTerms(
                "needed under seeds 1/2/3: E-matching refutes the input without them"))
        .isTrue();
    assertThat(
            ClaimCheck.refutedWithoutTerms(
                "needed under seeds 1/2/3: the solver gave no answer on the input without them"))
        .isFalse();
    assertThat(
            ClaimCheck.refutedWithoutTerms(
                "needed: not run under every seed setting, the time limit ended"))
        .isFalse();
    assertThat(ClaimCheck.refutedWithoutTerms("sufficient under seeds default: unknown")).isFalse();
  }

  @Test
  void fresh_theCheckRunsAgain_whateverTheSearchRemembers() throws Exception {
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    Map<String, Validator.Result> cache = new HashMap<>();
    Validator v = new Validator(p, fresh, SETTINGS, cache);
    List<TriggerArg> wrong = args(p, "(f 3)");
    // the search's validation of a wrong term, remembered (as if it had answered unsat)
    assertThat(v.validate(wrong, Map.<String, Sort>of(), 5000)).isEqualTo(Validator.Result.UNKNOWN);
    cache.replaceAll((k, r) -> Validator.Result.UNSAT);
    assertThat(v.validate(wrong, Map.<String, Sort>of(), 5000)).isEqualTo(Validator.Result.UNSAT);
    int before = v.runs();
    ClaimCheck.Result r = new ClaimCheck(v).check(wrong, Map.of(), later(), 5000);
    assertThat(r.holds()).isFalse();
    assertThat(v.runs() - before).isGreaterThanOrEqualTo(3); // a new run per seed setting
  }

  @Test
  void settings_theInputsOptionsAreDroppedByDefault_keptOnRequest_andNamedInTheResult() {
    Problem p =
        Problems.of(
            "(set-option :smt.qi.eager_threshold 50)\n(set-option :smt.mbqi true)\n"
                + Problems.text("fig05-contradictory-f.smt2"));
    String dropped =
        new Validator(p, fresh, SETTINGS, null).reproduction(args(p, "(f (g 7))"), Map.of());
    assertThat(dropped)
        .startsWith("(set-option :smt.auto_config false)\n(set-option :smt.mbqi false)\n")
        .doesNotContain("eager_threshold")
        .doesNotContain("(set-option :smt.mbqi true)");
    String kept =
        new Validator(p, fresh, new ValidationSettings("bundled-z3 test", EMatching.Z3, true), null)
            .reproduction(args(p, "(f (g 7))"), Map.of());
    assertThat(kept)
        .contains("(set-option :smt.qi.eager_threshold 50)")
        .doesNotContain("(set-option :smt.mbqi true)");
    assertThat(SETTINGS.describe())
        .contains(
            "bundled-z3 test",
            "smt.auto_config false",
            "the input's set-options dropped",
            "seeds default, 488/599/611, 1/2/3",
            "fresh solver state");
  }
}
