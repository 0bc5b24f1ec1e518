package dev.assay.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.LogicDialect;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.StandardLogic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The two questions of the one logic classifier on generated formulas (every theory alone and in
 * pairs, three seeds) and on the corpus files: the standard's logic allows the script to the
 * letter; the logic z3, cvc5 and CVC4 accept is never larger, and differs only where the script has
 * a detail the standard excludes and they accept.
 */
@Tag("slow")
class LogicQuestionsOnGeneratedTest {
  private static final Set<Fragment.Detail> LENIENCIES =
      EnumSet.of(
          Fragment.Detail.STANDARD_NONLINEAR,
          Fragment.Detail.ARRAYS_BEYOND_INT_INT,
          Fragment.Detail.ARRAYS_BEYOND_INT_REAL,
          Fragment.Detail.ARRAYS_BEYOND_BIT_VECTORS,
          Fragment.Detail.CONSTANT_ARRAYS);

  @Test
  void standardAndLenientAnswers_agreeBut_forTheDocumentedLeniencies() throws IOException {
    int n = 0;
    int differ = 0;
    for (GenerateConfig c : configs()) {
      FormulaGenerator g = new FormulaGenerator(c);
      for (long seed = 0; seed < 3; seed++) {
        for (int i = 0; i < 20; i++) {
          GeneratedFormula f = g.generate(seed, i);
          differ += check(Parser.readScript(f.text(), f.name()), f.name()) ? 0 : 1;
          n++;
        }
      }
    }
    for (String corpus :
        List.of("../shared/corpus/smt", "../shared/corpus/chc", "../shared/corpus/triggers")) {
      try (Stream<Path> files = Files.walk(Path.of(corpus))) {
        for (Path p : files.filter(x -> x.toString().endsWith(".smt2")).sorted().toList()) {
          CheckedScript cs = Parser.readScript(Files.readAllBytes(p), p.toString());
          differ += check(cs, p.toString()) ? 0 : 1;
          n++;
        }
      }
    }
    assertThat(n).isGreaterThan(2_500);
    assertThat(differ).as("scripts where the two answers differ").isPositive();
  }

  /** Checks one script; true when both answers are the same. */
  private static boolean check(CheckedScript cs, String where) {
    Fragment f = Fragment.of(cs);
    String standard = f.standardLogic();
    String lenient = f.logicFor(LogicDialect.LENIENT);
    if (!standard.equals("ALL")) {
      assertThat(StandardLogic.of(standard).allows(f, LogicDialect.STANDARD)).as(where).isTrue();
    }
    if (standard.equals(lenient)) {
      return true;
    }
    assertThat(rank(lenient))
        .as(where + ": " + lenient + " vs " + standard)
        .isLessThan(rank(standard));
    assertThat(f.details()).as(where).containsAnyElementsOf(LENIENCIES);
    return false;
  }

  private static int rank(String logic) {
    int i = StandardLogic.NAMES.indexOf(logic);
    return i < 0 ? Integer.MAX_VALUE : i;
  }

  private static List<GenerateConfig> configs() {
    List<GenerateConfig> configs = new ArrayList<>();
    GenerateConfig d = GenerateConfig.defaults();
    configs.add(d);
    configs.add(d.withWeights(GenerateConfig.parseWeights("all")));
    for (Theory t : Theory.values()) {
      for (Theory u : Theory.values()) {
        if (u.ordinal() >= t.ordinal()) {
          Map<Theory, Integer> w = new EnumMap<>(Theory.class);
          w.put(t, 1);
          w.put(u, 1);
          configs.add(d.withWeights(w).withAssertions(1, 4).withDepth(2));
        }
      }
    }
    return configs;
  }
}
