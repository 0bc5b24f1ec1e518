package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Quantified.Quantifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Core logic rules (8)–(22) of §4.1.1, one row each; rule (11) is instantiated per function in
 * {@link CongruenceRules}.
 */
final class CoreRules {
  private CoreRules() {}

  static List<Rule> rules() {
    return List.of(
        Rule.implication("ANDTOOR", "(8)", "φ1 ∧ φ2 ⇒ φ1 ∨ φ2")
            .forward(Rewrite.renaming("and", "or", "(and p (< x y))"))
            .backward(Rewrite.renaming("or", "and", "(or p (< x y))"))
            .build(),
        Rule.implication("XORTOOR", "(9)", "φ1 ⊕ φ2 ⇒ φ1 ∨ φ2")
            .forward(Rewrite.renaming("xor", "or", "(xor p (< x y))"))
            .backward(Rewrite.renaming("or", "xor", "(or p (< x y))"))
            .build(),
        Rule.implication("FORALLTOEXISTS", "(10)", "∀x.φ ⇒ ∃x.φ (sorts are non-empty)")
            .forward(toDual("forall", "(forall ((k Int)) (=> (> k x) (> k y)))"))
            .backward(toDual("exists", "(exists ((k Int)) (and (> k x) (> k y)))"))
            .build(),
        Rule.equivalence("ORTOITE", "(12)", "φ1 ∨ φ2 ⇔ ∃b. ite(b, φ1, φ2)")
            .forward(
                onDisjunction(
                    (first, rest, c) ->
                        c.quantifyFresh(
                            Quantifier.EXISTS,
                            "b",
                            Sort.BOOL,
                            b -> Make.app("ite", b, first, rest))))
            .backward(
                Rewrite.fromBody(
                    "exists",
                    CoreRules::isExistsIte,
                    ite -> Make.app("or", ite.arg(1), ite.arg(2)),
                    "(exists ((b Bool)) (ite b p (< x y)))"))
            .build(),
        Rule.implication("ITETHEN", "(13)", "ite(b, φ1, φ2) ⇒ (b → φ1)")
            .forward(
                Rewrite.of(
                    "ite",
                    CoreRules::isBool,
                    (s, c) -> Make.app("=>", s.childTerm(0), s.childTerm(1)),
                    "(ite p (< x y) q)"))
            .backward(
                onImplication(
                    (s, c) -> {
                      Term e = c.randomTerm(s, Sort.BOOL);
                      return Make.app("ite", s.childTerm(0), s.childTerm(1), e);
                    }))
            .build(),
        Rule.implication("ITEELSE", "(14)", "ite(b, φ1, φ2) ⇒ (¬b → φ2)")
            .forward(
                Rewrite.of(
                    "ite",
                    CoreRules::isBool,
                    (s, c) -> Make.app("=>", Make.not(s.childTerm(0)), s.childTerm(2)),
                    "(ite p q (< x y))"))
            .backward(
                onNegatedImplication(
                    (s, c) -> {
                      Term b = s.grandChildTerm(0, 0);
                      Term e = c.randomTerm(s, Sort.BOOL);
                      return Make.app("ite", b, e, s.childTerm(1));
                    }))
            .build(),
        Rule.equivalence("IMPLTOITE", "(15)", "(φ1 → φ2) ⇔ ite(φ1, φ2, ⊤)")
            .forward(
                onImplication((s, c) -> Make.app("ite", s.childTerm(0), s.childTerm(1), Make.TRUE)))
            .backward(
                Rewrite.of(
                    "ite",
                    s -> isBool(s) && s.childTerm(2).equals(Make.TRUE),
                    (s, c) -> Make.app("=>", s.childTerm(0), s.childTerm(1)),
                    "(ite p (< x y) true)"))
            .build(),
        Rule.equivalence("IMPLTOITENEG", "(16)", "(φ1 → φ2) ⇔ ite(¬φ1, ⊤, φ2)")
            .forward(
                onImplication(
                    (s, c) -> Make.app("ite", Make.not(s.childTerm(0)), Make.TRUE, s.childTerm(1))))
            .backward(
                Rewrite.of(
                    "ite",
                    s ->
                        isBool(s)
                            && isApp(s.childTerm(0), "not")
                            && s.childTerm(1).equals(Make.TRUE),
                    (s, c) -> Make.app("=>", s.grandChildTerm(0, 0), s.childTerm(2)),
                    "(ite (not p) true (< x y))"))
            .build(),
        Rule.equivalence("IMPLFORALL", "(17)", "(φ1 → φ2) ⇔ ∀b. (φ1 ∧ b → φ2 ∧ b)")
            .forward(
                onImplication(
                    (s, c) ->
                        c.quantifyFresh(
                            Quantifier.FORALL,
                            "b",
                            Sort.BOOL,
                            b ->
                                Make.app(
                                    "=>",
                                    Make.app("and", s.childTerm(0), b),
                                    Make.app("and", s.childTerm(1), b)))))
            .backward(
                Rewrite.fromBody(
                    "forall",
                    CoreRules::isForallImplication,
                    impl ->
                        Make.app(
                            "=>",
                            ((Application) impl.arg(0)).arg(0),
                            ((Application) impl.arg(1)).arg(0)),
                    "(forall ((b Bool)) (=> (and p b) (and (< x y) b)))"))
            .build(),
        Rule.equivalence("ORTOIMPL", "(18)", "φ1 ∨ φ2 ⇔ (¬φ1 → φ2)")
            .forward(onDisjunction((first, rest, c) -> Make.app("=>", Make.not(first), rest)))
            .backward(
                onNegatedImplication(
                    (s, c) -> Make.app("or", s.grandChildTerm(0, 0), s.childTerm(1))))
            .build(),
        Rule.implication("INSTANTIATE", "(19)", "∀x.φ ⇒ φ[x ↦ E]")
            .forward(instantiating("forall", "(forall ((k Int)) (=> (> k x) (> k y)))"))
            .backward(generalizing(Quantifier.FORALL))
            .build(),
        Rule.implication("EXISTSINTRO", "(20)", "φ[x ↦ E] ⇒ ∃x.φ")
            .forward(generalizing(Quantifier.EXISTS))
            .backward(instantiating("exists", "(exists ((k Int)) (and (> k x) (> k y)))"))
            .build(),
        Rule.implication("ADDDISJ", "(21)", "φ1 ⇒ φ1 ∨ φ2 (φ2 random; backward: drop a disjunct)")
            .forward(withRandomOperand("or"))
            .backward(droppingOne("or", "(or p (< x y))"))
            .build(),
        Rule.implication("DROPCONJ", "(22)", "φ1 ∧ φ2 ⇒ φ1 (backward: add a random conjunct)")
            .forward(droppingOne("and", "(and p (< x y))"))
            .backward(withRandomOperand("and"))
            .build());
  }

  static boolean isBool(Site s) {
    return s.sort() == Sort.BOOL;
  }

  static boolean isApp(Term t, String name) {
    return t instanceof Application a && a.name().equals(name);
  }

  /** {@code (=> φ1 φ2)}, the left side of rules (15)–(17) and the right side of rule (13). */
  private static Rewrite onImplication(BiFunction<Site, MutationContext, Term> apply) {
    return Rewrite.of("=>", s -> s.arity() == 2, apply, "(=> p (< x y))");
  }

  /** {@code (=> (not φ1) φ2)}, the right side of rules (14) and (18). */
  private static Rewrite onNegatedImplication(BiFunction<Site, MutationContext, Term> apply) {
    return Rewrite.of(
        "=>", s -> s.arity() == 2 && isApp(s.childTerm(0), "not"), apply, "(=> (not p) (< x y))");
  }

  /** A rewrite of a disjunction {@code (or φ1 φ2 …)} read as φ1 and the disjunction of the rest. */
  private interface FirstAndRest {
    Term apply(Term first, Term rest, MutationContext c);
  }

  /** {@code (or φ1 φ2 …)}, the left side of rules (12) and (18). */
  private static Rewrite onDisjunction(FirstAndRest apply) {
    return Rewrite.of(
        "or",
        s -> s.arity() >= 2,
        (s, c) -> {
          List<Term> args = s.term().children();
          return apply.apply(args.get(0), Make.or(args.subList(1, args.size())), c);
        },
        "(or p (< x y))");
  }

  /** Rule (10): a quantifier as its dual over the same variables and body. */
  private static Rewrite toDual(String quantifier, String example) {
    return Rewrite.of(
        quantifier, s -> true, (s, c) -> swapQuantifier((Quantified) s.term()), example);
  }

  private static Term swapQuantifier(Quantified q) {
    return new Quantified(q.quantifier().dual(), q.vars(), q.body());
  }

  /** Rule (19) forward, rule (20) backward: see {@link #instantiate}. */
  private static Rewrite instantiating(String quantifier, String example) {
    return Rewrite.of(quantifier, s -> true, CoreRules::instantiate, example);
  }

  /** Rule (19) backward, rule (20) forward: see {@link #generalize}. */
  private static Rewrite generalizing(Quantifier quantifier) {
    return new Rewrite(
        List.of(Heads.ANY_BOOL),
        s -> s.index().hasAbstractableBelow(s.node()),
        (s, c) -> generalize(s, c, quantifier),
        "(< (+ x 1) y)");
  }

  /** Rule (21) forward, rule (22) backward: φ as {@code (op φ ψ)} with a random formula ψ. */
  private static Rewrite withRandomOperand(String op) {
    return new Rewrite(
        List.of(Heads.ANY_BOOL),
        s -> true,
        (s, c) -> Make.app(op, s.term(), c.randomTerm(s, Sort.BOOL)),
        "(< x y)");
  }

  /** Rule (21) backward, rule (22) forward: one operand of {@code op} dropped at random. */
  private static Rewrite droppingOne(String op, String example) {
    return Rewrite.of(op, s -> s.arity() >= 2, (s, c) -> dropOne(s, c), example);
  }

  private static Term dropOne(Site s, MutationContext c) {
    List<Term> args = s.term().children();
    return rebuildSame(s, Make.without(args, c.rng().nextInt(args.size())));
  }

  private static Term rebuildSame(Site s, List<Term> rest) {
    if (rest.size() == 1) {
      return rest.get(0);
    }
    return Make.app(((Application) s.term()).name(), rest);
  }

  /** {@code (exists ((b Bool)) (ite b φ1 φ2))} with b not in φ1, φ2. */
  private static boolean isExistsIte(Site s) {
    Term b = Subterms.soleVariable(s, Sort.BOOL);
    Application ite = Subterms.body(s, "ite");
    if (b == null || ite == null || !ite.arg(0).equals(b)) {
      return false;
    }
    int iteNode = s.child(0);
    FormulaIndex ix = s.index();
    return Subterms.freeOfBinder(s, ix.child(iteNode, 1), ix.child(iteNode, 2));
  }

  /** {@code (forall ((b Bool)) (=> (and φ1 b) (and φ2 b)))} with b not in φ1, φ2. */
  private static boolean isForallImplication(Site s) {
    Term v = Subterms.soleVariable(s, Sort.BOOL);
    Application impl = Subterms.body(s, "=>");
    if (v == null || impl == null || impl.args().size() != 2) {
      return false;
    }
    for (Term side : impl.args()) {
      if (!(side instanceof Application and)
          || !and.name().equals("and")
          || and.args().size() != 2
          || !and.arg(1).equals(v)) {
        return false;
      }
    }
    FormulaIndex ix = s.index();
    int implNode = s.child(0);
    int left = ix.child(ix.child(implNode, 0), 0);
    int right = ix.child(ix.child(implNode, 1), 0);
    return Subterms.freeOfBinder(s, left, right);
  }

  /**
   * Rule 19 forward / rule 20 backward: drop one variable of the quantifier at the site,
   * substituting a random term of its sort (§4.2).
   */
  private static Term instantiate(Site s, MutationContext c) {
    Quantified q = (Quantified) s.term();
    int k = c.rng().nextInt(q.vars().size());
    SortedVar x = q.vars().get(k);
    Term e = c.randomTerm(s, x.sort());
    if (e == null) {
      return null;
    }
    List<SortedVar> rest = new ArrayList<>(q.vars());
    rest.remove(k);
    List<String> restNames = new ArrayList<>();
    for (SortedVar v : rest) {
      restNames.add(v.name());
    }
    Term body = Subterms.instantiate(s.index(), s.child(0), s.node(), x.name(), e, restNames);
    if (body == null) {
      return null;
    }
    if (rest.isEmpty()) {
      return Subterms.withoutPatterns(body);
    }
    return new Quantified(q.quantifier(), rest, Subterms.withoutPatterns(body));
  }

  /**
   * Rule 19 backward / rule 20 forward: replace occurrences of a random closed subterm E by a fresh
   * variable x and quantify it.
   */
  private static Term generalize(Site s, MutationContext c, Quantifier quantifier) {
    List<Integer> candidates = Subterms.abstractable(s.index(), s.node());
    if (candidates.isEmpty()) {
      return null;
    }
    int chosen = candidates.get(c.rng().nextInt(candidates.size()));
    Sort sort = s.index().sort(chosen);
    return c.quantifyFresh(
        quantifier,
        "x",
        sort,
        x -> Subterms.abstractOccurrences(s.index(), s.node(), chosen, x, c.rng()));
  }
}
