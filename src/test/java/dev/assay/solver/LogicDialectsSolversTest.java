package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.assay.smtlib.Fragment.Detail;
import dev.assay.smtlib.LogicDialect;
import dev.assay.smtlib.StandardLogic;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The rows of {@link LogicDialects} against Debian's z3 4.8.12, cvc5 1.0.3 and CVC4 1.8 (a solver
 * not installed is skipped): every standard logic name of the list draws a warning or an error
 * exactly when the solver's dialect does not know it, and every detail the standard excludes is
 * accepted under a logic that excludes it exactly when the dialect ignores it.
 */
@Tag("external")
class LogicDialectsSolversTest {
  @TempDir Path dir;

  /** Per detail: a logic whose definition excludes it, and a script body with it. */
  private static final Map<Detail, String[]> EXAMPLES = new EnumMap<>(Detail.class);

  static {
    EXAMPLES.put(
        Detail.STANDARD_NONLINEAR,
        new String[] {"QF_LIA", "(declare-const x Int)(assert (= (div x 3) (abs x)))"});
    EXAMPLES.put(
        Detail.ARRAYS_BEYOND_INT_INT,
        new String[] {"QF_AUFLIA", "(declare-const a (Array Int Bool))(assert (select a 0))"});
    EXAMPLES.put(
        Detail.ARRAYS_BEYOND_INT_REAL,
        new String[] {"AUFLIRA", "(declare-const a (Array Int Bool))(assert (select a 0))"});
    EXAMPLES.put(
        Detail.ARRAYS_BEYOND_BIT_VECTORS,
        new String[] {
          "QF_ABV", "(declare-const a (Array Bool (_ BitVec 2)))(assert (= (select a true) #b00))"
        });
    EXAMPLES.put(
        Detail.CONSTANT_ARRAYS,
        new String[] {
          "QF_ALIA",
          "(declare-const a (Array Int Int))(assert (= a ((as const (Array Int Int)) 0)))"
        });
  }

  @Test
  void everyRow_matchesWhatTheSolverSays() throws Exception {
    int checked = 0;
    for (String binary : List.of("z3", "cvc5", "cvc4")) {
      if (Executables.onPath(binary) == null) {
        continue;
      }
      SolverSpec spec = VersionDetector.withDetectedVersion(SolverSpecs.parse(binary));
      LogicDialect d = LogicDialects.forSolver(spec);
      List<String> wrong = new ArrayList<>();
      for (String logic : StandardLogic.NAMES) {
        String out = run(binary, "(set-logic " + logic + ")(declare-const p Bool)(assert p)");
        boolean complains = out.contains("unsupported") || out.contains("(error");
        if (complains == d.knows(logic)) {
          wrong.add(logic + ": " + out.trim());
        }
        checked++;
      }
      for (Map.Entry<Detail, String[]> e : EXAMPLES.entrySet()) {
        String out = run(binary, "(set-logic " + e.getValue()[0] + ")" + e.getValue()[1]);
        boolean accepted = !out.contains("(error");
        if (accepted != d.ignores(e.getKey())) {
          wrong.add(e.getKey() + " under " + e.getValue()[0] + ": " + out.trim());
        }
        checked++;
      }
      assertThat(wrong).as(binary + " " + spec.version()).isEmpty();
    }
    assumeTrue(checked > 0, "none of z3, cvc5, cvc4 is installed");
  }

  private String run(String binary, String body) throws Exception {
    Path f = dir.resolve("q.smt2");
    Files.writeString(f, body + "(check-sat)\n", StandardCharsets.UTF_8);
    List<String> cmd = new ArrayList<>(List.of(binary));
    if (binary.equals("z3")) {
      cmd.add("-smt2");
    }
    cmd.add(f.toString());
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    return out;
  }
}
