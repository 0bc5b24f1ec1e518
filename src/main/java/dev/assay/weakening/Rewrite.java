package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One direction of a rule: which terms it matches ({@code heads} for a fast lookup, then {@code
 * matches}) and how it builds the replacement. {@code example} is an assertion over the example
 * vocabulary ({@link RuleExamples}) containing a term it matches; docs and tests apply the rewrite
 * to it.
 *
 * <p>{@code apply} may return null when a random choice finds nothing usable (no term of the needed
 * sort is in scope); the walk then picks again.
 */
public record Rewrite(
    List<String> heads,
    Predicate<Site> matches,
    BiFunction<Site, MutationContext, Term> apply,
    String example) {
  public Rewrite {
    heads = List.copyOf(heads);
    if (heads.isEmpty() || matches == null || apply == null || example == null) {
      throw new IllegalArgumentException(
          "a rewrite needs heads, a match, a transformation and an example");
    }
  }

  public static Rewrite of(
      String head,
      Predicate<Site> matches,
      BiFunction<Site, MutationContext, Term> apply,
      String example) {
    return new Rewrite(List.of(head), matches, apply, example);
  }

  /**
   * {@code (rel a b)} with both operands of {@code operands} (String or Int); the example relates
   * two constants of that sort from the example vocabulary.
   */
  static Rewrite ofBinary(
      String rel, Sort operands, BiFunction<Site, MutationContext, Term> apply) {
    String example = operands.equals(Sort.STRING) ? "s t" : "x y";
    return of(
        rel, s -> StringRules.binary(s, rel, operands), apply, "(" + rel + " " + example + ")");
  }

  /**
   * A rewrite of a quantifier whose body is an application ({@code matches} checks its shape): the
   * replacement is built from that body.
   */
  public static Rewrite fromBody(
      String quantifier,
      Predicate<Site> matches,
      Function<Application, Term> apply,
      String example) {
    return of(
        quantifier,
        matches,
        (s, c) -> apply.apply((Application) ((Quantified) s.term()).body()),
        example);
  }

  /**
   * {@code (from x1 ... xn)} with n ≥ 2 rewritten as {@code (to x1 ... xn)}: rules whose two sides
   * differ only in the operator (and/or, xor/or, re.inter/re.union).
   */
  public static Rewrite renaming(String from, String to, String example) {
    return of(from, s -> s.arity() >= 2, (s, c) -> Make.app(to, s.term().children()), example);
  }
}
