package dev.assay.reduce;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.semantics.BoolValue;
import dev.assay.semantics.Evaluator;
import dev.assay.semantics.IntValue;
import dev.assay.semantics.Model;
import dev.assay.semantics.StringValue;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.Term;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class ReducerTest {
  private static final String SCRIPT =
      String.join(
          "\n",
          "(declare-const x String)",
          "(declare-const y String)",
          "(declare-const n Int)",
          "(declare-const unused Int)",
          "(assert (= (str.len x) 3))",
          "(assert (str.prefixof \"a\" x))",
          "(assert (> n 0))",
          "(assert (= y (str.++ x \"!\")))",
          "(assert (and (str.contains y \"!\") (= (str.replace_all (str.++ x y) \"a\" \"b\") \"bbcbbc!\")))",
          "(assert (< n 10))",
          "(assert (not (= x y)))",
          "(check-sat)");

  /** Witness: x = "abc", y = "abc!", n = 5. */
  private static final Model WITNESS =
      new Model.Builder()
          .constant("x", new StringValue(SmtString.fromJava("abc")))
          .constant("y", new StringValue(SmtString.fromJava("abc!")))
          .constant("n", new IntValue(BigInteger.valueOf(5)))
          .build();

  private static boolean witnessHolds(Script s) {
    Evaluator e = new Evaluator(WITNESS);
    for (Term t : s.assertions()) {
      if (!(e.evaluate(t) instanceof BoolValue b) || !b.value()) {
        return false;
      }
    }
    return true;
  }

  @Test
  void reduce_keepsOnlyWhatTheFailureNeeds_andGroundTruth() throws InterruptedException {
    Script input = Parser.readScript(SCRIPT, "in").script();
    // the "failure": some assertion uses str.replace_all; the ground truth: the witness still holds
    Interestingness test = s -> Printer.print(s).contains("str.replace_all") && witnessHolds(s);
    assertThat(test.test(input)).isTrue();

    Reducer.Result r = new Reducer(500).reduce(input, test);

    String out = Printer.print(r.script());
    assertThat(r.script().assertions()).hasSize(1);
    assertThat(out).contains("str.replace_all").doesNotContain("unused").doesNotContain("n Int");
    assertThat(witnessHolds(r.script())).isTrue();
    assertThat(out.length()).as(out).isLessThan(SCRIPT.length() / 2);
    assertThat(r.tests()).isLessThanOrEqualTo(500);
  }

  @Test
  void reduce_withNoSmallerInterestingScript_returnsInput() throws InterruptedException {
    Script input = Parser.readScript("(declare-const b Bool)(assert b)(check-sat)", "in").script();
    Reducer.Result r = new Reducer(100).reduce(input, s -> s.equals(input));
    assertThat(r.script()).isEqualTo(input);
    assertThat(r.accepted()).isZero();
  }

  @Test
  void reduce_respectsBudget() throws InterruptedException {
    Script input = Parser.readScript(SCRIPT, "in").script();
    int[] calls = {0};
    new Reducer(7)
        .reduce(
            input,
            s -> {
              calls[0]++;
              return true;
            });
    assertThat(calls[0]).isLessThanOrEqualTo(7);
  }

  @Test
  void reduce_neverHandsIllSortedCandidatesToTheTest() throws InterruptedException {
    Script input = Parser.readScript(SCRIPT, "in").script();
    new Reducer(300)
        .reduce(
            input,
            s -> {
              dev.assay.smtlib.SortChecker.check(s); // throws if ill-sorted
              return Printer.print(s).contains("str.len");
            });
  }

  /** A test whose answer depends on the script alone, slower or faster at random per call. */
  private static Interestingness jittery(Interestingness test, long seed) {
    java.util.Random r = new java.util.Random(seed);
    return s -> {
      int ms;
      synchronized (r) {
        ms = r.nextInt(4);
      }
      Thread.sleep(ms);
      return test.test(s);
    };
  }

  @Test
  void reduce_inParallel_givesTheSameScriptAndTestCountForAnyNumberOfTests()
      throws InterruptedException {
    Script input = Parser.readScript(SCRIPT, "in").script();
    // keeps several assertions, so ddmin and term simplification both have work of every kind
    Interestingness test =
        s -> {
          String p = Printer.print(s);
          return p.contains("str.replace_all") && p.contains("str.prefixof") && witnessHolds(s);
        };
    Reducer.Result one = new Reducer(400).reduce(input, test);
    for (int j : new int[] {2, 3, 5}) {
      java.util.List<Interestingness> tests = new java.util.ArrayList<>();
      for (int k = 0; k < j; k++) {
        tests.add(jittery(test, 31L * j + k));
      }
      Reducer.Result many = new Reducer(400).reduce(input, tests);
      assertThat(Printer.print(many.script())).as("-j " + j).isEqualTo(Printer.print(one.script()));
      assertThat(many.tests()).as("-j " + j).isEqualTo(one.tests());
      assertThat(many.accepted()).as("-j " + j).isEqualTo(one.accepted());
      assertThat(many.executed()).as("-j " + j).isGreaterThanOrEqualTo(one.executed());
    }
  }

  @Test
  void reduce_inParallel_withABudgetItRunsOut_stopsWhereOneTestWould() throws InterruptedException {
    Script input = Parser.readScript(SCRIPT, "in").script();
    Interestingness test = s -> Printer.print(s).contains("str.len") && witnessHolds(s);
    for (int budget : new int[] {1, 5, 13, 40}) {
      Reducer.Result one = new Reducer(budget).reduce(input, test);
      Reducer.Result four =
          new Reducer(budget)
              .reduce(input, java.util.List.of(test, test, jittery(test, 1), jittery(test, 2)));
      assertThat(Printer.print(four.script()))
          .as("budget " + budget)
          .isEqualTo(Printer.print(one.script()));
      assertThat(four.tests()).isEqualTo(one.tests()).isLessThanOrEqualTo(budget);
    }
  }

  @Test
  void reduce_dropsUnusedSortsAndOptionsTheFailureDoesNotNeed_keepsTheOneItNeeds()
      throws InterruptedException {
    Script input =
        Parser.readScript(
                String.join(
                    "\n",
                    "(set-info :smt-lib-version 2.6)",
                    "(set-option :produce-models true)",
                    "(set-option :smt.arith.solver 2)",
                    "(declare-sort U 0)",
                    "(declare-datatype Color ((red) (green)))",
                    "(declare-fun f (U) Int)",
                    "(declare-const x Int)",
                    "(assert (> x 2))",
                    "(check-sat)",
                    "(get-model)",
                    "(get-info :reason-unknown)",
                    "(exit)"),
                "in")
            .script();
    // the "failure" needs the arithmetic option and a comparison on x
    Interestingness test =
        s -> {
          String p = Printer.print(s);
          return p.contains(":smt.arith.solver") && p.contains("(> x");
        };
    String out = Printer.print(new Reducer(200).reduce(input, test).script());
    assertThat(out)
        .contains("(set-option :smt.arith.solver 2)", "declare-const x")
        .doesNotContain("declare-sort", "Color", "declare-fun f", ":produce-models", "set-info")
        .doesNotContain("get-model", "get-info", "(exit)")
        .contains("(check-sat)");
  }

  @Test
  void reduce_keepsAnUnusedDeclarationTheFailureNeeds() throws InterruptedException {
    Script input =
        Parser.readScript(
                "(declare-sort U 0)(declare-sort V 0)(declare-const x Int)(assert (> x 2))", "in")
            .script();
    // a crash in declaration code: needs declare-sort V although nothing uses V
    Interestingness test = s -> Printer.print(s).contains("declare-sort V");
    String out = Printer.print(new Reducer(200).reduce(input, test).script());
    assertThat(out).contains("declare-sort V").doesNotContain("declare-sort U");
  }
}
