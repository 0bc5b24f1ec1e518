package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Model queries of one shape: equal keys exactly where the texts differ by a renaming of what they
 * declare, and an answer carried over from one to the other that is an answer to the other.
 */
class QueryShapeTest {
  /** A formula G of a VCC-style field axiom: {@code field} and the variable {@code p} as named. */
  private static String fieldQuery(String field, String p, int offset) {
    return "(declare-fun is_valid (Int) Bool)\n"
        + "(declare-fun "
        + field
        + " (Int) Int)\n"
        + "(declare-fun "
        + p
        + " () Int)\n"
        + "(assert (! (and (is_valid "
        + p
        + ") (not (= ("
        + field
        + " "
        + p
        + ") (+ "
        + p
        + " "
        + offset
        + ")))) :named assay!p0))\n"
        + "(assert (not (= "
        + p
        + " 0)))\n"
        + "(check-sat)\n(get-value ("
        + p
        + "))\n";
  }

  @Test
  void queriesThatDifferOnlyInDeclaredNames_haveOneKey_otherwiseTwo() {
    QueryShape a = QueryShape.of(fieldQuery("field_v1", "p@1", 21));
    QueryShape b = QueryShape.of(fieldQuery("field_v7", "p@13", 21));
    assertThat(b.key()).isEqualTo(a.key());
    assertThat(a.key()).doesNotContain("field_v1").doesNotContain("p@1 ");
    // another constant is another formula
    assertThat(QueryShape.of(fieldQuery("field_v7", "p@13", 22)).key()).isNotEqualTo(a.key());
    // theory symbols, keywords and part names stay
    assertThat(a.key()).contains("(not (= ").contains(":named assay!p0").contains("(+ ");
  }

  @Test
  void anAnswer_renamedThroughTheShape_isInTheOtherQuerysNames() {
    QueryShape a = QueryShape.of(fieldQuery("field_v1", "p@1", 21));
    QueryShape b = QueryShape.of(fieldQuery("field_v7", "p@13", 21));
    String stored = a.toShape("sat\n((p@1 (- 22)))\n");
    assertThat(stored).doesNotContain("p@1");
    assertThat(b.fromShape(stored)).isEqualTo("sat\n((p@13 (- 22)))\n");
    // a solver that quotes a plain symbol names the same symbol
    assertThat(b.fromShape(a.toShape("sat\n((|p@1| 3))\n"))).isEqualTo("sat\n((p@13 3))\n");
  }

  @Test
  void shadowingDeclarations_strings_andNamesOfTheShapesOwnForm_stayAsTheyAre() {
    String mod = "(declare-fun |mod| (Int Int) Int)\n(assert (= (|mod| 1 2) (mod 1 2)))\n";
    String div = "(declare-fun |div| (Int Int) Int)\n(assert (= (|div| 1 2) (mod 1 2)))\n";
    assertThat(QueryShape.of(mod).key()).isEqualTo(mod);
    assertThat(QueryShape.of(div).key()).isNotEqualTo(QueryShape.of(mod).key());
    String string = "(declare-const x String)\n(assert (= x \"x\"))\n";
    assertThat(QueryShape.of(string).key()).contains("\"x\"").doesNotContain("const x ");
    String own = "(declare-const x Int)\n(assert (= x assay!s0))\n";
    assertThat(QueryShape.of(own).key()).isEqualTo(own);
  }

  /** The carried-over values satisfy the other query: z3 (on PATH) answers sat with them fixed. */
  @Test
  @Tag("external")
  void aModelCarriedOver_isAModelOfTheOtherQuery_onZ3() throws Exception {
    String first = fieldQuery("field_v1", "p@1", 21);
    String second = fieldQuery("field_v7", "p@13", 21);
    try (Solver z3 =
        Solvers.open(
            SolverSpecs.parse("z3"),
            Solvers.Mode.FRESH,
            RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20)))) {
      Outcome o = z3.run(Query.of("first", first), Duration.ofSeconds(20));
      String stdout = o.execution().stdout();
      assertThat(stdout).startsWith("sat");
      String carried = QueryShape.of(second).fromShape(QueryShape.of(first).toShape(stdout));
      ModelReply r = ModelReply.read(carried);
      assertThat(r.values()).containsKey("p@13");
      String fixed =
          second.replace(
              "(check-sat)",
              "(assert (= p@13 "
                  + dev.assay.smtlib.Printer.print(r.values().get("p@13"))
                  + "))\n(check-sat)");
      assertThat(z3.run(Query.of("second", fixed), Duration.ofSeconds(20)).execution().stdout())
          .startsWith("sat");
    }
  }
}
