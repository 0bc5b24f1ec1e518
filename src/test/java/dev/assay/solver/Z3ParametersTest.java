package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class Z3ParametersTest {
  @Test
  void readListing_readsZ3sLayout() {
    Z3Parameters p =
        Z3Parameters.readListing(
            "9.9",
            "[module] fp, description: fixedpoint parameters\n"
                + "    xform.slice (bool) simplify clause set using slicing (default: true)\n"
                + "    spacer.order_children (unsigned int) order (default: 0)\n"
                + "[module] rewriter\n"
                + "    flat (bool) create nary applications (default: true)\n"
                + "    som (bool) sum of monomials (default: false)\n");
    assertThat(p.boolDefault("fp", "xform.slice")).contains(true);
    assertThat(p.boolDefault("fp", "spacer.order_children")).isEmpty();
    assertThat(p.knowsFp("xform.coi")).isFalse();
    assertThat(p.rewriterDefaultsOn()).containsExactly("flat");
    assertThat(p.get("fp", "xform.slice").orElseThrow().qualifiedName())
        .isEqualTo("fp.xform.slice");
  }

  @Test
  void shippedTables_knowTheReleasesDefaults() {
    Z3Parameters old = Z3Parameters.forVersion("4.8.12").orElseThrow();
    Z3Parameters now = Z3Parameters.forVersion("4.14.1").orElseThrow();
    assertThat(old.boolDefault("fp", "xform.inline_eager")).contains(true);
    assertThat(old.boolDefault("fp", "spacer.p3.share_lemmas")).contains(false);
    // a rewrite only the newer release knows
    assertThat(old.get("rewriter", "expand_select_ite")).isEmpty();
    assertThat(now.get("rewriter", "expand_select_ite")).isPresent();
    assertThat(Z3Parameters.forVersion("1.0")).isEmpty();
  }

  @Test
  void theBundledWorkerListsExactlyTheShippedTable() throws Exception {
    SolverSpec bundled = SolverSpecs.bundledZ3();
    assertThat(Z3Parameters.probe(bundled).toTable())
        .isEqualTo(Z3Parameters.forVersion("4.14.1").orElseThrow().toTable());
  }

  @Test
  @Tag("external")
  void debiansZ3ListsExactlyTheShippedTable() throws Exception {
    assumeTrue(Executables.onPath("z3") != null, "z3 not installed");
    SolverSpec z3 = VersionDetector.withDetectedVersion(SolverSpecs.parse("z3"));
    assumeTrue(z3.version().equals("4.8.12"), "another z3 release: " + z3.version());
    assertThat(Z3Parameters.probe(z3).toTable())
        .isEqualTo(Z3Parameters.forVersion("4.8.12").orElseThrow().toTable());
  }
}
