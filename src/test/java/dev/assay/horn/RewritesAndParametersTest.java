package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.ChcClause;
import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Printer;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.solver.Z3Parameters;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class RewritesAndParametersTest {
  static final Z3Parameters OLD = Z3Parameters.forVersion("4.8.12").orElseThrow();
  static final Z3Parameters NOW = Z3Parameters.forVersion("4.14.1").orElseThrow();

  @Test
  void appendices_haveThe33RewritesPlusEmpty_andThe37Parameters() {
    assertThat(Rewrite.ALL).hasSize(34);
    assertThat(Rewrite.ALL.get(0).id()).isEqualTo("EMPTY_SIMPLIFY");
    assertThat(ParameterMutation.ALL).hasSize(37);
    assertThat(ParameterMutation.ALL).allSatisfy(p -> assertThat(p.toggled(OLD)).isPresent());
  }

  @Test
  void parameters_areToggledRelativeToTheReleasesDefault() {
    ParameterMutation slice = MutationCatalog.parameter("XFORM.SLICE").orElseThrow();
    ParameterMutation share = MutationCatalog.parameter("SPACER.P3.SHARE_LEMMAS").orElseThrow();
    assertThat(slice.toggled(OLD)).contains("false");
    assertThat(share.toggled(OLD)).contains("true");
    assertThat(slice.qualifiedName()).isEqualTo("fp.xform.slice");
  }

  @Test
  void rewriteOptions_switchTheDefaultsOff_andTheRewriteOn() {
    Rewrite som = MutationCatalog.rewrite("SOM").orElseThrow();
    Map<String, Boolean> o = som.options(OLD);
    assertThat(o).containsEntry("som", true).containsEntry("flat", false);
    assertThat(o.values().stream().filter(b -> b)).hasSize(1);
    Map<String, Boolean> empty = Rewrite.ALL.get(0).options(OLD);
    assertThat(empty.values()).containsOnly(false);
    assertThat(empty.keySet()).containsExactlyElementsOf(OLD.rewriterDefaultsOn());
  }

  @Test
  void aMutationUnknownToTheRelease_isNeverOffered() {
    Simplifier oldZ3 =
        new Simplifier() {
          @Override
          public Z3Parameters release() {
            return OLD;
          }

          @Override
          public java.util.Optional<List<dev.assay.smtlib.Term>> simplify(
              dev.assay.smtlib.Script s, List<dev.assay.smtlib.Term> t, Map<String, Boolean> o) {
            return java.util.Optional.empty();
          }
        };
    MutationCatalog cat = new MutationCatalog(Set.of(MutationGroup.REWRITES), OLD, oldZ3);
    assertThat(cat.allIds(MutationGroup.REWRITES)).doesNotContain("EXPAND_SELECT_ITE").hasSize(33);
    assertThat(cat.allIds(MutationGroup.PARAMS)).isEmpty(); // group not chosen
  }

  @Test
  void aParameterAlreadySet_andArrayOnlyOnes_areNotOfferedAgain() throws Exception {
    HornSeed s = OwnMutationsTest.seed();
    MutationCatalog cat = new MutationCatalog(Set.of(MutationGroup.PARAMS), OLD, null);
    Mutant m = Mutant.seed(s.script());
    HornContext ctx = new HornContext(m.system(), s.signature());
    List<String> before = cat.applicable(MutationGroup.PARAMS, m, ctx);
    assertThat(before).contains("XFORM.SLICE").doesNotContain("XFORM.TRANSFORM_ARRAYS");
    Mutant sliced =
        cat.apply(m, MutationStep.of("XFORM.SLICE", List.of(), "false"), s).orElseThrow();
    assertThat(sliced.params()).containsEntry("fp.xform.slice", "false");
    assertThat(sliced.options()).containsExactly("fp.xform.slice=false");
    assertThat(cat.applicable(MutationGroup.PARAMS, sliced, ctx)).doesNotContain("XFORM.SLICE");
  }

  static void checkRewrites(List<String> files) throws Exception {
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20));
    List<String> failures = new ArrayList<>();
    int checked = 0;
    int proved = 0;
    try (Solver bundled =
            Solvers.open(SolverSpecs.bundledZ3(), Solvers.Mode.SESSION_RESET, limits);
        InProcessZ3 z3 = new InProcessZ3()) {
      MutationCatalog cat =
          new MutationCatalog(
              EnumSet.of(MutationGroup.REWRITES), null, new SolverSimplifier(bundled, NOW));
      for (String f : files) {
        HornSeed seed = CorpusSeeds.load(f);
        String seedStatus = z3.status(Printer.print(seed.script()), true, 5000);
        ChcSystem before = ChcSystem.of(seed.script());
        for (String id : cat.allIds(MutationGroup.REWRITES)) {
          Mutant m =
              cat.apply(Mutant.seed(seed.script()), MutationStep.of(id, List.of(), ""), seed)
                  .orElse(null);
          if (m == null) {
            failures.add(id + " on " + f + ": no usable result");
            continue;
          }
          ChcSystem after = m.system();
          for (int i = 0; i < before.clauses().size(); i++) {
            ChcClause a = before.clauses().get(i);
            ChcClause b = after.clauses().get(i);
            String eq = z3.status(CorpusSeeds.xor(seed.script(), a, b), false, 5000);
            if (eq.equals("sat")) {
              failures.add(id + " on " + f + " clause " + i + ": xor " + eq);
            } else if (eq.equals("unsat")) {
              proved++;
            }
          }
          String st = z3.status(Printer.print(m.script()), true, 5000);
          if (!st.equals("unknown") && !seedStatus.equals("unknown") && !st.equals(seedStatus)) {
            failures.add(id + " on " + f + ": status " + st + " for " + seedStatus);
          }
          checked++;
        }
      }
    }
    assertThat(failures).isEmpty();
    assertThat(checked).isEqualTo(files.size() * 34);
    assertThat(proved).isPositive();
  }

  @Test
  void everyRewrite_keepsEveryClauseEquivalent_andTheStatus_onAnArraySeed() throws Exception {
    checkRewrites(List.of("2021/LIA-Lin-Arrays/chc21-chc-LIA-Lin-Arrays_054.smt2"));
  }

  /** A corpus sample: minutes, so it runs from {@code bench/chc-model-check.sh}, not in CI. */
  @Test
  @Tag("slow")
  void everyRewrite_onASampleOfTheCorpus() throws Exception {
    org.junit.jupiter.api.Assumptions.assumeTrue(
        Boolean.getBoolean("assay.horn.fullCorpus"), "run by bench/chc-model-check.sh");
    List<String> files = new ArrayList<>();
    CorpusSeeds.fast(0.05, 6).forEach(f -> files.add(f[0]));
    files.add("2021/LRA-TS/chc21-chc-LRA-TS_021.smt2");
    checkRewrites(files);
  }
}
