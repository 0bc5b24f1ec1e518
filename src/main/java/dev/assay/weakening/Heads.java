package dev.assay.weakening;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Let;
import dev.assay.smtlib.Match;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Term;

/**
 * The key a term is filed under when looking up the rewrites that may match it: its function
 * symbol, {@code forall}/{@code exists}, ... Rewrites that match any term of a sort use {@link
 * #ANY_BOOL} or {@link #ANY_REGLAN}.
 */
public final class Heads {
  public static final String ANY_BOOL = "*Bool";
  public static final String ANY_REGLAN = "*RegLan";
  public static final String CONSTANT = "#constant";

  private Heads() {}

  public static String of(Term t) {
    if (t instanceof Application a) {
      return a.name();
    }
    if (t instanceof QualIdentifier q) {
      return q.symbol();
    }
    if (t instanceof Quantified q) {
      return q.quantifier().keyword();
    }
    if (t instanceof Let) {
      return "let";
    }
    if (t instanceof Match) {
      return "match";
    }
    if (t instanceof Annotated) {
      return "!";
    }
    return CONSTANT;
  }
}
