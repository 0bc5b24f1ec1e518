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
}
