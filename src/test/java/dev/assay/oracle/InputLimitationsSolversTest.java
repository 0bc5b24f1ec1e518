package dev.assay.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Verdict;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.solver.Executables;
import dev.assay.solver.InputConstruct;
import dev.assay.solver.InputLimitation;
import dev.assay.solver.InputLimitations;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverFamily;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every row of {@link InputLimitations} against Debian's cvc4 1.8, cvc5 1.0.3 and z3 4.8.12 (the
 * rows of a solver that is not installed are skipped): the solver rejects the row's example with
 * the row's message, the oracle judges that {@code unsupported input}, and the same formula without
 * the construct is accepted and answered.
 */
@Tag("external")
class InputLimitationsSolversTest {
  private static final String DECL = "(declare-fun x () String)\n(declare-fun y () String)\n";

  private static final String F = "(declare-fun f (String) Int)\n";

  /** Per construct: a script with it, and the same formula without it. */
  private static final Map<InputConstruct, String[]> EXAMPLES = new EnumMap<>(InputConstruct.class);

  static {
    EXAMPLES.put(
        InputConstruct.RE_RANGE_NOT_LITERAL,
        new String[] {
          "(set-logic QF_S)\n" + DECL + "(assert (str.in_re x (re.range y \"z\")))",
          "(set-logic QF_S)\n" + DECL + "(assert (str.in_re x (re.range \"a\" \"z\")))"
        });
    EXAMPLES.put(
        InputConstruct.STR_ORDER_CHAINED,
        new String[] {
          "(set-logic QF_S)\n" + DECL + "(assert (str.< x y \"z\"))",
          "(set-logic QF_S)\n" + DECL + "(assert (and (str.< x y) (str.< y \"z\")))"
        });
    EXAMPLES.put(
        InputConstruct.PATTERN_OUTSIDE_QUANTIFIER,
        new String[] {
          "(set-logic ALL)\n" + DECL + F + "(assert (! (> (f x) 0) :pattern ((f x))))",
          "(set-logic ALL)\n" + DECL + F + "(assert (> (f x) 0))"
        });
    EXAMPLES.put(
        InputConstruct.EXTENDED_STRING_FUNCTIONS,
        new String[] {
          "(set-logic QF_SLIA)\n" + DECL + "(assert (str.<= x y))",
          "(set-logic QF_SLIA)\n" + DECL + "(assert (not (= x y)))"
        });
    EXAMPLES.put(
        InputConstruct.QUANTIFIED_STRINGS,
        new String[] {
          "(set-logic ALL)\n" + DECL + "(assert (forall ((z String)) (not (= x (str.++ z y)))))",
          "(set-logic ALL)\n" + DECL + "(assert (not (= x (str.++ \"a\" y))))"
        });
    EXAMPLES.put(
        InputConstruct.SHADOWED_THEORY_SYMBOL,
        new String[] {
          "(set-logic ALL)\n(declare-fun mod (Int Int) Int)\n(assert (= (mod 5 3) 7))",
          "(set-logic ALL)\n(declare-fun modulo (Int Int) Int)\n(assert (= (modulo 5 3) 7))"
        });
    EXAMPLES.put(
        InputConstruct.SMTLIB25_STRING_NAMES,
        new String[] {
          "(set-logic QF_S)\n" + DECL + "(assert (str.in.re x (str.to.re \"a\")))",
          "(set-logic QF_S)\n" + DECL + "(assert (str.in_re x (str.to_re \"a\")))"
        });
  }

  private static final Map<String, String> BINARIES =
      Map.of("z3", "z3", "cvc5", "cvc5", "cvc4", "cvc4");

  @Test
  void everyRow_rejectedWithItsMessage_judgedUnsupported_acceptedWithoutTheConstruct()
      throws Exception {
    Oracle oracle = new Oracle(new EvaluatorModelCheck());
    List<String> checked = new ArrayList<>();
    for (InputLimitation row : InputLimitations.TABLE) {
      if (row.construct() == InputConstruct.UNKNOWN_OPTION) {
        continue; // answered "unsupported" or warned about, never an error of a check-sat
      }
      String binary = BINARIES.get(row.family());
      if (binary == null || Executables.onPath(binary) == null) {
        continue;
      }
      // cvc4 reads str.< and the like only with --strings-exp: every other row is checked with it
      boolean exp = !row.family().equals("z3") && row.unlessOption() == null;
      SolverSpec spec = SolverSpecs.parse(exp ? binary + " --strings-exp" : binary);
      assertThat(SolverFamily.of(spec)).isEqualTo(row.family());
      if (!row.appliesTo(spec)) {
        continue; // another release than the row's
      }
      String[] ex = EXAMPLES.get(row.construct());
      Script with = Parser.readScript(ex[0] + "\n(check-sat)\n", row.id()).script();
      Script without = Parser.readScript(ex[1] + "\n(check-sat)\n", row.id()).script();
      assertThat(row.construct().occursIn(with)).as(row.id()).isTrue();
      assertThat(row.construct().occursIn(without)).as(row.id()).isFalse();

      Outcome rejected = run(spec, ex[0]);
      Judgement j = oracle.judge(with, Expectation.of(ExpectedStatus.UNKNOWN), rejected, spec);
      assertThat(j.overall().kind())
          .as(row.id() + ": " + j.overall())
          .isEqualTo(Verdict.Kind.UNSUPPORTED_INPUT);
      assertThat(j.overall().detail()).as(row.id()).contains(row.id());

      Outcome accepted = run(spec, ex[1]);
      Judgement ok = oracle.judge(without, Expectation.of(ExpectedStatus.UNKNOWN), accepted, spec);
      assertThat(ok.overall().kind())
          .as(row.id() + " without the construct: " + ok.overall())
          .isIn(Verdict.Kind.OK, Verdict.Kind.UNCHECKED, Verdict.Kind.UNKNOWN);
      if (row.unlessOption() != null) {
        SolverSpec lifted = SolverSpecs.parse(binary + " " + row.unlessOption());
        assertThat(row.appliesTo(lifted)).isFalse();
        Judgement l =
            oracle.judge(with, Expectation.of(ExpectedStatus.UNKNOWN), run(lifted, ex[0]), lifted);
        assertThat(l.overall().kind())
            .as(row.id() + " with " + row.unlessOption() + ": " + l.overall())
            .isIn(Verdict.Kind.OK, Verdict.Kind.UNCHECKED, Verdict.Kind.UNKNOWN);
      }
      checked.add(row.id());
    }
    assumeTrue(!checked.isEmpty(), "no solver of the table is installed");
  }

  /** Constructs the table leaves out because every solver here reads them (see its javadoc). */
  private static final List<String> ACCEPTED_BY_ALL =
      List.of(
          "(assert (str.in_re x (re.++ re.allchar re.all)))",
          "(assert (not (str.in_re x re.none)))",
          "(assert (str.in_re x ((_ re.loop 1 3) (str.to_re \"a\"))))",
          "(assert (str.in_re x ((_ re.^ 2) (str.to_re \"a\"))))",
          "(assert (str.in_re x (re.diff re.all (str.to_re \"a\"))))",
          "(assert (str.is_digit x))",
          "(assert (= (str.to_code x) 65))",
          "(assert (= y (str.from_code 65)))",
          "(assert (= y (str.replace_re x (str.to_re \"a\") \"b\")))",
          "(assert (= y (str.replace_re_all x (str.to_re \"a\") \"b\")))");

  @Test
  void constructsLeftOutOfTheTable_acceptedByEverySolver() throws Exception {
    Oracle oracle = new Oracle(new EvaluatorModelCheck());
    List<String> ran = new ArrayList<>();
    for (String s : List.of("z3", "cvc5 --strings-exp", "cvc4 --strings-exp")) {
      if (Executables.onPath(s.split(" ")[0]) == null) {
        continue;
      }
      SolverSpec spec = SolverSpecs.parse(s);
      for (String a : ACCEPTED_BY_ALL) {
        String text = "(set-logic QF_SLIA)\n" + DECL + a;
        Script script = Parser.readScript(text + "\n(check-sat)\n", "t").script();
        Judgement j =
            oracle.judge(script, Expectation.of(ExpectedStatus.UNKNOWN), run(spec, text), spec);
        assertThat(j.overall().kind())
            .as(s + " on " + a + ": " + j.overall())
            .isIn(Verdict.Kind.OK, Verdict.Kind.UNCHECKED, Verdict.Kind.UNKNOWN);
        ran.add(s);
      }
    }
    assumeTrue(!ran.isEmpty(), "none of z3, cvc5, cvc4 is installed");
  }

  private static Outcome run(SolverSpec spec, String text) throws Exception {
    try (Solver s = Solvers.open(spec, Solvers.Mode.FRESH, RunLimits.DEFAULT)) {
      return s.run(Query.of("q", text + "\n(check-sat)\n"));
    }
  }
}
