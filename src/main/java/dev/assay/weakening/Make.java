package dev.assay.weakening;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/** Short constructors for the terms rules build. */
public final class Make {
  public static final Term TRUE = QualIdentifier.of("true");
  public static final Term FALSE = QualIdentifier.of("false");

  private Make() {}

  public static Term app(String f, Term... args) {
    return Application.of(f, args);
  }

  public static Term app(String f, List<Term> args) {
    return Application.of(f, args);
  }

  /**
   * {@code (rel (f a) (f b))} for the site's operands a, b: a relation carried through f on both
   * sides.
   */
  static Term bothSides(String rel, Site s, java.util.function.UnaryOperator<Term> f) {
    return app(rel, f.apply(s.childTerm(0)), f.apply(s.childTerm(1)));
  }

  /** {@code (rel a b)} where a, b are argument {@code k} of the site's two operand applications. */
  static Term bothSidesUnwrapped(String rel, Site s, int k) {
    return app(rel, s.grandChildTerm(0, k), s.grandChildTerm(1, k));
  }

  /** {@code ((_ f i1 ... in) args)}. */
  public static Term indexed(String f, long[] indices, Term... args) {
    return new Application(new QualIdentifier(Identifier.indexed(f, indices), null), List.of(args));
  }

  public static Term var(String name) {
    return QualIdentifier.of(name);
  }

  public static Term not(Term t) {
    return app("not", t);
  }

  /** Conjunction; a single conjunct stands for itself. */
  public static Term and(List<Term> ts) {
    return ts.size() == 1 ? ts.get(0) : app("and", ts);
  }

  /** Disjunction; a single disjunct stands for itself. */
  public static Term or(List<Term> ts) {
    return ts.size() == 1 ? ts.get(0) : app("or", ts);
  }

  /** String concatenation; a single piece stands for itself ({@code str.++} needs two). */
  public static Term concat(List<Term> ts) {
    return ts.size() == 1 ? ts.get(0) : app("str.++", ts);
  }

  public static Term quantified(Quantified.Quantifier q, String var, Sort sort, Term body) {
    return new Quantified(q, List.of(new SortedVar(var, sort)), body);
  }

  /** An Int literal: a numeral, or {@code (- n)} for a negative value. */
  public static Term intLit(BigInteger v) {
    return v.signum() < 0 ? app("-", new NumeralConstant(v.negate())) : new NumeralConstant(v);
  }

  public static Term intLit(long v) {
    return intLit(BigInteger.valueOf(v));
  }

  /** A Real literal: a decimal, or {@code (- d)} for a negative value. */
  public static Term realLit(BigDecimal v) {
    return v.signum() < 0 ? app("-", new DecimalConstant(v.negate())) : new DecimalConstant(v);
  }

  /** A literal of sort Int or Real with the given value (integral for Int). */
  public static Term numLit(Sort sort, BigDecimal v) {
    return Sort.INT.equals(sort) ? intLit(v.toBigIntegerExact()) : realLit(v);
  }

  public static Term str(String javaString) {
    return StringConstant.of(javaString);
  }

  /** The list with element {@code i} removed. */
  public static List<Term> without(List<Term> ts, int i) {
    List<Term> r = new ArrayList<>(ts);
    r.remove(i);
    return r;
  }

  /** The list with {@code t} appended. */
  public static List<Term> with(List<Term> ts, Term t) {
    List<Term> r = new ArrayList<>(ts);
    r.add(t);
    return r;
  }
}
