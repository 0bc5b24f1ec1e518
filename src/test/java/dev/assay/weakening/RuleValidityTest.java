package dev.assay.weakening;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule, every implemented direction, on its documented example and on generated instances
 * (random subterms for its constants, a Real variant of Int examples, several random draws): a real
 * solver proves the implication the rule claims — {@code (not (=> before after))} unsat for a
 * weakening, the converse for a strengthening, both for an equivalence. The bundled Z3 proves most
 * instances; where it answers unknown (string orderings, quantified substrings) cvc5 is asked, then
 * a witness for an existential conclusion is searched. Instances no solver proves (orderings of
 * strings built by concatenation, which neither Z3 4.14 nor cvc5 1.0.3 decides) are checked
 * exhaustively over small domains with Assay's evaluator instead, and counted separately. A
 * refutation (solver sat, or a counterexample) fails.
 */
@Tag("slow")
class RuleValidityTest {
  /**
   * CI checks every rule direction on its example and one generated instance; {@code
   * -Dassay.full=true} (bench/README.md) checks five instances with two draws each, five times the
   * solver calls.
   */
  private static final boolean FULL = Boolean.getBoolean("assay.full");

  private static final int INSTANCES = FULL ? 5 : 2;
  private static final int DRAWS = FULL ? 2 : 1;
  private static Provers provers;

  @BeforeAll
  static void start() {
    provers = new Provers(4_000);
  }

  @AfterAll
  static void stop() {
    provers.close();
  }

  static Stream<Arguments> rewrites() {
    List<Arguments> r = new ArrayList<>();
    String only = System.getProperty("assay.rules");
    for (Rule rule : RuleCatalogue.standard().rules()) {
      if (only != null && !List.of(only.split(";")).contains(rule.id())) {
        continue;
      }
      if (rule.forward() != null) {
        r.add(Arguments.of(rule.id(), "forward"));
      }
      if (rule.backward() != null) {
        r.add(Arguments.of(rule.id(), "backward"));
      }
    }
    return r.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("rewrites")
  void rewrite_onGeneratedInstances_solverProvesClaimedImplication(String id, String which) {
    Rule rule = RuleCatalogue.standard().byId(id);
    Rewrite rewrite = which.equals("forward") ? rule.forward() : rule.backward();
    int applied = 0;
    List<String> refuted = new ArrayList<>();
    List<String> unproven = new ArrayList<>();
    List<String> instances = RuleInstances.of(rewrite.example(), INSTANCES, id.hashCode());
    for (int i = 0; i < instances.size(); i++) {
      for (long draw = 0; draw < DRAWS; draw++) {
        RuleExamples.Application a = RuleExamples.apply(rule, rewrite, instances.get(i), draw);
        if (a == null) {
          assertThat(i).as("the documented example must be an instance").isGreaterThan(0);
          continue;
        }
        applied++;
        boolean weakening = a.goal() == Goal.WEAKEN;
        check(refuted, unproven, a.beforeText(), a.afterText(), weakening);
        if (rule.isEquivalence()) {
          check(refuted, unproven, a.beforeText(), a.afterText(), !weakening);
        }
      }
    }
    assertThat(applied).as("instances where the rewrite applied").isGreaterThan(0);
    int checks = applied * (rule.isEquivalence() ? 2 : 1);
    assertThat(refuted).as(id + " " + which + ": counterexamples").isEmpty();
    List<String> unchecked = new ArrayList<>();
    for (String u : unproven) {
      String[] pc = u.split("  ⇒  ");
      String r = BoundedCheck.implication(pc[0], pc[1]);
      if (r != null && r.startsWith("counterexample")) {
        refuted.add(u + "  " + r);
      } else if (r != null) {
        unchecked.add(u + "  " + r);
      }
    }
    assertThat(refuted).as(id + " " + which + ": counterexamples").isEmpty();
    if (!provers.hasFallback()) {
      assumeTrue(unchecked.isEmpty(), "Z3 alone cannot prove " + unchecked + "; install cvc5");
    }
    assertThat(unchecked).as(id + " " + which + ": neither proven nor checked").isEmpty();
    System.out.printf(
        "rule %s %s: %d checks, %d proven by a solver, %d by bounded evaluation%n",
        id, which, checks, checks - unproven.size(), unproven.size());
  }

  private static void check(
      List<String> refuted, List<String> unproven, String before, String after, boolean weakening) {
    String premise = weakening ? before : after;
    String conclusion = weakening ? after : before;
    Provers.Result r = provers.implication(RuleExamples.DECLARATIONS, premise, conclusion);
    String line = premise + "  ⇒  " + conclusion;
    if (r == Provers.Result.REFUTED) {
      refuted.add(line);
    } else if (r == Provers.Result.UNPROVEN) {
      unproven.add(line);
    }
  }
}
