package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.Rng;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.Terms;
import dev.assay.weakening.RuleCatalogue;
import org.junit.jupiter.api.Test;

/**
 * A seed whose declarations shadow theory symbols (F*'s {@code mod}, Boogie's {@code +}) walks like
 * any other: no rule treats the user's {@code |mod|} as the theory's, a rule that would write the
 * theory's {@code mod} or {@code +} where the user's shadows it makes no mutant, and every mutant
 * sort-checks and reads back from its printed form to itself.
 */
class ShadowingSeedTest {
  private static final String SEED =
      String.join(
          "\n",
          "(set-logic ALL)",
          "(set-info :status sat)",
          "(declare-fun mod (Int Int) Int)",
          "(declare-fun + (Int Int) Int)",
          "(declare-const x Int)",
          "(declare-const y Int)",
          "(assert (and (< x 3) (= (mod x 2) (+ y 1)) (> (- y x) (* 2 x))))",
          "(assert (or (= x 1) (distinct (mod y 3) x)))",
          "(check-sat)");

  @Test
  void mutantsOfAShadowingSeed_keepTheUsersSymbols() {
    Seed s = Seed.parse(SEED, "fstar.smt2", null);
    RandomWalk w = new RandomWalk(s, RuleCatalogue.standard(), 200, 10, new Rng(5));
    int n = 0;
    while (w.hasNext()) {
      Script m = w.next().script();
      SortChecker.check(m);
      String printed = Printer.print(m);
      assertThat(Parser.readScript(printed, "mutant").script()).isEqualTo(m);
      for (var a : m.assertions()) {
        Terms.forEach(
            a,
            t -> {
              if (t instanceof Application app) {
                assertThat(app.name()).isNotIn("mod", "+");
              }
            });
      }
      n++;
    }
    assertThat(n).isGreaterThan(100);
  }
}
