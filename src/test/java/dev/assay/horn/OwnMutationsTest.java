package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.Rng;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OwnMutationsTest {
  static final String SYSTEM =
      "(set-logic HORN)\n"
          + "(declare-fun |inv x| (Int Real) Bool)\n"
          + "(declare-fun Q (Int) Bool)\n"
          + "(assert (forall ((x Int) (r Real)) (=> (and (= x 0) (>= r 0.0) (< x (+ r 2.0)))"
          + " (|inv x| x r))))\n"
          + "(assert (forall ((x Int) (r Real) (y Int)) (=> (and (|inv x| x r) (or (< x 5) (> r"
          + " 1.5)) (<= y (+ x 1))) (and (Q y) (> y (- 1))))))\n"
          + "(assert (forall ((x Int) (r Real)) (=> (and (|inv x| x r) (> r 10.0)) false)))\n"
          + "(check-sat)\n";

  static HornSeed seed() {
    return HornSeed.of("t", Parser.readScript(SYSTEM, "t").script());
  }

  static HornContext ctx(HornSeed s) {
    return new HornContext(Mutant.seed(s.script()).system(), s.signature());
  }

  static OwnMutation m(String id) {
    return OwnMutations.byId(id).orElseThrow();
  }

  static Script apply(HornSeed s, MutationStep step) {
    return m(step.mutation()).transform().apply(ctx(s), step).orElseThrow();
  }

  @Test
  void registry_hasTheEightMutationsInThePapersOrder() {
    assertThat(OwnMutations.ALL)
        .extracting(OwnMutation::id)
        .containsExactly(
            "SWAP_AND",
            "DUP_AND",
            "BREAK_AND",
            "SWAP_OR",
            "MIX_BOUND_VARS",
            "ADD_INEQ",
            "ADD_LIN_RULE",
            "ADD_NONLIN_RULE");
    assertThat(OwnMutations.ALL)
        .extracting(OwnMutation::number)
        .containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
    assertThat(OwnMutations.ALL).allSatisfy(r -> assertThat(r.reason()).isNotBlank());
  }

  @Test
  void connectives_targetBodiesOnly_neverTheHead() {
    HornSeed s = seed();
    // Three body conjunctions; the (and (Q y) ...) head is not a target.
    assertThat(m("SWAP_AND").targets().of(ctx(s))).hasSize(3);
    assertThat(m("BREAK_AND").targets().of(ctx(s))).hasSize(2);
    assertThat(m("SWAP_OR").targets().of(ctx(s))).hasSize(1);
  }

  @Test
  void swapDupBreak_doWhatThePaperSays() {
    HornSeed s = seed();
    String swapped =
        Printer.print(apply(s, MutationStep.at("SWAP_AND", 0, pos(0, 0), List.of(0, 2))));
    assertThat(swapped).contains("(and (< x (+ r 2.0)) (>= r 0.0) (= x 0))");
    String dup = Printer.print(apply(s, MutationStep.at("DUP_AND", 0, pos(0, 0), List.of(1))));
    assertThat(dup).contains("(and (= x 0) (>= r 0.0) (< x (+ r 2.0)) (>= r 0.0))");
    String broken = Printer.print(apply(s, MutationStep.at("BREAK_AND", 0, pos(0, 0), List.of(1))));
    assertThat(broken).contains("(and (= x 0) (and (>= r 0.0) (< x (+ r 2.0))))");
  }

  @Test
  void mixBoundVars_reordersTheListOnly_neverRenames() {
    HornSeed s = seed();
    String mixed =
        Printer.print(apply(s, MutationStep.at("MIX_BOUND_VARS", 1, pos(), List.of(2, 0, 1))));
    assertThat(mixed)
        .contains("(forall ((y Int) (x Int) (r Real)) (=> (and (|inv x| x r) (or (< x 5)");
    // a repeated name is no target: the order would decide which binding the body sees
    Script dup =
        Parser.readScript(
                "(set-logic HORN)(declare-fun P (Int) Bool)"
                    + "(assert (forall ((x Int) (x Int)) (=> (P x) false)))",
                "d")
            .script();
    HornSeed d = HornSeed.of("d", dup);
    assertThat(m("MIX_BOUND_VARS").targets().of(ctx(d))).isEmpty();
  }

  @Test
  void mixBoundVars_neverDrawsTheIdentity() {
    HornSeed s = seed();
    for (int seed = 0; seed < 50; seed++) {
      MutationStep st = m("MIX_BOUND_VARS").drawStep(ctx(s), new Rng(seed)).orElseThrow();
      assertThat(st.choices()).isNotEqualTo(List.of(0, 1)).isNotEqualTo(List.of(0, 1, 2));
    }
  }

  @Test
  void addIneq_writesOneByTheBoundsSort_andTakesNonConstantBounds() {
    HornSeed s = seed();
    // (< x (+ r 2.0)): a Real bound gets 1.0
    String real = Printer.print(apply(s, MutationStep.at("ADD_INEQ", 0, pos(0, 0, 2), List.of())));
    assertThat(real).contains("(and (< x (+ r 2.0)) (< x (+ (+ r 2.0) 1.0)))");
    // (<= y (+ x 1)): an Int bound gets 1
    String integer =
        Printer.print(apply(s, MutationStep.at("ADD_INEQ", 1, pos(0, 0, 2), List.of())));
    assertThat(integer).contains("(and (<= y (+ x 1)) (< y (+ (+ x 1) 1)))");
    // (> r 10.0) gets r > 10.0 - 1.0
    String lower = Printer.print(apply(s, MutationStep.at("ADD_INEQ", 2, pos(0, 0, 1), List.of())));
    assertThat(lower).contains("(and (> r 10.0) (> r (- 10.0 1.0)))");
    // the (> y -1) in the head is no target
    assertThat(m("ADD_INEQ").targets().of(ctx(s)))
        .noneMatch(t -> t.clause() == 1 && t.position().depth() == 2);
  }

  @Test
  void addLinRule_addsAVacuousRuleForTheChosenPredicate() {
    HornSeed s = seed();
    Script r = apply(s, MutationStep.of("ADD_LIN_RULE", List.of(0, 0), ""));
    assertThat(r.assertions()).hasSize(4);
    assertThat(Printer.print(r.assertions().get(3)))
        .isEqualTo(
            "(forall ((hv!0 Int) (hv!1 Real) (hp!a Int) (hp!b Int)) (=> (and (< hp!a hp!b) (<"
                + " hp!b hp!a)) (|inv x| hv!0 hv!1)))");
  }

  @Test
  void addNonlinRule_buildsTheCycle_withArgumentsOfTheRightSorts() {
    HornSeed s = seed();
    // predicate |inv x| (Int Real), n = 2; Int argument candidates: x1, x2, v0; Real: v1
    Script r = apply(s, MutationStep.of("ADD_NONLIN_RULE", List.of(0, 2, 1, 0, 2, 0), ""));
    assertThat(Printer.print(r.assertions().get(3)))
        .isEqualTo(
            "(forall ((hv!0 Int) (hv!1 Real)) (=> (exists ((hx!1 Int) (hx!2 Int)) (and (and (>"
                + " hx!1 hx!2) (|inv x| hx!2 hv!1)) (and (> hx!2 hx!1) (|inv x| hv!0 hv!1))))"
                + " (|inv x| hv!0 hv!1)))");
    Parser.readScript(Printer.print(r), "again"); // well-sorted, quoted name kept
  }

  @Test
  void steps_replayExactly_andAStepWhoseTargetIsGoneIsRefused() throws Exception {
    HornSeed s = seed();
    MutationCatalog cat = new MutationCatalog(Set.of(MutationGroup.OWN), null, null);
    for (OwnMutation om : OwnMutations.ALL) {
      MutationStep st = om.drawStep(ctx(s), new Rng(7)).orElseThrow();
      assertThat(om.drawStep(ctx(s), new Rng(7))).contains(st);
      Mutant a = cat.apply(Mutant.seed(s.script()), st, s).orElseThrow();
      Mutant b = Replay.of(s, List.of(st), cat).mutant();
      assertThat(Printer.print(b.script())).isEqualTo(Printer.print(a.script()));
    }
    MutationStep gone = MutationStep.at("SWAP_AND", 0, pos(0, 1), List.of(0, 1));
    assertThat(m("SWAP_AND").transform().apply(ctx(s), gone)).isEqualTo(Optional.empty());
    Replay r = Replay.of(s, List.of(gone), cat);
    assertThat(r.skipped()).containsExactly(0);
  }

  static dev.assay.smtlib.Position pos(int... steps) {
    return dev.assay.smtlib.Position.of(steps);
  }
}
