package dev.assay.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The two "smallest standard logic" classifiers, {@link Fragment#logic()} and {@link
 * Logics#smallest}, run side by side on generated formulas (every theory alone and in pairs, three
 * seeds) and on the corpus; the kinds of disagreement are pinned, each decided by the SMT-LIB logic
 * definitions before the two are merged into one.
 */
class ClassifierDisagreementTest {
  @Test
  void disagreements_areTheDecidedKinds() throws IOException {
    Map<String, List<String>> diffs = new TreeMap<>();
    int n = 0;
    for (GenerateConfig c : configs()) {
      FormulaGenerator g = new FormulaGenerator(c);
      for (long seed = 0; seed < 3; seed++) {
        for (int i = 0; i < 30; i++) {
          Script s = g.generate(seed, i).script();
          compare(
              Parser.readScript(Printer.print(s), "g"), diffs, c.describe() + " " + seed + "/" + i);
          n++;
        }
      }
    }
    try (Stream<Path> files = Files.walk(Path.of("../shared/corpus"))) {
      for (Path p : files.filter(x -> x.toString().endsWith(".smt2")).sorted().toList()) {
        CheckedScript cs;
        try {
          cs = Parser.readScript(Files.readString(p), p.toString());
        } catch (dev.assay.core.InputError e) {
          continue; // shadowing declarations, read once the reader accepts them
        }
        compare(cs, diffs, p.toString());
        n++;
      }
    }
    StringBuilder table = new StringBuilder("compared " + n + "\n");
    diffs.forEach(
        (k, v) ->
            table
                .append(k)
                .append("  x")
                .append(v.size())
                .append("  e.g. ")
                .append(v.get(0))
                .append('\n'));
    assertThat(diffs.keySet()).as(table.toString()).containsExactlyElementsOf(DECIDED);
  }

  /**
   * The kinds of disagreement, each decided by the logic definitions of SMT-LIB 2.6 (see
   * docs/generate.md, "Logic"): quantified scripts, which Logics reads as quantifier-free (Fragment
   * right); FloatingPoint, which Fragment reads as uninterpreted sorts and bit-vectors (Logics
   * right); div, mod, abs and division by a constant, outside the standard's linear logics but
   * accepted in them by z3, cvc5 and CVC4 (Logics answers the standard, Fragment the solvers);
   * array sorts other than a logic's own, the same; constant arrays, in no standard logic and
   * rejected by z3 4.8.12 under QF_ALIA and QF_ABV (Logics right); free sorts with arrays, which
   * QF_AX allows (Logics right); datatype fields of sort Int, Real or String, which need that
   * theory (Logics right); numerals alone, {@code (- 2)} in a formula without Int symbols (QF_UF
   * has no Ints: Fragment right) and numerals compared in a Real formula (Reals numerals are Real:
   * Fragment right); quantifier-free scripts no quantifier-free logic covers, which a quantified
   * logic covers (Fragment right: ALL is no standard logic).
   */
  private static final List<String> DECIDED =
      List.of(
          "Fragment ALIA / Logics ALL",
          "Fragment ALIA / Logics QF_ALIA",
          "Fragment ALL / Logics QF_BVFPLRA",
          "Fragment AUFDTLIA / Logics ALL",
          "Fragment AUFLIA / Logics ALL",
          "Fragment AUFLIA / Logics QF_AUFLIA",
          "Fragment AUFLIRA / Logics ALL",
          "Fragment AUFNIRA / Logics ALL",
          "Fragment LIA / Logics QF_LIA",
          "Fragment LIA / Logics QF_NIA",
          "Fragment LRA / Logics QF_LRA",
          "Fragment LRA / Logics QF_NIRA",
          "Fragment NRA / Logics QF_NRA",
          "Fragment QF_ABV / Logics ALL",
          "Fragment QF_ALIA / Logics ALL",
          "Fragment QF_ANIA / Logics ALL",
          "Fragment QF_AUFBV / Logics ALL",
          "Fragment QF_AUFBV / Logics QF_AX",
          "Fragment QF_AX / Logics ALL",
          "Fragment QF_BV / Logics QF_BVFP",
          "Fragment QF_DT / Logics ALL",
          "Fragment QF_DT / Logics QF_UFDTLIA",
          "Fragment QF_DT / Logics QF_UFDTLIRA",
          "Fragment QF_LIA / Logics QF_NIA",
          "Fragment QF_LIA / Logics QF_UF",
          "Fragment QF_LIRA / Logics QF_NIRA",
          "Fragment QF_LRA / Logics QF_LIRA",
          "Fragment QF_LRA / Logics QF_NRA",
          "Fragment QF_UF / Logics ALL",
          "Fragment QF_UF / Logics QF_FP",
          "Fragment QF_UFBV / Logics ALL",
          "Fragment QF_UFBV / Logics QF_BVFP",
          "Fragment QF_UFBV / Logics QF_BVFPLRA",
          "Fragment QF_UFDTLIA / Logics QF_UFDTNIA",
          "Fragment QF_UFDTLIRA / Logics ALL",
          "Fragment QF_UFLIA / Logics ALL",
          "Fragment QF_UFLIA / Logics QF_UFNIA",
          "Fragment QF_UFLRA / Logics QF_FPLRA",
          "Fragment QF_UFLRA / Logics QF_UFNRA",
          "Fragment QF_UFNIA / Logics ALL",
          "Fragment UF / Logics QF_UF",
          "Fragment UFDTNIRA / Logics ALL",
          "Fragment UFLIA / Logics QF_UFLIA",
          "Fragment UFLIA / Logics QF_UFNIA",
          "Fragment UFLRA / Logics QF_UFLRA",
          "Fragment UFLRA / Logics QF_UFNRA",
          "Fragment UFNIA / Logics QF_UFNIA");

  private static List<GenerateConfig> configs() {
    List<GenerateConfig> configs = new ArrayList<>();
    GenerateConfig d = GenerateConfig.defaults();
    configs.add(d);
    configs.add(d.withWeights(GenerateConfig.parseWeights("all")));
    for (Theory t : Theory.values()) {
      Map<Theory, Integer> w = new EnumMap<>(Theory.class);
      w.put(t, 1);
      configs.add(d.withWeights(w));
      for (Theory u : Theory.values()) {
        if (u.ordinal() > t.ordinal()) {
          Map<Theory, Integer> w2 = new EnumMap<>(Theory.class);
          w2.put(t, 1);
          w2.put(u, 1);
          configs.add(d.withWeights(w2).withAssertions(1, 4).withDepth(2));
        }
      }
    }
    return configs;
  }

  private static void compare(CheckedScript cs, Map<String, List<String>> diffs, String where) {
    String f = Fragment.of(cs).logic();
    String l = Logics.smallest(cs.script());
    if (!f.equals(l)) {
      diffs.computeIfAbsent("Fragment " + f + " / Logics " + l, k -> new ArrayList<>()).add(where);
    }
  }
}
