package dev.assay.arch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No verdict or finding kind is compared as a string: verdict kinds are {@link Verdict.Kind}, and
 * their labels are for JSON, tables and the store only. Checked on the sources, as {@link
 * LayeringTest} checks imports: a label in a comparison ({@code equals}, a {@code switch} case, a
 * set of labels) or a label taken from a kind only to be compared.
 */
class VerdictStringsTest {
  private static final Path MAIN = Path.of("src/main/java/dev/assay");

  /** Every verdict label, as a string literal. */
  private static final String LABEL =
      Stream.of(Verdict.Kind.values())
          .map(k -> Pattern.quote("\"" + k.label() + "\""))
          .collect(Collectors.joining("|", "(?:", ")"));

  private static final List<Pattern> COMPARISONS =
      List.of(
          // x.equals("wrong-status"), "wrong-status".equals(x)
          Pattern.compile("\\.equals\\(\\s*" + LABEL + "\\s*\\)"),
          Pattern.compile(LABEL + "\\s*\\.equals\\("),
          // Set.of("ok", "unchecked", ...), List.of(...): a set of two or more labels
          Pattern.compile("(?:Set|List)\\.of\\([^)]*" + LABEL + "[^)]*" + LABEL + "[^)]*\\)"),
          // case "crash" -> / case "crash":
          Pattern.compile("case\\s+" + LABEL),
          // a kind's label taken to compare it: x.equals(Verdict.Kind.OK.label())
          Pattern.compile("equals\\(\\s*(?:Verdict\\.)?Kind\\.[A-Z_]+\\.label\\(\\)\\s*\\)"),
          Pattern.compile("(?:verdict|kind)\\(\\)\\.label\\(\\)\\s*\\.equals\\("));

  /** Where a label is the text of something else that shares the word (a solver's own answer). */
  private static final List<String> NOT_VERDICTS =
      List.of(
          // solver answers and SMT-LIB words: "unknown", "error" are answers before they are
          // verdicts
          "solver/AnswerReader.java",
          "solver/Answer.java",
          "solver/z3/BundledZ3Worker.java",
          "semantics/ModelReader.java",
          "core/ExpectedStatus.java",
          "core/Verdict.java",
          "triggers/ModelReply.java",
          "triggers/TriggerSearch.java",
          "triggers/ModelQueries.java",
          "triggers/Validator.java",
          "horn/SolverSimplifier.java");

  @Test
  void noVerdictIsComparedAsAString() throws IOException {
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(MAIN)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        String rel = MAIN.relativize(f).toString();
        if (NOT_VERDICTS.contains(rel)) {
          continue;
        }
        List<String> lines = Files.readAllLines(f);
        for (int i = 0; i < lines.size(); i++) {
          for (Pattern p : COMPARISONS) {
            Matcher m = p.matcher(lines.get(i));
            if (m.find()) {
              found.add(rel + ":" + (i + 1) + ": " + lines.get(i).strip());
            }
          }
        }
      }
    }
    assertThat(found).isEmpty();
  }

  @Test
  void theCheck_findsAComparisonWhenThereIsOne() {
    String line =
        "    return kind.equals(\"wrong-status\") || Set.of(\"ok\", \"crash\").contains(k);";
    assertThat(COMPARISONS.stream().filter(p -> p.matcher(line).find()).count()).isEqualTo(2);
  }
}
