package dev.assay.generate;

import dev.assay.semantics.ArrayValue;
import dev.assay.semantics.BitVecValue;
import dev.assay.semantics.DatatypeValue;
import dev.assay.semantics.FloatingPointValue;
import dev.assay.semantics.IntValue;
import dev.assay.semantics.RealValue;
import dev.assay.semantics.StringValue;
import dev.assay.semantics.Value;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * A generated term with its sort, its value under the planted model, computed bottom-up by the
 * evaluator's operators as the term grows (so operands can be chosen for what they evaluate to: an
 * index one past the end of the string it indexes, a member of the language it is tested against),
 * and the {@link Logics} feature bits of its nodes (so a script's logic needs no second pass).
 */
record Grown(Term term, Sort sort, Value value, long features) {

  /** A declared constant (or a nullary constructor) of sort {@code s}. */
  static Grown symbol(Term t, Sort s, Value v) {
    return new Grown(t, s, v, Logics.sortFeatures(s));
  }

  /** A literal: the term a value prints as. */
  static Grown literal(Term t, Sort s, Value v) {
    return new Grown(t, s, v, valueFeatures(v));
  }

  /** An application node {@code t} over {@code args}. */
  static Grown node(Term t, Sort s, Value v, List<Grown> args) {
    long bits = 0;
    List<Sort> argSorts = new ArrayList<>(args.size());
    for (Grown a : args) {
      bits |= a.features;
      argSorts.add(a.sort);
    }
    return new Grown(t, s, v, bits | Logics.nodeFeatures(t, s, argSorts));
  }

  /** The feature bits of a value's literal term, as {@link Logics} reads that term. */
  static long valueFeatures(Value v) {
    long bits = 0;
    List<Value> work = new ArrayList<>(List.of(v));
    while (!work.isEmpty()) {
      Value x = work.remove(work.size() - 1);
      if (x instanceof IntValue i) {
        bits |= i.value().signum() < 0 ? Logics.INTS_SYMBOL : 0;
      } else if (x instanceof RealValue r) {
        bits |= Logics.REAL | (r.value().signum() < 0 ? Logics.INTS_SYMBOL : 0);
      } else if (x instanceof BitVecValue) {
        bits |= Logics.BV;
      } else if (x instanceof StringValue) {
        bits |= Logics.STRING;
      } else if (x instanceof FloatingPointValue f) {
        // (fp s e m) is written with bit-vector literals; NaN and the infinities are not
        bits |= Logics.FP | (f.isFinite() ? Logics.BV : 0);
      } else if (x instanceof ArrayValue a) {
        bits |= Logics.sortFeatures(a.sort()) | Logics.CONST_ARRAY;
        work.add(a.defaultValue());
        work.addAll(a.stores().keySet());
        work.addAll(a.stores().values());
      } else if (x instanceof DatatypeValue d) {
        work.addAll(d.args());
      }
    }
    return bits;
  }
}
