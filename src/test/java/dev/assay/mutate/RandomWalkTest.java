package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.weakening.RuleCatalogue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RandomWalkTest {
  private static final String SEED =
      String.join(
          "\n",
          "(set-logic QF_SLIA)",
          "(set-info :status sat)",
          "(declare-const x Int)",
          "(declare-const s String)",
          "(assert (and (< x 3) (str.prefixof \"a\" s) (>= (str.len s) x)))",
          "(assert (or (= x 1) (str.in_re s (re.+ (str.to_re \"a\")))))",
          "(check-sat)");

  private static List<String> texts(long seed, int iterations, int walkLength) {
    Seed s = Seed.parse(SEED, "seed.smt2", null);
    RandomWalk w =
        new RandomWalk(s, RuleCatalogue.standard(), iterations, walkLength, new Rng(seed));
    List<String> out = new ArrayList<>();
    while (w.hasNext()) {
      out.add(MutantText.render(w.next()));
    }
    return out;
  }

  @Test
  void walk_sameSeed_sameMutantsByteForByte() {
    assertThat(texts(42, 60, 10)).isEqualTo(texts(42, 60, 10));
    assertThat(texts(42, 60, 10)).isNotEqualTo(texts(43, 60, 10));
  }

  @Test
  void walk_restartsFromSeedEveryWalkLength() {
    Seed s = Seed.parse(SEED, "seed.smt2", null);
    RandomWalk w = new RandomWalk(s, RuleCatalogue.standard(), 25, 5, new Rng(1));
    int n = 0;
    while (w.hasNext()) {
      Mutant m = w.next();
      assertThat(m.iteration()).isEqualTo(n);
      assertThat(m.step()).isEqualTo(n % 5 + 1);
      assertThat(m.chain()).hasSize(n % 5 + 1);
      assertThat(m.expected()).isEqualTo(ExpectedStatus.SAT);
      assertThat(m.applicableRules()).isGreaterThan(0);
      n++;
    }
    assertThat(n).isEqualTo(25);
  }

  @Test
  void mutantText_statesStatusAndChain() {
    String t = texts(5, 1, 1).get(0);
    assertThat(t).contains("(set-info :status sat)");
    assertThat(t).containsPattern("; rule chain: [A-Z]");
    assertThat(t).contains("; mutant of seed.smt2");
  }

  @Test
  void walk_quantifierIntroduced_widensQuantifierFreeLogic() {
    boolean sawWidened = false;
    for (long seed = 0; seed < 40 && !sawWidened; seed++) {
      for (String t : texts(seed, 30, 30)) {
        boolean quantified = t.contains("(exists") || t.contains("(forall");
        if (quantified) {
          assertThat(t).doesNotContain("(set-logic QF_SLIA)");
          sawWidened = true;
        }
      }
    }
    assertThat(sawWidened).isTrue();
  }
}
