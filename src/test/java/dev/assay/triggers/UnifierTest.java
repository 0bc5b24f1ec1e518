package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Restricted unification (Alg. 2, §3.2 Step 2, App. C): the rewritings of the paper's figures. */
class UnifierTest {

  private static List<String> rewritings(Problem p, int a, int b, boolean sub, boolean typed) {
    Unifier u = new Unifier(p, sub, typed);
    return u.alternatives(p.conjuncts().get(a), p.conjuncts().get(b)).stream()
        .map(alt -> String.join(", ", alt.rewritings().stream().map(Rewriting::describe).toList()))
        .toList();
  }

  @Test
  void fig5_fOfX0_unifiesWithFOfGOfX1_giving_x0EqualsGOfX1() {
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    assertThat(rewritings(p, 0, 1, false, false)).containsExactly("x0 = (g x1)");
  }

  @Test
  void fig2_lenOfS3_unifiesWithLenOfBuild_andTypOfS3_withTypOfS4() {
    Problem p = Problems.file("fig02-dafny-seq-build.smt2");
    assertThat(rewritings(p, 3, 4, false, false))
        .containsExactly("s3 = s4", "s3 = (Build s4 i4 v4 l4)");
    assertThat(rewritings(p, 4, 1, false, false))
        .containsExactly("s4 = (Empty t1)", "t1 = (typ v4)");
  }

  @Test
  void fig12_topLevelOnly_findsNothing_subtermsFindBothInstances() {
    Problem p = Problems.file("fig12-subterm-unification.smt2");
    assertThat(rewritings(p, 0, 1, false, false)).isEmpty();
    assertThat(rewritings(p, 0, 1, true, false)).containsExactly("x0 = 2020", "x0 = 2021");
  }

  @Test
  void fig16_synonymArguments_giveL0EqualsL2Plus1_andPlusIsInverted() {
    Problem p = Problems.file("fig16-synonym-sum.smt2");
    assertThat(rewritings(p, 0, 2, false, false))
        .contains("s0 = s2, l0 = (+ l2 1), h0 = h2", "s0 = s2, l0 = l2, h0 = h2");
    Problem q =
        Problems.of(
            "(declare-fun f (Int) Int)(assert (forall ((x Int)) (! (> (f (+ x 1)) 0) :pattern ((f"
                + " (+ x 1))))))(assert (< (f 5) 0))");
    assertThat(rewritings(q, 0, 1, false, false)).containsExactly("x = (- 5 1)");
  }

  @Test
  void fig11_typeBasedRewritings_offerConstantsAndApplicationsOfTheVariablesSort() {
    Problem p = Problems.file("fig11-gobra-option.smt2");
    assertThat(rewritings(p, 0, 1, false, false)).containsExactly("e0 = e1");
    assertThat(rewritings(p, 0, 1, false, true))
        .contains("e0 = (get op1)", "op1 = none", "e1 = none");
  }

  @Test
  void clashes_giveNoRewriting_andSkolemArgumentsAreSkipped() {
    Problem p =
        Problems.of(
            "(declare-fun f (Int Int) Int)(declare-fun g (Int) Int)(declare-fun h (Int) Int)"
                + "(assert (forall ((x Int)) (! (exists ((y Int)) (> (f x y) 0)) :pattern ((g x)))))"
                + "(assert (forall ((z Int)) (! (< (f z 1) 0) :pattern ((f z 1)))))"
                + "(assert (forall ((w Int)) (! (< (f (g w) (h w)) 0) :pattern ((f (g w) (h w))))))");
    // f(x, y!sk(x)) with f(z, 1): the Skolem argument pair is skipped, as in §3.2
    assertThat(rewritings(p, 0, 1, false, false)).containsExactly("x = z");
    // g(x) vs h(w) in the first argument of f... x = (g w), and y!sk(x) against (h w) is skipped
    assertThat(rewritings(p, 0, 2, false, false)).containsExactly("x = (g w)");
  }
}
