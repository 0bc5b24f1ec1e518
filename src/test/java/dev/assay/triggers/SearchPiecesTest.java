package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The pieces of Alg. 1–3 that need no solver. */
class SearchPiecesTest {

  private static Term t(String s) {
    return Parser.parseTerm(s);
  }

  @Test
  void rewritingSet_appliesChainsInOrder_likeAlg3_onFig2() {
    Problem p = Problems.file("fig02-dafny-seq-build.smt2");
    Unifier u = new Unifier(p, false, false);
    List<Alternative> chosen = new ArrayList<>();
    chosen.add(u.alternatives(p.conjuncts().get(3), p.conjuncts().get(4)).get(1));
    chosen.addAll(u.alternatives(p.conjuncts().get(4), p.conjuncts().get(1)));
    RewritingSet r = RewritingSet.of(chosen);
    assertThat(Printer.print(r.apply(t("(Len s3)"))))
        .isEqualTo("(Len (Build (Empty (typ v4)) i4 v4 l4))");
  }

  @Test
  void rewritingSet_refusesTwoRightHandSidesForOneVariable_andCycles() {
    Alternative a = new Alternative(List.of(new Rewriting("x", t("(g y)"))), 0, 1, "");
    Alternative b = new Alternative(List.of(new Rewriting("x", t("z"))), 0, 2, "");
    Alternative c = new Alternative(List.of(new Rewriting("y", t("(h x)"))), 1, 0, "");
    assertThat(RewritingSet.of(List.of(a, b))).isNull();
    assertThat(RewritingSet.of(List.of(a, c))).isNull();
    assertThat(RewritingSet.of(List.of(a))).isNotNull();
  }

  @Test
  void instantiations_coverEveryDisjunct_fig8() {
    Problem p = Problems.file("fig08-disjunct-coverage.smt2");
    Instantiations inst = new Instantiations();
    assertThat(inst.of(p.conjuncts().get(1)))
        .extracting(Printer::print)
        .containsExactly("(not (< x1 1))", "(and (< x1 1) (= (f x1) 6))");
    // ¬F0' = ¬(¬(x0 > -1) ∨ f(x0) > 7)
    assertThat(Printer.print(inst.negatedBody(p.conjuncts().get(0))))
        .isEqualTo("(and (> x0 (- 1)) (not (> (f x0) 7)))");
  }

  @Test
  void instantiations_dropNestedQuantifiers_fig13() {
    Problem p = Problems.file("fig13-nested-quantifiers.smt2");
    assertThat(new Instantiations().of(p.conjuncts().get(2)))
        .extracting(Printer::print)
        .containsExactly("(not (isEmpty l2))", "(and (isEmpty l2) (not (has l2 el2)))");
  }

  @Test
  void lazyProduct_enumeratesAllVectors_byIncreasingSum() {
    List<String> seen = new ArrayList<>();
    LazyProduct p = new LazyProduct(new int[] {1, 3, 2});
    while (p.hasNext()) {
      int[] v = p.next();
      seen.add(v[0] + "" + v[1] + v[2]);
    }
    assertThat(seen).containsExactly("000", "001", "010", "011", "020", "021");
    assertThat(new LazyProduct(new int[] {2, 0}).hasNext()).isFalse();
    assertThat(new LazyProduct(new int[] {}).next()).isEmpty();
  }

  /**
   * The product's order is by sum, then lexicographic in all coordinates but the last; checked
   * against every vector sorted that way, for sizes up to a product of several thousand.
   */
  @Test
  void lazyProduct_matchesAllVectorsSortedBySumThenLexicographic() {
    int[][] cases = {{3}, {2, 5}, {4, 1, 3}, {5, 5, 5, 5}, {1, 7, 2, 6, 3}, {9, 9, 9, 9}};
    for (int[] sizes : cases) {
      List<int[]> all = new ArrayList<>();
      int total = 1;
      for (int s : sizes) {
        total *= s;
      }
      for (int n = 0; n < total; n++) {
        int[] v = new int[sizes.length];
        for (int i = sizes.length - 1, r = n; i >= 0; r /= sizes[i], i--) {
          v[i] = r % sizes[i];
        }
        all.add(v);
      }
      all.sort(
          java.util.Comparator.<int[]>comparingInt(v -> java.util.Arrays.stream(v).sum())
              .thenComparing(
                  (a, b) -> java.util.Arrays.compare(a, 0, a.length - 1, b, 0, b.length - 1)));
      List<String> expected = all.stream().map(java.util.Arrays::toString).toList();
      List<String> seen = new ArrayList<>();
      LazyProduct p = new LazyProduct(sizes);
      while (p.hasNext()) {
        seen.add(java.util.Arrays.toString(p.next()));
      }
      assertThat(seen).as(java.util.Arrays.toString(sizes)).containsExactlyElementsOf(expected);
    }
  }

  /**
   * A cluster is passed over whole only when a known unsat core lies within what all its formulas
   * share (¬F' and the rewritings); a core that names one instantiation leaves the cluster in play.
   */
  @Test
  void clusterPassedOver_onlyWhenACoreLiesWithinWhatEveryFormulaShares() {
    Alternative a = new Alternative(List.of(new Rewriting("x", t("(f y)"))), 0, 1, "unification");
    Cluster withRewriting = new Cluster(List.of(), List.of(a), RewritingSet.of(List.of(a)));
    assertThat(TriggerSearch.sharedParts(Cluster.empty(), "F3")).containsExactly("F3:neg");
    assertThat(TriggerSearch.sharedParts(withRewriting, "F3"))
        .containsExactlyInAnyOrder("F3:neg", "R:x=(f y)");

    UnsatMemo instanceCore = new UnsatMemo();
    instanceCore.add(java.util.Set.of("F3:neg", "F4:1"));
    assertThat(instanceCore.subsumes(TriggerSearch.sharedParts(Cluster.empty(), "F3"))).isFalse();

    UnsatMemo rewritingCore = new UnsatMemo();
    rewritingCore.add(java.util.Set.of("F3:neg", "R:x=(f y)"));
    assertThat(rewritingCore.subsumes(TriggerSearch.sharedParts(Cluster.empty(), "F3"))).isFalse();
    assertThat(rewritingCore.subsumes(TriggerSearch.sharedParts(withRewriting, "F3"))).isTrue();
    assertThat(rewritingCore.subsumes(TriggerSearch.sharedParts(withRewriting, "F5"))).isFalse();
  }

  @Test
  void combinations_inLexicographicOrder() {
    List<String> seen = new ArrayList<>();
    Combinations c = new Combinations(4, 2);
    while (c.hasNext()) {
      int[] v = c.next();
      seen.add(v[0] + "" + v[1]);
    }
    assertThat(seen).containsExactly("01", "02", "03", "12", "13", "23");
    assertThat(new Combinations(2, 3).hasNext()).isFalse();
  }

  @Test
  void trivialConflicts_findALiteralAndItsNegation_andUnequalConstants() {
    assertThat(
            TrivialConflicts.find(
                List.of(t("(p x)"), t("(and (q y) (not (p x)))")), RewritingSet.EMPTY))
        .contains("(p x)");
    assertThat(TrivialConflicts.find(List.of(t("(= 1 2)")), RewritingSet.EMPTY)).isNotNull();
    assertThat(TrivialConflicts.find(List.of(t("(not (= x x))")), RewritingSet.EMPTY)).isNotNull();
    assertThat(TrivialConflicts.find(List.of(t("(p x)"), t("(q x)")), RewritingSet.EMPTY)).isNull();
  }

  @Test
  void unsatMemo_prunesSupersetsOfACore() {
    UnsatMemo m = new UnsatMemo();
    m.add(java.util.Set.of("F1:0", "R:x=y"));
    assertThat(m.subsumes(java.util.Set.of("F0:neg", "F1:0", "R:x=y"))).isTrue();
    assertThat(m.subsumes(java.util.Set.of("F0:neg", "F1:1", "R:x=y"))).isFalse();
  }

  @Test
  void clusters_fig7_haveAlternativeRewritings_inSeparateClusters() {
    Problem p = Problems.file("fig07-alternative-rewritings.smt2");
    Neighborhood n = new Neighborhood(new SymbolSets(p.conjuncts()), 1);
    ClusterEnumerator e =
        new ClusterEnumerator(
            p, n, new Unifier(p, false, false), p.conjuncts().get(0), 1, 0.3, () -> false);
    List<String> clusters = new ArrayList<>();
    e.forEachRemaining(c -> clusters.add(c.describe()));
    assertThat(clusters)
        .startsWith("{F1}, R = {x0 = x1}", "{F2}, R = {x0 = x2}")
        .contains("{F1, F2}, R = {x0 = x1, x1 = x2}");
    assertThat(clusters).doesNotContain("{F1, F2}, R = {x0 = x1, x0 = x2}");
  }

  @Test
  void clusters_depth2_reachTransitivelySimilarFormulas_fig2() {
    Problem p = Problems.file("fig02-dafny-seq-build.smt2");
    Neighborhood n = new Neighborhood(new SymbolSets(p.conjuncts()), 1);
    ClusterEnumerator e =
        new ClusterEnumerator(
            p, n, new Unifier(p, false, false), p.conjuncts().get(3), 1, 0.3, () -> false);
    List<String> clusters = new ArrayList<>();
    e.forEachRemaining(c -> clusters.add(c.describe()));
    assertThat(clusters)
        .contains("{F4, F1}, R = {s3 = (Build s4 i4 v4 l4), s4 = (Empty t1), t1 = (typ v4)}");
  }

  @Test
  void similarity_isJaccardOverUninterpretedSymbols_fig5() {
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    SymbolSets s = new SymbolSets(p.conjuncts());
    assertThat(s.jaccard(0, 1)).isEqualTo(0.5);
    assertThat(s.jaccard(0, 2)).isEqualTo(0.0);
  }

  @Test
  void minHash_findsTheSimilarPairs_exactSimilarityDecides() {
    // 400 formulas over 40 symbols, each with 3 random symbols: compare LSH with exhaustive search
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 40; i++) {
      sb.append("(declare-fun s").append(i).append(" (Int) Int)");
    }
    dev.assay.core.Rng rng = new dev.assay.core.Rng(7);
    for (int k = 0; k < 400; k++) {
      int a = rng.nextInt(40);
      int b = rng.nextInt(40);
      int c = rng.nextInt(40);
      sb.append(
          String.format(
              "(assert (forall ((x Int)) (! (> (s%d (s%d x)) (s%d %d)) :pattern ((s%d (s%d x))))))",
              a, b, c, k, a, b));
    }
    Problem p = Problems.of(sb.toString());
    SymbolSets sets = new SymbolSets(p.conjuncts());
    Neighborhood lsh = new Neighborhood(sets, 3);
    assertThat(lsh.usesLsh()).isTrue();
    int exact = 0;
    int found = 0;
    for (int i = 0; i < sets.size(); i++) {
      java.util.Set<Integer> got = new java.util.HashSet<>();
      for (int j : lsh.of(i, 0.3)) {
        got.add(j);
        assertThat(sets.jaccard(i, j)).isGreaterThanOrEqualTo(0.3);
      }
      for (int j = 0; j < sets.size(); j++) {
        if (j != i && sets.jaccard(i, j) >= 0.3) {
          exact++;
          found += got.contains(j) ? 1 : 0;
        }
      }
    }
    assertThat(exact).isGreaterThan(100);
    assertThat((double) found / exact).isGreaterThan(0.9);
  }

  @Test
  void candidate_substitutesRewritingsThenModelValues_fig5() {
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    Unifier u = new Unifier(p, false, false);
    Conjunct f0 = p.conjuncts().get(0);
    Conjunct f1 = p.conjuncts().get(1);
    List<Alternative> alts = u.alternatives(f0, f1);
    Cluster c = new Cluster(List.of(f1), alts, RewritingSet.of(alts));
    Map<String, dev.assay.smtlib.Sort> vars = new LinkedHashMap<>();
    vars.putAll(f0.variables());
    vars.putAll(f1.variables());
    GFormula g = new GFormula(List.of("F0:neg"), List.of(t("true")), vars, List.of());
    Candidate cand = new CandidateBuilder(p).build(f0, c, g, Map.of("x0", t("7"), "x1", t("7")));
    assertThat(cand.args()).extracting(TriggerArg::text).containsExactly("(f (g 7))");
  }

  @Test
  void candidate_tiesUninterpretedValuesToInputConstants_orMakesFreshOnes_fig17() {
    Problem p = Problems.file("fig17-multi-pattern.smt2");
    Conjunct f1 = p.conjuncts().get(1);
    GFormula g = new GFormula(List.of("F1:neg"), List.of(t("true")), f1.variables(), List.of());
    Candidate cand =
        new CandidateBuilder(p)
            .build(f1, Cluster.empty(), g, Map.of("b1", t("B!val!0"), "x1", t("7")));
    assertThat(cand.args()).extracting(TriggerArg::text).containsExactly("(g b1)", "(f 7)");
    assertThat(cand.fresh()).containsOnlyKeys("b1");
  }

  @Test
  void modelReply_readsStatusValuesAndCore_skippingErrors() {
    ModelReply sat = ModelReply.read("sat\n((x (- 1))\n (|y@1| U!val!0))\n(error \"no core\")\n");
    assertThat(sat.status()).isEqualTo("sat");
    assertThat(sat.values()).containsKeys("x", "y@1");
    assertThat(Printer.print(sat.values().get("x"))).isEqualTo("(- 1)");
    ModelReply unsat =
        ModelReply.read("unsat\n(error \"model is not available\")\n(assay!p0 assay!p2)\n");
    assertThat(unsat.status()).isEqualTo("unsat");
    assertThat(unsat.core()).containsExactly("assay!p0", "assay!p2");
  }

  @Test
  void inferredPatterns_areReadFromZ3VerboseOutput_withDeBruijnIndices() {
    String z3 =
        "(smt.pattern-inference)\n(smt.inferred-patterns :qid q4\n  ((h (:var 1) (:var 0)))\n)\n"
            + "(smt.inferred-patterns :qid q5\n  ((p (:var 1)) (p (:var 0)))\n  ((r (:var 0)))\n)\n"
            + "(smt.inferred-patterns :qid other\n  ((h (:var 0)))\n)\n(smt.searching)\n";
    Map<String, List<List<String>>> r =
        InferredPatterns.read(z3, Map.of("q4", List.of("x", "u"), "q5", List.of("x", "y")));
    assertThat(r.get("q4")).containsExactly(List.of("(h x u)"));
    assertThat(r.get("q5")).containsExactly(List.of("(p x)", "(p y)"), List.of("(r y)"));
    assertThat(r).doesNotContainKey("other");
  }

  @Test
  void configurations_areThePapersPresets() {
    assertThat(TriggerConfigs.ALL)
        .extracting(TriggerConfig::name)
        .containsExactly("C0", "C1", "C2", "C3", "C4");
    for (TriggerConfig c : TriggerConfigs.ALL) {
      assertThat(c.bounds().delta()).isEqualTo(2);
      assertThat(c.bounds().mu()).isEqualTo(4);
    }
    assertThat(TriggerConfigs.C0.bounds().sigma()).isEqualTo(0.3);
    assertThat(TriggerConfigs.C0.bounds().beta()).isEqualTo(64);
    assertThat(TriggerConfigs.C1.bounds().sigma()).isEqualTo(0.1);
    assertThat(TriggerConfigs.C2.bounds().beta()).isEqualTo(1);
    assertThat(TriggerConfigs.C3.unification().typeBased()).isTrue();
    assertThat(TriggerConfigs.C4.unification().subterms()).isTrue();
    assertThat(TriggerConfigs.C4.bounds().sigma()).isEqualTo(0.1);
    assertThat(TriggerConfigs.C0.sigmaSweeps()).containsExactly(0.3, 0.2, 0.1, 0.0);
    assertThat(TriggerConfigs.parse("all")).hasSize(5);
    assertThat(TriggerConfigs.parse("c3")).containsExactly(TriggerConfigs.C3);
  }

  @Test
  void minimizer_keepsARefutingSubset_byBisectionThenRemovalThenSubterms() throws Exception {
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    Conjunct f0 = p.conjuncts().get(0);
    List<TriggerArg> args = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      args.add(new TriggerArg(t("(h (f (g " + i + ")))"), f0, "{(f x0)}", t("(f x0)")));
    }
    // "refutes" iff some argument contains (f (g 7)) and one contains (f (g 13))
    Minimizer.Check check =
        a -> {
          String all = a.stream().map(TriggerArg::text).toList().toString();
          return all.contains("(f (g 7))") && all.contains("(f (g 13))");
        };
    Minimizer m = new Minimizer(p, Deadline.in(java.time.Duration.ofMinutes(1)));
    List<TriggerArg> small = m.minimize(args, check);
    assertThat(small).extracting(TriggerArg::text).containsExactly("(f (g 7))", "(f (g 13))");
  }
}
