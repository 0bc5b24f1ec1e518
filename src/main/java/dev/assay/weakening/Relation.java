package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * The six numeric relations ⊙ of rules 23–31. Each reads its arguments off a site (≠ is written
 * {@code (distinct a b)} or {@code (not (= a b))}) and builds itself over new arguments.
 */
enum Relation {
  EQ("=", "="),
  LT("<", "<"),
  GT(">", ">"),
  LE("<=", "<="),
  GE(">=", ">="),
  NE("distinct", "≠");

  private final String symbol;
  private final String display;

  Relation(String symbol, String display) {
    this.symbol = symbol;
    this.display = display;
  }

  String symbol() {
    return symbol;
  }

  /** The relation as the rule ids print it: {@code <=}, {@code distinct} as {@code !=}. */
  String tag() {
    return this == NE ? "!=" : symbol;
  }

  String display() {
    return display;
  }

  /** The head keys a site of this relation is filed under. */
  List<String> heads() {
    return this == NE ? List.of("distinct", "not") : List.of(symbol);
  }

  /** True if {@code d ⊙ 0}: the relation as a set of differences (for the sign table). */
  boolean holds(int signOfDifference) {
    return switch (this) {
      case EQ -> signOfDifference == 0;
      case LT -> signOfDifference < 0;
      case GT -> signOfDifference > 0;
      case LE -> signOfDifference <= 0;
      case GE -> signOfDifference >= 0;
      case NE -> signOfDifference != 0;
    };
  }

  /**
   * The arguments if the site is this relation over numeric arguments of one sort (Int or Real)
   * with at least two arguments, else null.
   */
  List<Term> numericArgs(Site s) {
    int base = base(s);
    if (base < 0 || !numeric(s.index(), base, 0)) {
      return null;
    }
    FormulaIndex ix = s.index();
    int n = ix.childCount(base);
    List<Term> args = new ArrayList<>(n);
    for (int k = 0, c = base + 1; k < n; k++, c += ix.subtreeSize(c)) {
      args.add(ix.term(c));
    }
    return args;
  }

  /**
   * True if the site is this relation over at least two (or exactly {@code arity}, if positive)
   * numeric arguments of one sort; allocates nothing, as it runs for every candidate position.
   */
  boolean matchesNumeric(Site s, int arity) {
    int base = base(s);
    return base >= 0 && numeric(s.index(), base, arity);
  }

  private static boolean numeric(FormulaIndex ix, int base, int arity) {
    int n = ix.childCount(base);
    if (n < 2 || (arity > 0 && n != arity)) {
      return false;
    }
    int first = base + 1;
    if (!ix.isNumericNode(first)) {
      return false;
    }
    Sort sort = ix.sort(first);
    for (int k = 0, c = first; k < n; k++, c += ix.subtreeSize(c)) {
      if (ix.sort(c) != sort) {
        return false;
      }
    }
    return true;
  }

  /** The sort of the arguments (call after a match succeeded). */
  Sort argSort(Site s) {
    return s.index().sort(base(s) + 1);
  }

  /** The node whose children are the relation's arguments, or -1 if the site is not it. */
  private int base(Site s) {
    Term t = s.term();
    if (!(t instanceof Application a)) {
      return -1;
    }
    if (this == NE && a.name().equals("not")) {
      if (!(a.arg(0) instanceof Application eq)
          || !eq.name().equals("=")
          || eq.args().size() != 2) {
        return -1;
      }
      return s.child(0);
    }
    return a.name().equals(symbol) ? s.node() : -1;
  }

  /** The relation over {@code args}: ≠ of two arguments as {@code (not (= a b))} (Fig. 1). */
  Term build(List<Term> args) {
    if (this == NE && args.size() == 2) {
      return Make.not(Make.app("=", args));
    }
    return Make.app(symbol, args);
  }

  Term build(Term a, Term b) {
    return build(List.of(a, b));
  }
}
