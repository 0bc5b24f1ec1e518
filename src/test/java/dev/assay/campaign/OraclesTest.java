package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.oracle.ResidueSolver;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The model checker of a campaign's runs: a residue is decided once per text, in the checker's
 * measured mode, and a violation a shared process reports counts only as a fresh process gives it.
 */
class OraclesTest {
  @TempDir Path dir;

  /**
   * A checker named z3 (so measured to run in session mode) that answers sat in its session and
   * unsat on a file, counting each answer.
   */
  private SolverSpec checker(Path calls) throws Exception {
    Path z3 = dir.resolve("z3");
    Files.writeString(
        z3,
        "#!/bin/sh\n"
            + "calls='"
            + calls
            + "'\n"
            + "case \" $* \" in\n"
            + "  *' -in '*)\n"
            + "    while IFS= read -r line; do\n"
            + "      case \"$line\" in\n"
            + "        *'(check-sat)'*) echo session >> \"$calls\"; echo sat ;;\n"
            + "        *'(echo \"'*) m=${line#*\\\"}; m=${m%%\\\"*}; echo \"$m\" ;;\n"
            + "      esac\n"
            + "    done ;;\n"
            + "  *) echo fresh >> \"$calls\"; echo unsat ;;\n"
            + "esac\n");
    assertThat(z3.toFile().setExecutable(true)).isTrue();
    return SolverSpecs.parse(z3.toString());
  }

  @Test
  void sessionViolation_isDecidedAgainFresh() throws Exception {
    Path calls = dir.resolve("calls");
    try (Oracles o = new Oracles(List.of(), RunLimits.DEFAULT)) {
      ResidueSolver r = o.lazy(checker(calls));

      List<ResidueSolver.Decision> d =
          r.decide("(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n");

      assertThat(d)
          .extracting(ResidueSolver.Decision::kind)
          .containsExactly(ResidueSolver.Kind.UNSAT);
      assertThat(Files.readAllLines(calls)).containsExactly("session", "fresh");
    }
  }

  @Test
  void sameResidueTwice_isDecidedOnce() throws Exception {
    Path calls = dir.resolve("calls");
    String residue = "(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n";
    try (Oracles o = new Oracles(List.of(), RunLimits.DEFAULT)) {
      ResidueSolver r = o.lazy(checker(calls));

      List<ResidueSolver.Decision> first = r.decide(residue);
      o.close(); // the item ends: the checker is handed back, what it decided is kept
      List<ResidueSolver.Decision> second = r.decide(residue);

      assertThat(second).isEqualTo(first);
      assertThat(Files.readAllLines(calls)).containsExactly("session", "fresh");
    }
  }
}
