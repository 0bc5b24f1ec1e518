package dev.assay.weakening;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.SortChecker;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RuleCatalogueTest {
  private static final Path DOC = Path.of("docs/mutate-rules.md");

  @Test
  void catalogue_hasAlmostOneHundredRulesWithUniqueIds() {
    List<Rule> rules = RuleCatalogue.standard().rules();
    assertThat(rules.size()).isGreaterThanOrEqualTo(95);
    Set<String> ids = new HashSet<>();
    for (Rule r : rules) {
      assertThat(ids.add(r.id())).as(r.id()).isTrue();
      assertThat(r.summary()).isNotBlank();
      assertThat(r.reference()).matches("\\(\\d+\\)|Def\\. [34]");
    }
  }

  @Test
  void catalogue_coversEveryNumberedRuleOfSection41() {
    Set<String> refs = new HashSet<>();
    for (Rule r : RuleCatalogue.standard().rules()) {
      refs.add(r.reference());
    }
    for (int n = 8; n <= 54; n++) {
      assertThat(refs).as("rule (" + n + ")").contains("(" + n + ")");
    }
    assertThat(refs).contains("Def. 3", "Def. 4");
  }

  @Test
  void everyRewrite_appliesToItsExample_andResultSortChecks() {
    for (Rule r : RuleCatalogue.standard().rules()) {
      for (Rewrite w : new Rewrite[] {r.forward(), r.backward()}) {
        if (w == null) {
          continue;
        }
        RuleExamples.Application a = RuleExamples.apply(r, w, w.example(), 1);
        assertThat(a).as(r.id() + " " + r.arrow(w) + " on " + w.example()).isNotNull();
        assertThat(a.afterText()).as(r.id()).isNotEqualTo(a.beforeText());
        CheckedScript cs = RuleExamples.script(a.afterText());
        SortChecker.check(cs.script());
      }
    }
  }

  @Test
  void skewTable_rowsHoldOverSampledReals() {
    double[] samples = {-3, -1, -0.5, 0, 0.5, 1, 3};
    for (ArithmeticRules.Skew k : ArithmeticRules.SKEWED) {
      for (double c : samples) {
        if (!k.sign().test(java.math.BigDecimal.valueOf(c))) {
          continue;
        }
        for (double d : samples) {
          boolean from = k.from().holds(Double.compare(d, 0));
          boolean to = k.to().holds(Double.compare(d - c, 0));
          assertThat(!from || to).as(k + " d=" + d + " c=" + c).isTrue();
        }
      }
    }
  }

  @Test
  void docs_documentEveryRegisteredRule() throws IOException {
    String doc = Files.readString(DOC);
    for (Rule r : RuleCatalogue.standard().rules()) {
      assertThat(doc).as("docs/mutate-rules.md documents " + r.id()).contains("`" + r.id() + "`");
    }
  }

  @Test
  void docs_ruleTableIsTheGeneratedOne() throws IOException {
    String doc = Files.readString(DOC);
    int begin = doc.indexOf("<!-- rules:begin -->\n") + "<!-- rules:begin -->\n".length();
    int end = doc.indexOf("<!-- rules:end -->");
    assertThat(doc.substring(begin, end))
        .as("regenerate with assay fuzz --rules-markdown")
        .isEqualTo(RuleDocs.markdownTable(RuleCatalogue.standard()));
  }
}
