package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.assay.core.Rng;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Cross-checks {@code str.replace_re} and {@code str.replace_re_all}, which Z3 does not implement
 * (docs/z3-deviations.md), against the cvc5 binary: random ground terms that use them, and the
 * edge-case rows of docs/semantics.md. One cvc5 process per batch: {@code (assert (= ri ti))} for
 * each term, then {@code (get-value (r0 ...))}.
 */
@Tag("external")
class Cvc5CrossCheckTest {
  private static String cvc5;

  @BeforeAll
  static void findCvc5() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path p = Path.of(dir, "cvc5");
      if (Files.isExecutable(p)) {
        cvc5 = p.toString();
        return;
      }
    }
  }

  static LongStream seeds() {
    return LongStream.range(0, 20);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void regexReplacement_agreesWithCvc5(long seed) throws Exception {
    Assumptions.assumeTrue(cvc5 != null, "cvc5 is not on the PATH");
    RandomGroundTerms gen = new RandomGroundTerms(new Rng(seed), true);
    List<RandomGroundTerms.Sorted> terms = new ArrayList<>();
    while (terms.size() < 50) {
      for (RandomGroundTerms.Sorted st : gen.batch(20, 4)) {
        if (usesRegexReplacement(st.term()) && terms.size() < 50) {
          terms.add(st);
        }
      }
    }
    List<String> problems = compare(terms);
    if (!problems.isEmpty()) {
      fail("seed " + seed + ":\n" + String.join("\n", problems));
    }
  }

  @Test
  void edgeCaseRows_agreeWithCvc5() throws Exception {
    Assumptions.assumeTrue(cvc5 != null, "cvc5 is not on the PATH");
    List<RandomGroundTerms.Sorted> terms = new ArrayList<>();
    for (EdgeCaseTable.Row row : EdgeCaseTable.rows()) {
      if (row.operator().startsWith("str.replace_re")) {
        Value v = new Evaluator(Model.EMPTY).evaluate(row.term());
        terms.add(new RandomGroundTerms.Sorted(dev.assay.smtlib.Sort.STRING, row.term()));
        assertThat(v).isInstanceOf(StringValue.class);
      }
    }
    assertThat(terms).hasSizeGreaterThanOrEqualTo(8);
    assertThat(compare(terms)).isEmpty();
  }

  private static boolean usesRegexReplacement(Term t) {
    boolean[] found = {false};
    Terms.forEach(
        t, x -> found[0] |= x instanceof Application a && a.name().startsWith("str.replace_re"));
    return found[0];
  }

  /** Counts over all batches, for the summary line. */
  private static int compared;

  private static int noValue;
  private static int crashes;

  @org.junit.jupiter.api.AfterAll
  static void summary() {
    System.out.printf(
        "cvc5 cross-check: %d terms compared, %d without a literal value from"
            + " cvc5, %d cvc5 crashes%n",
        compared, noValue, crashes);
  }

  /**
   * Disagreements between Assay and cvc5 on these terms, one line each. A batch that crashes cvc5
   * is retried one term at a time; a term that crashes it alone, or that cvc5 answers with an
   * unevaluated term, is counted but not compared.
   */
  private static List<String> compare(List<RandomGroundTerms.Sorted> terms) throws Exception {
    Term[] answers = ask(terms);
    if (answers == null) {
      answers = new Term[terms.size()];
      for (int i = 0; i < terms.size(); i++) {
        Term[] one = ask(List.of(terms.get(i)));
        if (one == null) {
          crashes++;
        } else {
          answers[i] = one[0];
        }
      }
    }
    List<String> problems = new ArrayList<>();
    for (int i = 0; i < terms.size(); i++) {
      Term t = terms.get(i).term();
      Value a = new Evaluator(Model.EMPTY).evaluate(t);
      if (a instanceof Unspecified u && u.cause() == Unspecified.Cause.STANDARD) {
        continue;
      }
      if (answers[i] == null || !ValueLiterals.isLiteral(answers[i])) {
        noValue += answers[i] == null ? 0 : 1;
        continue;
      }
      Value c = new Evaluator(Model.EMPTY).evaluate(answers[i]);
      compared++;
      if (!BoolValue.TRUE.equals(Values.smtEquals(a, c))) {
        problems.add("Assay " + a + " but cvc5 " + c + " for " + Printer.print(t));
      }
    }
    return problems;
  }

  /** cvc5's value terms for the batch, or null if cvc5 did not answer sat and a value list. */
  private static Term[] ask(List<RandomGroundTerms.Sorted> terms) throws Exception {
    StringBuilder script =
        new StringBuilder("(set-logic ALL)\n(set-option :produce-models true)\n");
    StringBuilder names = new StringBuilder();
    for (int i = 0; i < terms.size(); i++) {
      script
          .append("(declare-fun r")
          .append(i)
          .append(" () ")
          .append(Printer.print(terms.get(i).sort()))
          .append(")\n(assert (= r")
          .append(i)
          .append(' ')
          .append(Printer.print(terms.get(i).term()))
          .append("))\n");
      names.append(" r").append(i);
    }
    script.append("(check-sat)\n(get-value (").append(names).append("))\n");
    StringBuilder answer = new StringBuilder();
    boolean sat = false;
    for (String line : run(script.toString()).split("\n")) {
      if (line.equals("sat")) {
        sat = true;
      } else if (line.startsWith("(")) {
        answer.append(line).append('\n');
      }
      // other lines: warnings such as "Could not evaluate ..."
    }
    if (!sat || answer.length() == 0) {
      return null;
    }
    List<Term[]> pairs = dev.assay.smtlib.Parser.parseValueAnswer(answer.toString(), "cvc5");
    assertThat(pairs).hasSize(terms.size());
    Term[] out = new Term[pairs.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = pairs.get(i)[1];
    }
    return out;
  }

  private static String run(String script) throws IOException, InterruptedException {
    Path in = Files.createTempFile("assay-cvc5", ".smt2");
    try {
      Files.writeString(in, script, StandardCharsets.UTF_8);
      Process p =
          new ProcessBuilder(cvc5, "--lang=smt2", in.toString()).redirectErrorStream(true).start();
      byte[] bytes = p.getInputStream().readAllBytes();
      if (!p.waitFor(5, TimeUnit.MINUTES)) {
        p.destroyForcibly();
      }
      return new String(bytes, StandardCharsets.UTF_8);
    } finally {
      Files.deleteIfExists(in);
    }
  }
}
