package dev.assay.mutate;

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
    List<Integer> nodes = argNodes(s);
    if (nodes == null || nodes.size() < 2) {
      return null;
    }
    Sort first = s.index().sort(nodes.get(0));
    if (!Sort.INT.equals(first) && !Sort.REAL.equals(first)) {
      return null;
    }
    List<Term> args = new ArrayList<>(nodes.size());
    for (int n : nodes) {
      if (!first.equals(s.index().sort(n))) {
        return null;
      }
      args.add(s.index().term(n));
    }
    return args;
  }

  /** The sort of the arguments (call after {@link #numericArgs} succeeded). */
  Sort argSort(Site s) {
    return s.index().sort(argNodes(s).get(0));
  }

  private List<Integer> argNodes(Site s) {
    Term t = s.term();
    if (!(t instanceof Application a)) {
      return null;
    }
    int base;
    if (this == NE && a.name().equals("not")) {
      if (!(a.arg(0) instanceof Application eq) || !eq.name().equals("=") || eq.args().size() != 2) {
        return null;
      }
      base = s.child(0);
    } else if (a.name().equals(symbol)) {
      base = s.node();
    } else {
      return null;
    }
    FormulaIndex ix = s.index();
    int n = ix.childCount(base);
    List<Integer> nodes = new ArrayList<>(n);
    for (int k = 0, c = base + 1; k < n; k++, c += ix.subtreeSize(c)) {
      nodes.add(c);
    }
    return nodes;
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
