package dev.assay.oracle;

import dev.assay.semantics.Evaluator;
import dev.assay.semantics.IntValue;
import dev.assay.semantics.RealValue;
import dev.assay.semantics.Value;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The values SMT-LIB leaves unspecified, made explicit in the residue of a model check.
 *
 * <p>A division by zero is no error in SMT-LIB: {@code (div m 0)}, {@code (mod m 0)} and {@code (/
 * x 0.0)} are values of total functions that the theories do not constrain, so each model is free
 * to choose them, as a function of the dividend. A residue solver that meets {@code (mod 531 0)}
 * chooses its own value, which need not be the one under which the solver under test built its
 * model; a residue that is satisfiable only for that choice says nothing about the model. So each
 * division whose divisor is not known to be non-zero becomes {@code (ite (= d 0) (F m) (div m d))}
 * with a fresh function {@code F} per operator (one function of the dividend, as the theory says):
 * left open, unless the model itself gives its choice (z3's {@code div0}, {@code mod0}, {@code
 * /0}).
 *
 * <p>Other unspecified values (a selector applied to another constructor, {@code fp.min}/{@code
 * fp.max} of zeros of opposite signs, {@code fp.to_ubv}/{@code fp.to_sbv}/{@code fp.to_real} out of
 * range or of NaN and the infinities) are not rewritten: {@link #hasOther} names them, and a
 * residue that holds one is never decisive when satisfiable.
 */
final class UnspecifiedValues {
  /** One operator whose zero divisor is unspecified. */
  record Division(String op, String sort, String zero, String modelName, String freshBase) {}

  static final List<Division> DIVISIONS =
      List.of(
          new Division("div", "Int", "0", "div0", "assay.div0"),
          new Division("mod", "Int", "0", "mod0", "assay.mod0"),
          new Division("/", "Real", "0.0", "/0", "assay.real-div0"));

  private static final Set<String> OTHER_PARTIAL =
      Set.of("fp.min", "fp.max", "fp.to_ubv", "fp.to_sbv", "fp.to_real");

  private final Evaluator evaluator;
  private final Set<String> partialSelectors;
  private final List<String> freshNames = new ArrayList<>();
  private final Set<Division> used = new LinkedHashSet<>();

  /**
   * Rewrites terms of {@code script}; ground divisors are evaluated under the model by {@code
   * evaluator}, and {@code taken} names the symbols the fresh functions must not clash with.
   */
  UnspecifiedValues(Script script, Evaluator evaluator, Set<String> taken) {
    this.evaluator = evaluator;
    this.partialSelectors = partialSelectors(script);
    for (Division d : DIVISIONS) {
      String name = d.freshBase();
      int k = 0;
      while (taken.contains(name)) {
        name = d.freshBase() + "!" + k++;
      }
      freshNames.add(name);
    }
  }

  /** The fresh function standing for {@code d}'s unspecified values. */
  String freshName(Division d) {
    return freshNames.get(DIVISIONS.indexOf(d));
  }

  /** The fresh functions some rewritten term uses, in {@link #DIVISIONS} order. */
  List<Division> used() {
    return DIVISIONS.stream().filter(used::contains).toList();
  }

  /**
   * {@code t} with each division by a divisor not known to be non-zero made explicit; {@code bound}
   * names variables bound around {@code t} (parameters, clause variables).
   */
  Term explicit(Term t, Set<String> bound) {
    Set<String> local = new HashSet<>(bound);
    Terms.forEach(
        t,
        n -> {
          for (int i = 0; i < n.children().size(); i++) {
            local.addAll(Terms.boundNames(n, i));
          }
        });
    return Terms.rewriteBottomUp(t, n -> rewrite(n, local));
  }

  private Term rewrite(Term n, Set<String> bound) {
    if (!(n instanceof Application a) || !a.function().isPlainSymbol() || a.args().size() < 2) {
      return n;
    }
    Division d = division(a.name());
    if (d == null) {
      return n;
    }
    // div, mod and / associate to the left: (div a b c) is (div (div a b) c).
    Term acc = a.arg(0);
    for (int i = 1; i < a.args().size(); i++) {
      acc = step(d, acc, a.arg(i), bound);
    }
    return acc;
  }

  private Term step(Division d, Term dividend, Term divisor, Set<String> bound) {
    Term plain = Application.of(d.op(), dividend, divisor);
    Boolean zero = isZero(divisor, bound);
    if (Boolean.FALSE.equals(zero)) {
      return plain;
    }
    used.add(d);
    Term chosen = Application.of(freshName(d), dividend);
    if (Boolean.TRUE.equals(zero)) {
      return chosen;
    }
    return Application.of("ite", Application.of("=", divisor, constant(d.zero())), chosen, plain);
  }

  static Term constant(String literal) {
    return literal.contains(".")
        ? new DecimalConstant(new java.math.BigDecimal(literal))
        : NumeralConstant.of(Long.parseLong(literal));
  }

  /** Whether the divisor is zero under the model: null when that depends on bound variables. */
  private Boolean isZero(Term divisor, Set<String> bound) {
    if (divisor instanceof NumeralConstant c) {
      return c.value().signum() == 0;
    }
    if (divisor instanceof DecimalConstant c) {
      return c.value().signum() == 0;
    }
    for (String s : Terms.freeSymbols(divisor)) {
      if (bound.contains(s)) {
        return null;
      }
    }
    if (!(divisor instanceof QualIdentifier) && !(divisor instanceof Application)) {
      return null;
    }
    Value v = evaluator.evaluate(divisor);
    if (v instanceof IntValue i) {
      return i.value().signum() == 0;
    }
    if (v instanceof RealValue r) {
      return r.value().signum() == 0;
    }
    return null;
  }

  private static Division division(String op) {
    return DIVISIONS.stream().filter(d -> d.op().equals(op)).findFirst().orElse(null);
  }

  /**
   * Whether {@code t} applies an operator with an unspecified case other than division: such a
   * residue's solver picks that value as it likes.
   */
  boolean hasOther(Term t) {
    boolean[] found = {false};
    Terms.forEach(
        t,
        n -> {
          if (n instanceof Application a
              && (OTHER_PARTIAL.contains(a.name()) || partialSelectors.contains(a.name()))) {
            found[0] = true;
          }
        });
    return found[0];
  }

  /** Selectors of datatypes with more than one constructor: unspecified on the others. */
  private static Set<String> partialSelectors(Script script) {
    Set<String> r = new HashSet<>();
    Deque<Command.DatatypeDec> decs = new ArrayDeque<>();
    for (Command c : script.commands()) {
      if (c instanceof Command.DeclareDatatype d) {
        decs.add(d.datatype());
      } else if (c instanceof Command.DeclareDatatypes d) {
        decs.addAll(d.datatypes());
      }
    }
    for (Command.DatatypeDec dec : decs) {
      if (dec.constructors().size() > 1) {
        for (Command.ConstructorDec cd : dec.constructors()) {
          cd.selectors().forEach(s -> r.add(s.name()));
        }
      }
    }
    return r;
  }
}
