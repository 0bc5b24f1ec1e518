package dev.assay.semantics;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.BinaryConstant;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.HexConstant;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.util.Set;

/** Recognises the value literals a solver must answer with when cross-checking. */
final class ValueLiterals {
  private static final Set<String> FP_SPECIALS = Set.of("+zero", "-zero", "+oo", "-oo", "NaN");

  private ValueLiterals() {}

  /**
   * A string, true/false, a number ({@code 5}, {@code 1.5}, {@code (/ 1 3)}, each possibly negated
   * with {@code (- ...)}, and {@code (/ (- 1) 3)}), a bit-vector ({@code #b..}, {@code #x..},
   * {@code (_ bvN w)}), a floating-point literal ({@code (fp s e m)} of bit-vector constants,
   * {@code (_ NaN eb sb)}, {@code (_ +oo eb sb)}, ...) or a rounding mode. Solvers sometimes answer
   * with the term itself (unevaluated); evaluating that with Assay would compare Assay with itself.
   */
  static boolean isLiteral(Term t) {
    if (t instanceof StringConstant || isBitVec(t)) {
      return true;
    }
    if (t instanceof QualIdentifier id) {
      if (id.id().isIndexed()) {
        return FP_SPECIALS.contains(id.symbol()) && id.id().indices().size() == 2;
      }
      return id.symbol().equals("true")
          || id.symbol().equals("false")
          || RoundingModeValue.named(id.symbol()) != null;
    }
    if (t instanceof Application a && a.name().equals("fp") && a.args().size() == 3) {
      return a.args().stream().allMatch(ValueLiterals::isBitVec);
    }
    Term n =
        t instanceof Application a && a.name().equals("-") && a.args().size() == 1 ? a.arg(0) : t;
    return isUnsigned(n)
        || (n instanceof Application q
            && q.name().equals("/")
            && q.args().size() == 2
            && (isUnsigned(q.arg(0)) || isNegated(q.arg(0)))
            && isUnsigned(q.arg(1)));
  }

  /** {@code (- n)}: cvc5 prints negative fractions as {@code (/ (- 7) 8)}. */
  private static boolean isNegated(Term t) {
    return t instanceof Application a
        && a.name().equals("-")
        && a.args().size() == 1
        && isUnsigned(a.arg(0));
  }

  private static boolean isUnsigned(Term t) {
    return t instanceof NumeralConstant || t instanceof DecimalConstant;
  }

  private static boolean isBitVec(Term t) {
    if (t instanceof BinaryConstant || t instanceof HexConstant) {
      return true;
    }
    return t instanceof QualIdentifier id
        && id.id().isIndexed()
        && id.symbol().matches("bv[0-9]+")
        && id.id().indices().size() == 1;
  }
}
