package dev.assay.horn;

import dev.assay.solver.Z3Parameters;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One solver-parameter mutation of Appendix A.2 (mutation 10) as a data row: a Spacer or rule
 * transformation parameter of z3's {@code fp} module, set to the opposite of its default in the
 * release under test. Parameters change how the solver works, never what the clauses mean, so the
 * status must not change (a model must still satisfy every clause).
 *
 * @param id the paper's name in capitals (XFORM.SLICE)
 * @param name the parameter without the module ({@code xform.slice}); on the command line it is
 *     {@code fp.xform.slice}
 * @param arraysOnly whether it only transforms array terms (offered only on systems with arrays)
 */
public record ParameterMutation(String id, String name, boolean arraysOnly) {

  public static final String REASON =
      "a solver parameter changes how the system is solved, not what it means";

  /** The parameter as the solver takes it: {@code fp.xform.slice}. */
  public String qualifiedName() {
    return "fp." + name;
  }

  /** The toggled value on this release, if it knows the parameter as a Boolean. */
  public Optional<String> toggled(Z3Parameters release) {
    return release.boolDefault("fp", name).map(d -> Boolean.toString(!d));
  }

  private static ParameterMutation p(String name) {
    return new ParameterMutation(name.toUpperCase(Locale.ROOT), name, false);
  }

  private static ParameterMutation array(String name) {
    return new ParameterMutation(name.toUpperCase(Locale.ROOT), name, true);
  }

  /** The 37 parameters of Appendix A.2, in the appendix's order. */
  public static final List<ParameterMutation> ALL =
      List.of(
          p("spacer.ctp"),
          p("spacer.elim_aux"),
          p("spacer.eq_prop"),
          p("spacer.ground_pobs"),
          p("spacer.keep_proxy"),
          p("spacer.mbqi"),
          p("spacer.propagate"),
          p("spacer.reach_dnf"),
          array("spacer.use_array_eq_generalizer"),
          p("spacer.use_derivations"),
          p("spacer.use_inc_clause"),
          p("spacer.use_inductive_generalizer"),
          p("xform.coi"),
          p("xform.compress_unbound"),
          p("xform.inline_eager"),
          p("xform.inline_linear"),
          p("xform.slice"),
          p("xform.tail_simplifier_pve"),
          p("spacer.p3.share_invariants"),
          p("spacer.p3.share_lemmas"),
          p("spacer.use_lim_num_gen"),
          p("spacer.reset_pob_queue"),
          p("spacer.simplify_lemmas_post"),
          p("spacer.simplify_lemmas_pre"),
          p("spacer.simplify_pob"),
          p("spacer.use_bg_invs"),
          p("spacer.use_euf_gen"),
          p("spacer.use_lemma_as_cti"),
          array("xform.array_blast_full"),
          p("xform.coalesce_rules"),
          p("xform.elim_term_ite"),
          p("xform.inline_linear_branch"),
          array("xform.instantiate_arrays"),
          array("xform.instantiate_arrays.enforce"),
          p("xform.instantiate_quantifiers"),
          array("xform.quantify_arrays"),
          array("xform.transform_arrays"));
}
