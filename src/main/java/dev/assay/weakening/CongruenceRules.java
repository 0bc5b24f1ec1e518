package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Rule (11), {@code x1 = … = xn ⇒ f(x1) = … = f(xn)}, instantiated for each sort-correct unary
 * function of the theories (the thesis's {@code EQUAL[STRTOINT]} is one) and for the script's own
 * unary functions. Forward wraps every argument of an equation in {@code f}; backward strips a
 * common {@code f} (the strengthening the thesis implemented).
 */
final class CongruenceRules {
  private CongruenceRules() {}

  /** One theory function: the id suffix, its symbol and the argument sorts it accepts. */
  private record Fn(String tag, String symbol, List<Sort> domain, String example) {}

  private static final List<Fn> FUNCTIONS =
      List.of(
          new Fn("STRTOINT", "str.to_int", List.of(Sort.STRING), "(= s t)"),
          new Fn("STRLEN", "str.len", List.of(Sort.STRING), "(= s t)"),
          new Fn("STRTOCODE", "str.to_code", List.of(Sort.STRING), "(= s t)"),
          new Fn("STRFROMINT", "str.from_int", List.of(Sort.INT), "(= x y)"),
          new Fn("STRFROMCODE", "str.from_code", List.of(Sort.INT), "(= x y)"),
          new Fn("ABS", "abs", List.of(Sort.INT), "(= x y)"),
          new Fn("NEG", "-", List.of(Sort.INT, Sort.REAL), "(= u v)"),
          new Fn("TOREAL", "to_real", List.of(Sort.INT), "(= x y)"),
          new Fn("TOINT", "to_int", List.of(Sort.REAL), "(= u v)"));

  static List<Rule> rules() {
    List<Rule> r = new ArrayList<>();
    for (Fn f : FUNCTIONS) {
      r.add(theoryRule(f));
    }
    r.add(userFunctionRule());
    r.add(concatRule());
    return r;
  }

  /** Rule (11) for the function named by {@code tag}. */
  private static Rule.Builder congruence(String tag, String summary) {
    return Rule.implication("EQUAL[" + tag + "]", "(11)", summary);
  }

  private static Rule theoryRule(Fn f) {
    return congruence(f.tag(), "x1 = … = xn ⇒ " + f.symbol() + "(x1) = … = " + f.symbol() + "(xn)")
        .forward(
            Rewrite.of(
                "=",
                s -> s.arity() >= 2 && domainSort(s, f.domain()) != null,
                (s, c) -> wrapEach(s, f.symbol()),
                f.example()))
        .backward(
            Rewrite.of(
                "=",
                s -> strippable(s, f.symbol(), f.domain()),
                (s, c) -> strip(s),
                wrapExample(f.example(), f.symbol())))
        .build();
  }

  private static Rule userFunctionRule() {
    return congruence("UF", "x1 = … = xn ⇒ f(x1) = … = f(xn) for a declared unary function f")
        .forward(
            Rewrite.of(
                "=",
                s -> s.arity() >= 2 && !userFunctions(s).isEmpty(),
                (s, c) -> wrapEach(s, c.rng().pick(userFunctions(s)).name()),
                "(= x y)"))
        .backward(
            Rewrite.of("=", CongruenceRules::strippableUser, (s, c) -> strip(s), "(= (f x) (f y))"))
        .build();
  }

  /** Rule (11) with f = (· ++ s3): appending the same string keeps strings equal. */
  private static Rule concatRule() {
    return congruence("STRCONCAT", "s1 = s2 ⇒ s1 ++ s3 = s2 ++ s3 (s3 random)")
        .forward(
            Rewrite.of(
                "=",
                s -> s.arity() == 2 && s.childrenHaveSort(Sort.STRING),
                (s, c) -> {
                  Term s3 = c.randomTerm(s, Sort.STRING);
                  return Make.bothSides("=", s, t -> Pieces.glue(s3, t, false));
                },
                "(= s t)"))
        .backward(
            Rewrite.of(
                "=",
                s -> s.arity() == 2 && Pieces.common(s, false),
                (s, c) -> Make.bothSides("=", s, t -> Pieces.unglue(t, false)),
                "(= (str.++ s \"a\") (str.++ t \"a\"))"))
        .build();
  }

  /** The common sort of the site's children if it is in {@code domain}, else null. */
  private static Sort domainSort(Site s, List<Sort> domain) {
    Sort first = s.childSort(0);
    if (!domain.contains(first) || !s.childrenHaveSort(first)) {
      return null;
    }
    return first;
  }

  /** Every argument is {@code (f a)} with all the {@code a} of one sort in the domain. */
  private static boolean strippable(Site s, String symbol, List<Sort> domain) {
    int n = s.arity();
    if (n < 2) {
      return false;
    }
    Sort common = null;
    for (int k = 0; k < n; k++) {
      if (!(s.childTerm(k) instanceof Application a)
          || !a.name().equals(symbol)
          || a.args().size() != 1
          || a.function().id().isIndexed()) {
        return false;
      }
      Sort inner = s.index().sort(s.grandChild(k, 0));
      if (!domain.contains(inner) || (common != null && !common.equals(inner))) {
        return false;
      }
      common = inner;
    }
    return true;
  }

  private static boolean strippableUser(Site s) {
    int n = s.arity();
    if (n < 2 || !(s.childTerm(0) instanceof Application first)) {
      return false;
    }
    Signature.FunctionSymbol f = s.index().signature().function(first.name());
    if (f == null || f.argSorts().size() != 1) {
      return false;
    }
    return strippable(s, f.name(), f.argSorts());
  }

  /** Rule (11) forward: {@code (= (f x1) … (f xn))} for the site's {@code (= x1 … xn)}. */
  private static Term wrapEach(Site s, String f) {
    List<Term> args = new ArrayList<>();
    for (Term a : s.term().children()) {
      args.add(Make.app(f, a));
    }
    return Make.app("=", args);
  }

  private static Term strip(Site s) {
    List<Term> inner = new ArrayList<>();
    for (Term a : s.term().children()) {
      inner.add(((Application) a).arg(0));
    }
    return Make.app("=", inner);
  }

  private static List<Signature.FunctionSymbol> userFunctions(Site s) {
    Sort first = s.childSort(0);
    return s.childrenHaveSort(first) ? s.index().unaryFunctions(first) : List.of();
  }

  private static String wrapExample(String example, String symbol) {
    // "(= a b)" -> "(= (f a) (f b))"
    String inner = example.substring(3, example.length() - 1);
    String[] parts = inner.split(" ");
    return "(= (" + symbol + " " + parts[0] + ") (" + symbol + " " + parts[1] + "))";
  }
}
