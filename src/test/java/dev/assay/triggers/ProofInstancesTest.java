package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The quantifier instances of Z3's proofs (the format z3 4.8.12 and 4.14.1 print). */
class ProofInstancesTest {
  private static List<String> printed(List<Term> terms) {
    return terms.stream().map(Printer::print).toList();
  }

  /** A proof z3 4.8.12 printed, kept as it was: its one instance, from let-bound parts. */
  @Test
  void readsTheQuantInstStepOfARealProof_withItsBindingsInThePattern() throws Exception {
    String output =
        Files.readString(
            Path.of("src/test/resources/proofs/quant-inst-z3-4.8.12.txt"), StandardCharsets.UTF_8);
    List<InstanceTrace.Instance> instances = ProofInstances.read(output);
    assertThat(instances).hasSize(1);
    InstanceTrace.Instance i = instances.get(0);
    assertThat(printed(i.bindings())).containsExactly("(+ 1 a)", "2");
    assertThat(i.sorts()).containsExactly(Sort.INT, Sort.INT);
    assertThat(printed(i.patterns())).containsExactly("(f (+ 1 a) (g 2))");
  }

  @Test
  void aSharedQuantifierCountsInEachStep_andAStepWithoutOneIsLeftOut() {
    String proof =
        String.join(
            "\n",
            "unsat",
            "((proof",
            "(let (($x9 (forall ((x Int) ) (! (>= (h x) 0) :pattern ( (h x) ) :qid q))))",
            " (let ((?x3 (k 5)))",
            " (let (($x8 (not $x9)))",
            " (foo ((_ quant-inst ?x3) (or $x8 (>= (h ?x3) 0)))",
            "      ((_ quant-inst 7) (or $x8 (>= (h 7) 0)))",
            "      ((_ quant-inst 7) (or (not p) q))",
            "      ((_ th-lemma arith) false))))))");
    List<InstanceTrace.Instance> instances = ProofInstances.read(proof);
    assertThat(instances)
        .extracting(i -> printed(i.patterns()))
        .containsExactlyInAnyOrder(List.of("(h (k 5))"), List.of("(h 7)"));
  }

  /** A {@code let} name bound again (Z3 does so inside lambdas) names its latest term. */
  @Test
  void aNameBoundAgain_namesItsLatestTerm() {
    String proof =
        "((proof (let ((?x1 (k 1))) (let ((?x1 (k 2))) (let (($q (forall ((x Int)) (! (p x) :pattern"
            + " ((p x)))))) ((_ quant-inst ?x1) (or (not $q) (p ?x1))))))))";
    assertThat(ProofInstances.read(proof))
        .extracting(i -> printed(i.patterns()))
        .containsExactly(List.of("(p (k 2))"));
  }

  @Test
  void noProof_aCutOffProof_andADeepOne_giveNoInstanceAndNoError() {
    assertThat(ProofInstances.read("unknown\n(error \"no proof\")")).isEmpty();
    assertThat(ProofInstances.read("unsat\n((proof (let ((?x1 (k 1")).isEmpty();
    String deep = "(f ".repeat(200_000) + "a" + ")".repeat(200_000);
    assertThat(ProofInstances.read("((proof " + deep + "))")).isEmpty();
  }

  /**
   * cvc5 1.0.3's printed instances on an Isabelle input of the SMT-COMP set, kept as printed: its
   * quantifiers whole with their patterns (nested annotations, a body of lets), one binding list
   * per instance, the inner quantifier of an instance with its own bindings.
   */
  @Test
  void readsCvc5sPrintedInstances_nestedPatternsAndLetsInTheQuantifier() throws Exception {
    String output =
        Files.readString(
            Path.of("src/test/resources/proofs/instantiations-cvc5-1.0.3.txt"),
            StandardCharsets.UTF_8);
    List<InstanceTrace.Instance> instances = ProofInstances.readCvc5(output);
    assertThat(instances)
        .extracting(i -> printed(i.bindings()))
        .containsExactly(List.of("s$", "s$a"), List.of("s$"), List.of("(shd$ s$)", "(stl$ s$)"));
    assertThat(instances)
        .extracting(i -> printed(i.patterns()))
        .containsExactly(
            // the outermost annotation's pattern first
            List.of("(?v3!30 s$a s$)", "(?v2!31 s$a s$)"),
            List.of("(stl$ s$)", "(shd$ s$)"),
            List.of("(sCons$ (shd$ s$) (stl$ s$))"));
    assertThat(instances.get(0).sorts())
        .extracting(Sort::toString)
        .containsExactly("A_stream$", "A_set$");
  }

  @Test
  void cvc5_severalBindingListsOfOneQuantifier_areSeveralInstances_andNoBlockIsNone() {
    String output =
        "unsat\n(instantiations (forall ((x Int)) (! (not (= (f x) 0)) :pattern ((f (g x)))) )\n"
            + "  ( 5 )\n  ( (h 2) )\n)\n";
    assertThat(ProofInstances.readCvc5(output))
        .extracting(i -> printed(i.patterns()))
        .containsExactly(List.of("(f (g 5))"), List.of("(f (g (h 2)))"));
    assertThat(ProofInstances.readCvc5("unknown\n")).isEmpty();
    assertThat(ProofInstances.readCvc5("unsat\n(instantiations q1\n  ( 5 )\n)")).isEmpty();
  }
}
