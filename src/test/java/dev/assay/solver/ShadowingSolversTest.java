package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Scripts whose declarations shadow theory symbols, as the F*, Boogie and VCC encodings write them,
 * and Assay's printed form of each ({@code |mod|}): z3 4.8.12 on the path and the bundled Z3 4.14.1
 * give the printed file the answers they give the original, which are z3's reading (the declared
 * symbol wins from the declaration on); cvc5 1.0.3 treats both alike too (it rejects a declaration
 * that shadows a symbol of the logic, accepts {@code repeat}, whose theory symbol is indexed).
 */
@Tag("external")
class ShadowingSolversTest {
  /** Script, and z3's answers to it. */
  private static final String[][] CASES = {
    {"(declare-fun mod (Int Int) Int)(assert (= (mod 5 3) 7))(check-sat)", "sat"},
    {
      "(assert (= (mod 5 3) 2))(declare-fun mod (Int Int) Int)(assert (= (mod 5 3) 7))(check-sat)",
      "sat"
    },
    {"(assert (= (mod 5 3) 7))(declare-fun mod (Int Int) Int)(check-sat)", "unsat"},
    {
      "(push 1)(declare-fun mod (Int Int) Int)(assert (= (mod 5 3) 7))(check-sat)(pop 1)"
          + "(assert (= (mod 5 3) 7))(check-sat)",
      "sat unsat"
    },
    {
      "(define-fun mod ((x Int) (y Int)) Int (+ (mod x y) 100))(assert (= (mod 5 3) 102))"
          + "(check-sat)",
      "sat"
    },
    {
      "(declare-fun repeat (Int) Int)(declare-const b (_ BitVec 2))(assert (= (repeat 1) 7))"
          + "(assert (= ((_ repeat 2) b) #b1010))(check-sat)",
      "sat"
    },
    {
      "(declare-fun fp (Int Int Int) Int)(assert (= (fp 1 2 3) 4))(assert (distinct (fp 1 2 3)"
          + " (fp 3 2 1)))(check-sat)",
      "sat"
    },
    {"(declare-const fp Int)(assert (= fp 7))(assert (> fp 8))(check-sat)", "unsat"},
    {
      "(declare-datatypes ((T 0)) (((fp (abs Int)) (none))))(declare-const t T)"
          + "(assert ((_ is fp) t))(assert (= (abs t) 3))(check-sat)",
      "sat"
    },
  };

  @Test
  void printedScripts_getTheOriginalsAnswers() throws Exception {
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20));
    List<SolverSpec> z3s = new ArrayList<>();
    z3s.add(VersionDetector.withDetectedVersion(SolverSpecs.bundledZ3()));
    if (Executables.onPath("z3") != null) {
      z3s.add(VersionDetector.withDetectedVersion(SolverSpecs.parse("z3")));
    }
    for (SolverSpec spec : z3s) {
      try (Solver s = Solvers.open(spec, Solvers.Mode.FRESH, limits)) {
        for (String[] c : CASES) {
          String printed = Printer.print(Parser.readScript(c[0], "case").script());
          assertThat(kinds(s.run(Query.of("original", c[0]))))
              .as(spec.name() + " " + spec.version() + ": " + c[0])
              .isEqualTo(c[1]);
          assertThat(kinds(s.run(Query.of("printed", printed))))
              .as(spec.name() + ": " + printed)
              .isEqualTo(c[1]);
        }
      }
    }
    if (Executables.onPath("cvc5") != null) {
      SolverSpec cvc5 = VersionDetector.withDetectedVersion(SolverSpecs.parse("cvc5"));
      try (Solver s = Solvers.open(cvc5, Solvers.Mode.FRESH, limits)) {
        for (String[] c : CASES) {
          String original = "(set-logic ALL)" + c[0];
          String printed = Printer.print(Parser.readScript(original, "case").script());
          assertThat(kinds(s.run(Query.of("printed", printed))))
              .as("cvc5: " + printed)
              .isEqualTo(kinds(s.run(Query.of("original", original))));
        }
        String repeat = "(set-logic ALL)" + CASES[5][0];
        assertThat(kinds(s.run(Query.of("repeat", repeat)))).isEqualTo("sat");
        assertThat(kinds(s.run(Query.of("mod", "(set-logic ALL)" + CASES[0][0]))))
            .isEqualTo("error");
      }
    }
  }

  /** The answers' kinds, in order: sat, unsat, unknown, error. */
  private static String kinds(Outcome o) {
    List<String> out = new ArrayList<>();
    for (Answer a : o.answers()) {
      out.add(
          a instanceof Answer.Sat
              ? "sat"
              : a instanceof Answer.Unsat
                  ? "unsat"
                  : a instanceof Answer.Error ? "error" : a.getClass().getSimpleName());
    }
    return String.join(" ", out);
  }
}
