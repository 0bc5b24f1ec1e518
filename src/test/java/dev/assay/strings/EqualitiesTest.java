package dev.assay.strings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.semantics.BoolValue;
import dev.assay.semantics.Evaluator;
import dev.assay.semantics.Model;
import dev.assay.semantics.Value;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each row of Table 3 checked with the evaluator on every assignment of its variables from small
 * domains: where the side condition holds, the left-hand side has the row's value; and the side
 * condition holds somewhere (the row is usable).
 */
class EqualitiesTest {
  static final List<Term> STRINGS = strings();
  static final List<Term> INTS = ints();

  private static List<Term> strings() {
    List<Term> r = new ArrayList<>();
    for (String s : List.of("", "a", "ab", "ba", "\u00e4", "12")) {
      r.add(ConstantPools.str(s));
    }
    for (int d = 0; d <= 9; d++) {
      r.add(ConstantPools.str(Integer.toString(d)));
    }
    return List.copyOf(r);
  }

  private static List<Term> ints() {
    List<Term> r = new ArrayList<>();
    for (int i = -2; i <= 10; i++) {
      r.add(ConstantPools.integer(i));
    }
    return List.copyOf(r);
  }

  static List<VariableEquality> variableRows() {
    return Equalities.variableRows();
  }

  static List<ConstantEquality> constantRows() {
    return Equalities.constantRows();
  }

  private final Evaluator evaluator = new Evaluator(Model.EMPTY);

  /** Every assignment of {@code vars} over the small domains. */
  static List<Map<String, Term>> assignments(List<SortedVar> vars) {
    List<List<Term>> choices = new ArrayList<>();
    for (SortedVar v : vars) {
      choices.add(v.sort().equals(Sort.STRING) ? STRINGS : INTS);
    }
    List<Map<String, Term>> r = new ArrayList<>();
    for (List<Term> values : Combinations.of(choices)) {
      Map<String, Term> m = new LinkedHashMap<>();
      for (int i = 0; i < vars.size(); i++) {
        m.put(vars.get(i).name(), values.get(i));
      }
      r.add(m);
    }
    return r;
  }

  private Map<String, Value> values(Map<String, Term> a) {
    Map<String, Value> r = new LinkedHashMap<>();
    a.forEach((k, v) -> r.put(k, evaluator.evaluate(v)));
    return r;
  }

  private boolean holds(Term side, Map<String, Value> env) {
    return side == null || BoolValue.TRUE.equals(evaluator.evaluate(side, env));
  }

  @Test
  void registry_hasThePaperIdsInOrder() {
    assertThat(variableRows().stream().map(VariableEquality::id))
        .containsExactly("NC1", "NC2", "NC3", "NC4", "NC5", "NC6", "NC7", "NC8");
    List<String> ids = new ArrayList<>();
    for (int i = 1; i <= 40; i++) {
      if (i != 30) {
        ids.add("C" + i);
      }
    }
    assertThat(constantRows().stream().map(ConstantEquality::id)).containsExactlyElementsOf(ids);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("variableRows")
  void variableRow_holdsWhereItsSideConditionHolds(VariableEquality row) {
    int applicable = 0;
    for (Map<String, Term> a : assignments(row.variables())) {
      Map<String, Value> env = values(a);
      if (!holds(row.side(), env)) {
        continue;
      }
      applicable++;
      assertThat(evaluator.evaluate(row.lhs(), env))
          .as("%s under %s", row.id(), a)
          .isEqualTo(env.get(row.rhs()));
      if (row.image() == VariableEquality.Image.LENGTH_ONE) {
        assertThat(((dev.assay.smtlib.StringConstant) a.get(row.rhs())).value().length())
            .isEqualTo(1);
      }
      if (row.image() == VariableEquality.Image.NON_NEGATIVE) {
        assertThat(a.get(row.rhs())).isNotIn(INTS.get(0), INTS.get(1));
      }
    }
    assertThat(applicable).as(row.id() + " applies somewhere").isPositive();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("variableRows")
  void variableRow_withImageAll_reachesEveryValue(VariableEquality row) {
    if (row.image() != VariableEquality.Image.ALL) {
      return;
    }
    for (Term target : STRINGS) {
      boolean reached = false;
      for (Map<String, Term> a : assignments(row.variables())) {
        Map<String, Value> env = values(a);
        if (holds(row.side(), env) && a.get(row.rhs()).equals(target)) {
          reached = true;
          break;
        }
      }
      assertThat(reached).as("%s reaches %s", row.id(), target).isTrue();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("constantRows")
  void constantRow_equalsItsConstantWhereItsSideConditionHolds(ConstantEquality row) {
    Value expected = evaluator.evaluate(row.constant());
    int applicable = 0;
    for (Map<String, Term> a : assignments(row.variables())) {
      Map<String, Value> env = values(a);
      if (!holds(row.side(), env)) {
        continue;
      }
      applicable++;
      assertThat(evaluator.evaluate(row.lhs(), env))
          .as("%s under %s", row.id(), a)
          .isEqualTo(expected);
    }
    assertThat(applicable).as(row.id() + " applies somewhere").isPositive();
  }

  @Test
  void variableRows_imageCoversOnlyTheDomainsTheyReach() {
    assertThat(Equalities.variableRow("NC1").image().covers(Equivalence.Domain.ALL)).isFalse();
    assertThat(Equalities.variableRow("NC8").image().covers(Equivalence.Domain.ALL)).isFalse();
    assertThat(Equalities.variableRow("NC8").image().covers(Equivalence.Domain.NON_NEGATIVE))
        .isTrue();
    assertThat(Equalities.variableRow("NC7").image().covers(Equivalence.Domain.ALL)).isTrue();
  }
}
