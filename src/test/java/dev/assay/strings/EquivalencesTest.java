package dev.assay.strings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.semantics.BoolValue;
import dev.assay.semantics.Evaluator;
import dev.assay.semantics.Model;
import dev.assay.semantics.Value;
import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Table 2, row by row. */
class EquivalencesTest {
  static List<Equivalence> rows() {
    return Equivalences.all();
  }

  @Test
  void registry_hasE1ToE12InOrderForTheNonPrimitiveOperations() {
    assertThat(rows().stream().map(Equivalence::id))
        .containsExactly("E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9", "E10", "E11", "E12");
    assertThat(rows().stream().map(Equivalence::op).distinct())
        .containsExactly(
            StringOp.AT,
            StringOp.INT_TO_STR,
            StringOp.REPLACE,
            StringOp.SUBSTR,
            StringOp.INDEX_OF,
            StringOp.STR_TO_INT,
            StringOp.CONTAINS,
            StringOp.PREFIX_OF,
            StringOp.SUFFIX_OF);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rows")
  void row_declaresExactlyItsFreeVariables_andSortChecks(Equivalence row) {
    Set<String> free = new LinkedHashSet<>();
    for (Term t : List.of(row.a(), row.b())) {
      for (String s : Terms.freeSymbols(t)) {
        if (s.equals("true") || s.equals("false") || isFunction(t, s)) {
          continue;
        }
        free.add(s);
      }
    }
    assertThat(row.variables().stream().map(SortedVar::name))
        .containsExactlyInAnyOrderElementsOf(free);
    StringTest step1 = EquivalentFormulas.generate(row, true);
    SortChecker.check(step1.script());
    Application lhs = (Application) ((Application) row.a()).arg(0);
    assertThat(lhs.name()).isEqualTo(row.op().symbol());
  }

  private static boolean isFunction(Term root, String name) {
    boolean[] found = {false};
    Terms.forEach(
        root,
        t -> {
          if (t instanceof Application a && a.function().symbol().equals(name)) {
            found[0] = true;
          }
        });
    return found[0];
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rows")
  void row_quantifiersCarryPatterns_andBoundDomainsNameTheBoundVariables(Equivalence row) {
    Set<String> bound = new LinkedHashSet<>();
    int[] quantifiers = {0};
    Terms.forEach(
        row.b(),
        t -> {
          if (t instanceof Quantified q) {
            quantifiers[0]++;
            q.vars().forEach(v -> bound.add(v.name()));
            assertThat(q.body()).isInstanceOf(Annotated.class);
            assertThat(((Annotated) q.body()).attributes())
                .anyMatch(a -> a instanceof Attribute.Pattern);
          }
        });
    assertThat(row.boundDomains().keySet()).containsExactlyInAnyOrderElementsOf(bound);
    assertThat(TermOps.stripPatterns(row.b()).toString()).doesNotContain("Pattern");
  }

  /** Small domains for an exhaustive check of the quantifier-free rows. */
  private static final List<Term> STRINGS =
      List.of(
          ConstantPools.str(""),
          ConstantPools.str("a"),
          ConstantPools.str("b"),
          ConstantPools.str("ab"));

  private static final List<Term> INTS =
      List.of(
          ConstantPools.integer(-1),
          ConstantPools.integer(0),
          ConstantPools.integer(1),
          ConstantPools.integer(2));

  @ParameterizedTest(name = "{0}")
  @MethodSource("rows")
  void quantifierFreeRow_bImpliesA_andBAloneIsSatisfiable(Equivalence row) {
    if (!row.boundDomains().isEmpty()) {
      return; // quantified rows are confirmed by a solver (StringSuiteSolverCheckTest)
    }
    Evaluator ev = new Evaluator(Model.EMPTY);
    List<List<Term>> choices = new ArrayList<>();
    for (SortedVar v : row.variables()) {
      if (row.id().equals("E2") && v.sort().equals(Sort.INT)) {
        List<Term> ns = new ArrayList<>();
        for (int n = -2; n <= 23; n++) {
          ns.add(ConstantPools.integer(n));
        }
        choices.add(ns);
      } else if (row.id().equals("E2")) {
        List<Term> rs = new ArrayList<>(STRINGS);
        for (String s : List.of("0", "5", "9", "10", "17", "23", "023")) {
          rs.add(ConstantPools.str(s));
        }
        choices.add(rs);
      } else {
        choices.add(v.sort().equals(Sort.STRING) ? STRINGS : INTS);
      }
    }
    int bHolds = 0;
    for (List<Term> values : Combinations.of(choices)) {
      Map<String, Value> env = new LinkedHashMap<>();
      for (int i = 0; i < values.size(); i++) {
        env.put(row.variables().get(i).name(), ev.evaluate(values.get(i)));
      }
      if (BoolValue.TRUE.equals(ev.evaluate(row.b(), env))) {
        bHolds++;
        assertThat(ev.evaluate(row.a(), env))
            .as("%s: A under %s", row.id(), env)
            .isEqualTo(BoolValue.TRUE);
      }
    }
    assertThat(bHolds).as(row.id() + ": B satisfiable").isPositive();
  }
}
