package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.z3.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rule, every implemented direction, on its documented example and on generated instances:
 * the bundled Z3 proves the implication the rule claims ({@code (not (=> before after))} unsat for
 * a weakening, the converse for a strengthening, both for an equivalence).
 */
class RuleValidityTest {
  private static final int INSTANCES = 5;
  private static final int DRAWS = 2;
  private static Z3Prover z3;

  @BeforeAll
  static void start() {
    z3 = new Z3Prover(10_000);
  }

  @AfterAll
  static void stop() {
    z3.close();
  }

  static Stream<Arguments> rewrites() {
    List<Arguments> r = new ArrayList<>();
    for (Rule rule : RuleCatalogue.standard().rules()) {
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
  void rewrite_onInstances_z3ProvesClaimedImplication(String id, String which) {
    Rule rule = RuleCatalogue.standard().byId(id);
    Rewrite rewrite = which.equals("forward") ? rule.forward() : rule.backward();
    int applied = 0;
    List<String> failures = new ArrayList<>();
    List<String> instances = RuleInstances.of(rewrite.example(), INSTANCES, id.hashCode());
    for (int i = 0; i < instances.size(); i++) {
      for (long draw = 0; draw < DRAWS; draw++) {
        RuleExamples.Application a = RuleExamples.apply(rule, rewrite, instances.get(i), draw);
        if (a == null) {
          assertThat(i).as("the documented example must be an instance").isGreaterThan(0);
          continue;
        }
        applied++;
        String before = a.beforeText();
        String after = a.afterText();
        check(failures, before, after, a.goal() == Goal.WEAKEN);
        if (rule.isEquivalence()) {
          check(failures, before, after, a.goal() != Goal.WEAKEN);
        }
      }
    }
    assertThat(applied).as("instances where the rewrite applied").isGreaterThan(0);
    assertThat(failures).as(id + " " + which).isEmpty();
  }

  private static void check(List<String> failures, String before, String after, boolean weakening) {
    long t0 = System.nanoTime();
    Status st =
        weakening
            ? z3.implication(RuleExamples.DECLARATIONS, before, after)
            : z3.implication(RuleExamples.DECLARATIONS, after, before);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    if (ms > 500 || st != Status.UNSATISFIABLE) {
      System.out.println("SLOW " + ms + "ms " + st + " " + before + " => " + after);
    }
    if (st != Status.UNSATISFIABLE) {
      failures.add(
          st + ": " + (weakening ? before + "  ⇒  " + after : after + "  ⇒  " + before));
    }
  }
}
