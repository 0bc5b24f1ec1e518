package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.SolverSpecs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Searches on files of the test set with the bundled Z3. Every term found is checked again by an
 * E-matching run of this test's own making ({@link EMatchingRuns}), and its reproduction file must
 * be refuted too.
 */
class TriggerSearchTest {
  private static EMatchingRuns runs;

  @TempDir Path out;

  @BeforeAll
  static void open() {
    runs = new EMatchingRuns(SolverSpecs.bundledZ3());
  }

  @AfterAll
  static void close() {
    runs.close();
  }

  private List<TriggerResult> search(TriggerConfig config, int alternatives, String... names)
      throws Exception {
    return search(config, alternatives, false, names);
  }

  private List<TriggerResult> search(
      TriggerConfig config, int alternatives, boolean mbqiHints, String... names) throws Exception {
    List<Path> files = new ArrayList<>();
    for (String n : names) {
      files.add(Problems.TEST_SET.resolve(n));
    }
    return FileSearches.run(
        FileSearches.settings(
            SolverSpecs.bundledZ3(),
            List.of(config),
            60,
            new TriggerSearch.Options(1000, 1000, alternatives, 1, mbqiHints),
            out),
        files,
        1);
  }

  /** The result found a term, which refutes the file in an independent run and in its file. */
  private void assertRevalidated(TriggerResult r) throws Exception {
    assertThat(r.status()).as(r.file() + " " + r.reason()).isEqualTo("found");
    assertThat(runs.answer(Path.of(r.file()), r.terms(), r.decls()))
        .as("fresh E-matching run of " + r.file() + " with " + r.terms())
        .isEqualTo("unsat");
    Path repro = out.resolve(r.reproduction());
    assertThat(Files.readString(repro)).contains("(set-option :smt.mbqi false)");
    assertThat(runs.answer(repro, List.of(), List.of()))
        .as("reproduction " + repro)
        .isEqualTo("unsat");
    assertThat(r.fix()).isNotBlank();
    assertThat(r.instantiates()).isNotEmpty();
  }

  @Test
  void c0_findsThePapersTerms_onFiguresThatNeedNoExtension() throws Exception {
    List<TriggerResult> rs =
        search(
            TriggerConfigs.C0,
            1,
            "fig01-boogie-len.smt2",
            "fig05-contradictory-f.smt2",
            "fig08-disjunct-coverage.smt2",
            "fig09-fstar-div.smt2",
            "fig15-vcc-both-ptr.smt2",
            "fig17-multi-pattern.smt2");
    for (TriggerResult r : rs) {
      assertRevalidated(r);
    }
    assertThat(rs.get(0).terms()).containsExactly("(len (nxt 7))");
    assertThat(rs.get(0).kind()).isEqualTo("incompleteness");
    assertThat(rs.get(0).fix())
        .contains("len_def (line 7)'s pattern {(len (nxt x))} never matches");
    assertThat(rs.get(1).terms()).containsExactly("(f (g 7))");
    assertThat(rs.get(1).kind()).isEqualTo("inconsistent-axioms");
    assertThat(rs.get(2).terms()).containsExactly("(f 0)");
    assertThat(rs.get(5).terms()).hasSize(2);
    assertThat(rs.get(5).decls()).hasSize(1);
  }

  @Test
  void extensions_typeBasedConstraintsForFig11_subtermUnificationForFig12() throws Exception {
    TriggerResult c0 = search(TriggerConfigs.C0, 1, "fig12-subterm-unification.smt2").get(0);
    assertThat(c0.status()).isEqualTo("not-found");
    TriggerResult c4 = search(TriggerConfigs.C4, 1, "fig12-subterm-unification.smt2").get(0);
    assertRevalidated(c4);
    TriggerResult c3 = search(TriggerConfigs.C3, 1, "fig11-gobra-option.smt2").get(0);
    assertRevalidated(c3);
    assertThat(c3.terms()).containsExactly("(some (get none))");
  }

  /**
   * The terms of Z3's instances as a batch: Fig. 12 needs sub-term unification (C4) in the paper's
   * search, which C0 alone does not find; once C0's bounds are exhausted the default-mode run's
   * instance gives the term.
   */
  @Test
  void mbqiHints_giveC0TheTermOfFig12_whenItsSearchFindsNone() throws Exception {
    TriggerResult r = search(TriggerConfigs.C0, 1, true, "fig12-subterm-unification.smt2").get(0);
    assertRevalidated(r);
    // Z3's default mode refutes the input, so the batch is the instances its proof used
    assertThat(r.minimized())
        .startsWith("from the MBQI hints' batch (the instances of Z3's refutation): 2 → 1 term(s)");
    assertThat(r.profile().phases()).containsKey("mbqi_hints");
    assertThat(runs.answer(Path.of(r.file()), List.of(), List.of())).isNotEqualTo("unsat");
    TriggerResult paper = search(TriggerConfigs.C0, 1, "fig12-subterm-unification.smt2").get(0);
    assertThat(paper.profile().phases()).doesNotContainKey("mbqi_hints");
    // what the paper's search finds within a tenth of the budget costs no default-mode run
    TriggerResult quick = search(TriggerConfigs.C0, 1, true, "fig01-boogie-len.smt2").get(0);
    assertRevalidated(quick);
    assertThat(quick.profile().phases()).doesNotContainKey("mbqi_hints");
    assertThat(quick.minimized()).doesNotContain("MBQI");
  }

  @Test
  void alternatives_findSeveralDifferentTermSets() throws Exception {
    TriggerResult r = search(TriggerConfigs.C0, 3, "fig07-alternative-rewritings.smt2").get(0);
    assertRevalidated(r);
    assertThat(r.alternatives()).isNotEmpty();
    for (List<String> alt : r.alternatives()) {
      assertThat(alt).doesNotContainAnyElementsOf(r.terms());
      assertThat(runs.answer(Path.of(r.file()), alt, List.of())).isEqualTo("unsat");
    }
  }
}
