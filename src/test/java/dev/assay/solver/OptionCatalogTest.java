package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.Rng;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The shipped option catalogs read back, keep their rules, and give valid random profiles. */
class OptionCatalogTest {
  static List<OptionCatalog> catalogs() {
    List<OptionCatalog> r = new ArrayList<>();
    for (String c : OptionCatalog.SHIPPED) {
      int dash = c.indexOf('-');
      r.add(OptionCatalog.load(c.substring(0, dash), c.substring(dash + 1)));
    }
    return r;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("catalogs")
  void catalog_hasFuzzedOptionsWithValues(OptionCatalog c) {
    assertThat(c.options()).hasSizeGreaterThan(300);
    List<SolverOption> fuzzed = c.fuzzable(false);
    assertThat(fuzzed).hasSizeGreaterThan(40);
    for (SolverOption o : c.fuzzable(true)) {
      assertThat(o.values()).as(o.name()).isNotEmpty();
      assertThat(o.fuzz()).isNotEqualTo(SolverOption.Fuzz.NO);
      if (c.solver().equals("z3")) {
        assertThat(o.name()).doesNotStartWith("-");
      } else {
        assertThat(o.name()).startsWith("--");
      }
    }
  }

  @Test
  void semanticsChangingOptions_areNotFuzzed() {
    OptionCatalog z3 = OptionCatalog.load("z3", "4.8.12");
    assertThat(z3.option("rewriter.hi_div0").fuzz()).isEqualTo(SolverOption.Fuzz.NO);
    assertThat(z3.option("smt.arith.solver").values()).containsExactly("2", "6");
    assertThat(z3.option("smt.string_solver").values()).containsExactly("seq", "z3str3");
    OptionCatalog cvc5 = OptionCatalog.load("cvc5", "1.0.3");
    assertThat(cvc5.option("--strings-alpha-card").fuzz()).isEqualTo(SolverOption.Fuzz.NO);
    assertThat(cvc5.option("--arith-no-partial-fun").fuzz()).isEqualTo(SolverOption.Fuzz.NO);
    assertThat(cvc5.option("--strings-exp").fuzz()).isEqualTo(SolverOption.Fuzz.YES);
    assertThat(cvc5.option("--bv-solver").values()).contains("bitblast");
  }

  @Test
  void unknownRelease_isRefused() {
    assertThatThrownBy(() -> OptionCatalog.load("z3", "0.1")).hasMessageContaining("no option");
  }

  @Test
  void releaseDifferences_areListed() {
    List<OptionCatalog.Difference> z3 =
        OptionCatalog.differences(
            OptionCatalog.load("z3", "4.8.12"), OptionCatalog.load("z3", "4.14.1"));
    assertThat(z3).extracting(OptionCatalog.Difference::change).contains("added", "removed");
    List<OptionCatalog.Difference> cvc =
        OptionCatalog.differences(
            OptionCatalog.load("cvc4", "1.8"), OptionCatalog.load("cvc5", "1.0.3"));
    assertThat(cvc).extracting(OptionCatalog.Difference::change).contains("added", "removed");
  }

  @Test
  void profileWords_followEachSolversSyntax() {
    OptionProfile cvc =
        new OptionProfile(
            "cvc5",
            "1.0.3",
            List.of(
                new OptionProfile.Setting("--strings-exp", "true"),
                new OptionProfile.Setting("--bv-to-bool", "false"),
                new OptionProfile.Setting("--decision", "justification")));
    assertThat(cvc.args())
        .containsExactly("--strings-exp", "--no-bv-to-bool", "--decision=justification");
    OptionProfile z3 =
        new OptionProfile(
            "z3", "4.8.12", List.of(new OptionProfile.Setting("smt.arith.solver", "2")));
    assertThat(z3.text()).isEqualTo("smt.arith.solver=2");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("catalogs")
  void profiles_areDeterministicAndKeepTheRules(OptionCatalog c) {
    for (OptionProfiles.Use use :
        List.of(OptionProfiles.Use.SINGLE_QUANTIFIER_FREE, new OptionProfiles.Use(true, "ALL"))) {
      for (int i = 0; i < 300; i++) {
        OptionProfile p = OptionProfiles.pick(c, new Rng(9).forIteration(i), 6, true, use);
        assertThat(OptionProfiles.pick(c, new Rng(9).forIteration(i), 6, true, use)).isEqualTo(p);
        assertThat(p.settings()).isNotEmpty();
        for (OptionProfile.Setting s : p.settings()) {
          assertThat(c.rejected(s.option(), s.value())).as(s.toString()).isFalse();
          for (OptionConstraint k : c.constraints()) {
            if (!k.matches(s.option(), s.value())) {
              continue;
            }
            if (k.kind() == OptionConstraint.Kind.REQUIRES) {
              assertThat(p.settings())
                  .as(s + " needs " + k.other())
                  .anyMatch(x -> k.otherMatches(x.option(), x.value()));
            }
            if (k.kind() == OptionConstraint.Kind.CONFLICTS) {
              assertThat(p.settings())
                  .as(s + " conflicts with " + k.other())
                  .noneMatch(x -> k.otherMatches(x.option(), x.value()));
              assertThat(use.conflictsWith(k)).as(s + " in " + use).isFalse();
            }
          }
        }
      }
    }
  }

  @Test
  void fuzzedConfigurations_followTheSolverAndKeepTheUsersOptions() {
    SolverSpec cvc5 = SolverSpecs.parse("cvc5 --strings-exp").withVersion("1.0.3");
    SolverSpec unknown = SolverSpecs.parse("cvc5").withVersion("0.9");
    List<SolverSpec> specs =
        OptionProfiles.fuzzed(
            List.of(cvc5, unknown), 4, 30, 6, new OptionProfiles.Use(true, "ALL"));
    assertThat(specs).hasSize(32);
    assertThat(specs.get(0)).isEqualTo(cvc5);
    assertThat(specs.get(31)).isEqualTo(unknown);
    for (SolverSpec s : specs.subList(1, 31)) {
      assertThat(s.name()).startsWith("cvc5~p");
      assertThat(s.options().get(0)).isEqualTo("--strings-exp");
      assertThat(s.options().subList(1, s.options().size()))
          .noneMatch(w -> w.contains("strings-exp"));
    }
    assertThat(OptionProfiles.fuzzed(List.of(cvc5), 4, 30, 6, new OptionProfiles.Use(true, "ALL")))
        .isEqualTo(specs.subList(0, 31));
  }

  @Test
  void aNewerReleaseWithoutCatalog_getsItsPredecessors() {
    assertThat(OptionCatalog.nearestEarlier("cvc5", "1.3.2")).isEqualTo("1.0.3");
    assertThat(OptionCatalog.nearestEarlier("z3", "5.1.0")).isEqualTo("4.14.1");
    assertThat(OptionCatalog.nearestEarlier("z3", "4.13.0")).isEqualTo("4.8.12");
    assertThat(OptionCatalog.nearestEarlier("z3", "4.8.5")).isNull();
    assertThat(OptionCatalog.nearestEarlier("cvc5", "unknown")).isNull();
    assertThat(OptionCatalog.nearestEarlier("yices", "2.6.4")).isNull();
  }
}
