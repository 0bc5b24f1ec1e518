package dev.assay.solver;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Shadowing;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Set;

/**
 * An input construct that some solver release rejects although it is well-sorted SMT-LIB, with a
 * syntactic test for it, so that a technique can avoid sending it to that solver and the oracle can
 * tell a documented limitation from an error. Walks terms with an explicit stack.
 */
public enum InputConstruct {
  /** {@code re.range} with an argument that is not a one-character string literal. */
  RE_RANGE_NOT_LITERAL("re.range with an argument that is not a one-character string literal"),
  /** {@code str.<} or {@code str.<=} with other than two arguments (chainable in SMT-LIB 2.6). */
  STR_ORDER_CHAINED("str.< or str.<= with more than two arguments (chainable in SMT-LIB 2.6)"),
  /** A {@code :pattern} or {@code :no-pattern} that does not annotate a quantifier's body. */
  PATTERN_OUTSIDE_QUANTIFIER("an instantiation pattern that does not annotate a quantifier body"),
  /**
   * What CVC4 1.8 handles only with {@code --strings-exp}: the string order (it reads {@code
   * str.replace_all} without it).
   */
  EXTENDED_STRING_FUNCTIONS("str.< or str.<="),
  /** Quantifiers over a formula with strings. */
  QUANTIFIED_STRINGS("a quantified formula with strings"),
  /** The SMT-LIB 2.5 names of string functions ({@code str.in.re}, {@code re.nostr}, ...). */
  SMTLIB25_STRING_NAMES("SMT-LIB 2.5 string names (str.in.re, str.to.re, re.nostr, ...)"),
  /** A {@code set-option} the solver does not know (answered, and ignored by the oracle). */
  UNKNOWN_OPTION("a set-option the solver does not know"),
  /**
   * A declaration named like a theory symbol ({@code (declare-fun mod (Int Int) Int)}), which z3
   * reads as shadowing it ({@link dev.assay.smtlib.Shadowing}).
   */
  SHADOWED_THEORY_SYMBOL("a declaration that shadows a theory symbol");

  private final String words;

  InputConstruct(String words) {
    this.words = words;
  }

  public String words() {
    return words;
  }

  private static final Set<String> EXTENDED = Set.of("str.<", "str.<=");

  private static final Set<String> OLD_NAMES =
      Set.of("str.in.re", "str.to.re", "str.to.int", "int.to.str", "re.nostr");

  /**
   * Whether {@code script} contains this construct; false for {@link #UNKNOWN_OPTION}, which no
   * syntactic test can decide.
   */
  public boolean occursIn(Script script) {
    if (this == UNKNOWN_OPTION) {
      return false;
    }
    if (this == SHADOWED_THEORY_SYMBOL) {
      return !Shadowing.declaredIn(script).isEmpty();
    }
    boolean quantified = false;
    boolean strings = false;
    for (Command c : script.commands()) {
      if (!(c instanceof Command.Assert a)) {
        continue;
      }
      Deque<Term> stack = new ArrayDeque<>();
      Deque<Boolean> underQuantifier = new ArrayDeque<>();
      stack.push(a.term());
      underQuantifier.push(false);
      while (!stack.isEmpty()) {
        Term t = stack.pop();
        boolean directBody = underQuantifier.pop();
        switch (this) {
          case RE_RANGE_NOT_LITERAL:
            if (t instanceof Application app && app.name().equals("re.range")) {
              for (Term arg : app.args()) {
                if (!(arg instanceof StringConstant s) || s.value().length() != 1) {
                  return true;
                }
              }
            }
            break;
          case STR_ORDER_CHAINED:
            if (t instanceof Application app
                && (app.name().equals("str.<") || app.name().equals("str.<="))
                && app.args().size() != 2) {
              return true;
            }
            break;
          case PATTERN_OUTSIDE_QUANTIFIER:
            if (t instanceof Annotated an && !directBody && hasPattern(an.attributes())) {
              return true;
            }
            break;
          case EXTENDED_STRING_FUNCTIONS:
            if (t instanceof Application app && EXTENDED.contains(app.name())) {
              return true;
            }
            break;
          case QUANTIFIED_STRINGS:
            quantified |= t instanceof Quantified;
            strings |= isStringTerm(t);
            if (quantified && strings) {
              return true;
            }
            break;
          case SMTLIB25_STRING_NAMES:
            if (t instanceof Application app
                && (OLD_NAMES.contains(app.name())
                    || app.name().equals("re.loop") && !app.function().id().isIndexed())) {
              return true;
            }
            if (t instanceof QualIdentifier q && OLD_NAMES.contains(q.symbol())) {
              return true;
            }
            break;
          default:
            break;
        }
        List<Term> ch = t.children();
        for (int i = ch.size() - 1; i >= 0; i--) {
          stack.push(ch.get(i));
          underQuantifier.push(t instanceof Quantified);
        }
      }
    }
    return false;
  }

  private static boolean hasPattern(List<Attribute> attributes) {
    for (Attribute at : attributes) {
      if (at instanceof Attribute.Pattern || at instanceof Attribute.NoPattern) {
        return true;
      }
    }
    return false;
  }

  private static boolean isStringTerm(Term t) {
    if (t instanceof StringConstant) {
      return true;
    }
    if (t instanceof Quantified q) {
      return q.vars().stream().anyMatch(v -> v.sort().name().equals("String"));
    }
    return t instanceof Application app
        && (app.name().startsWith("str.") || app.name().startsWith("re."));
  }
}
