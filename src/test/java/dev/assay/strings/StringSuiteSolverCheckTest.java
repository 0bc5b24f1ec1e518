package dev.assay.strings;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.solver.Executables;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverPool;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The generator's ground truth checked by solvers: every step-1 unsat test and a slice of the
 * step-2 ones must be unsat for the bundled Z3 (or cvc5 when installed), and removing any one
 * member of the expected core must not leave an unsat formula (so the minimal core is unique).
 * Answers that contradict the construction fail the test; tests no solver decides within the time
 * limit are printed for review.
 */
@Tag("slow")
class StringSuiteSolverCheckTest {
  /** Every 21st step-2 test in CI; every 7th with {@code -Dassay.full=true} (bench/README.md). */
  private static final int SLICE = Boolean.getBoolean("assay.full") ? 7 : 21;

  private static final Duration LIMIT = Duration.ofSeconds(10);

  private static List<SolverSpec> solvers() {
    List<SolverSpec> r = new ArrayList<>();
    r.add(SolverSpecs.bundledZ3().withOptions(List.of("smt.core.minimize=true")));
    SolverSpec cvc5 = SolverSpecs.parse("cvc5 --strings-exp --full-saturate-quant");
    if (Executables.problem(cvc5) == null) {
      r.add(cvc5);
    }
    return r;
  }

  /** The sample: step 1 in both flavours, every SLICE-th step-2 test. */
  static List<StringTest> sample() {
    List<StringTest> all =
        StringSuite.generate(
            SuiteConfig.defaults()
                .withCategories(
                    EnumSet.of(
                        Category.EQUIVALENT_FORMULA,
                        Category.LARGER_UNSAT_CORE,
                        Category.REDUNDANCY_INTRODUCTION)));
    List<StringTest> r = new ArrayList<>();
    int k = 0;
    for (StringTest t : all) {
      if (t.category() == Category.EQUIVALENT_FORMULA || k++ % SLICE == 0) {
        r.add(t);
      }
    }
    return r;
  }

  /** The test's query without assertion {@code name} (and without asking for a core). */
  static String without(StringTest t, String name) {
    List<Command> kept = new ArrayList<>();
    for (Command c : t.script().commands()) {
      if (c instanceof Command.Assert a
          && a.term() instanceof dev.assay.smtlib.Annotated an
          && name.equals(an.name())) {
        continue;
      }
      if (c instanceof Command.SetInfo si && si.keyword().equals(":status")) {
        continue;
      }
      kept.add(c);
    }
    return Printer.print(new Script(kept));
  }

  private record Check(StringTest test, String dropped, String text) {}

  @Test
  void unsatTests_areUnsatForASolver_andTheirCoresAreUnique() throws Exception {
    List<Check> checks = new ArrayList<>();
    for (StringTest t : sample()) {
      String text = Printer.print(t.script());
      checks.add(new Check(t, null, text));
      if (!text.contains("forall")) {
        // Without a core member the test must be satisfiable: decidable for solvers only
        // without quantifiers, so only there.
        for (String member : t.expectedCore()) {
          checks.add(new Check(t, member, without(t, member)));
        }
      }
    }
    // Each solver in turn, on the checks the ones before it left undecided.
    List<List<String>> answers = new ArrayList<>();
    checks.forEach(c -> answers.add(new ArrayList<>()));
    for (SolverSpec solver : solvers()) {
      List<Integer> open = new ArrayList<>();
      for (int i = 0; i < checks.size(); i++) {
        if (!decided(checks.get(i), answers.get(i))) {
          open.add(i);
        }
      }
      List<SolverPool.Task> tasks = new ArrayList<>();
      for (int i : open) {
        tasks.add(
            new SolverPool.Task(solver, Query.of(checks.get(i).test().id(), checks.get(i).text())));
      }
      try (SolverPool pool =
          new SolverPool(
              SolverPool.defaultWorkers(),
              Solvers.Mode.FRESH,
              RunLimits.DEFAULT.withTimeout(LIMIT))) {
        List<Outcome> outcomes = pool.runAll(tasks, (i, o) -> {});
        for (int k = 0; k < open.size(); k++) {
          Outcome o = outcomes.get(k);
          answers
              .get(open.get(k))
              .add(
                  solver.name()
                      + ":"
                      + (o.answers().isEmpty() ? o.kind() : o.answers().get(0).label()));
        }
      }
    }
    List<String> contradictions = new ArrayList<>();
    List<String> unconfirmed = new ArrayList<>();
    int confirmedUnsat = 0;
    int unsatChecks = 0;
    for (int i = 0; i < checks.size(); i++) {
      Check c = checks.get(i);
      List<String> labels = answers.get(i);
      String what = c.dropped() == null ? c.test().id() : c.test().id() + " without " + c.dropped();
      if (labels.stream().anyMatch(l -> l.endsWith(":" + wrong(c)))) {
        contradictions.add(what + ": " + labels);
      } else if (!decided(c, labels)) {
        unconfirmed.add(what + ": " + labels);
      }
      if (c.dropped() == null) {
        unsatChecks++;
        if (decided(c, labels)) {
          confirmedUnsat++;
        }
      }
    }
    System.out.println(
        "strings self-check: "
            + checks.size()
            + " checks; "
            + confirmedUnsat
            + " of "
            + unsatChecks
            + " tests confirmed unsat; "
            + unconfirmed.size()
            + " checks unconfirmed, for review:");
    unconfirmed.forEach(u -> System.out.println("  " + u));
    assertThat(contradictions).as("answers contradicting the construction").isEmpty();
    assertThat(confirmedUnsat).as("tests confirmed unsat").isGreaterThan(unsatChecks / 2);
  }

  /** The whole test must be unsat; without a core member it must be sat. */
  private static String right(Check c) {
    return c.dropped() == null ? "unsat" : "sat";
  }

  private static String wrong(Check c) {
    return c.dropped() == null ? "sat" : "unsat";
  }

  private static boolean decided(Check c, List<String> labels) {
    return labels.stream().anyMatch(l -> l.endsWith(":" + right(c)) || l.endsWith(":" + wrong(c)));
  }

  @Test
  void without_dropsExactlyOneNamedAssertion() {
    StringTest t = VariableReplacement.generate(Equivalences.byId("E1"), false).get(0);
    String text = without(t, "C");
    assertThat(text).contains(":named notA", ":named B").doesNotContain(":named C");
    assertThat(text).doesNotContain(":status");
  }
}
