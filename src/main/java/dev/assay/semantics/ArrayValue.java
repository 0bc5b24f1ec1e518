package dev.assay.semantics;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * An array of sort {@code (Array index element)}: a default value plus finitely many stored
 * entries. Entries equal to the default are dropped, so for index sorts with infinitely many values
 * two arrays are extensionally equal iff their records are equal; {@link Values#smtEquals} also
 * handles finite index sorts.
 *
 * <p>An array a solver gives as a function that is not a finite table (a z3 {@code lambda} over a
 * range, say) keeps that function as {@code base}: the evaluator answers {@code select} outside the
 * stored entries by calling it, and the default is then {@link Unspecified}.
 */
public record ArrayValue(
    Sort indexSort,
    Sort elementSort,
    Value defaultValue,
    SortedMap<Value, Value> stores,
    Model.Definition base)
    implements Value {

  public ArrayValue(
      Sort indexSort, Sort elementSort, Value defaultValue, SortedMap<Value, Value> stores) {
    this(indexSort, elementSort, defaultValue, stores, null);
  }

  public ArrayValue {
    if (indexSort == null || elementSort == null || defaultValue == null) {
      throw new NullPointerException();
    }
    defaultValue = Values.coerce(defaultValue, elementSort);
    TreeMap<Value, Value> copy = new TreeMap<>(Values.ORDER);
    for (Map.Entry<Value, Value> e : stores.entrySet()) {
      Value v = Values.coerce(e.getValue(), elementSort);
      if (!v.equals(defaultValue)) {
        copy.put(Values.coerce(e.getKey(), indexSort), v);
      }
    }
    stores = Collections.unmodifiableSortedMap(copy);
  }

  /** The constant array {@code ((as const (Array index element)) value)}. */
  public static ArrayValue constant(Sort indexSort, Sort elementSort, Value value) {
    return new ArrayValue(indexSort, elementSort, value, new TreeMap<>(Values.ORDER));
  }

  public Sort sort() {
    return Sort.array(indexSort, elementSort);
  }

  /** {@code select}: the stored value, else the default. */
  public Value select(Value index) {
    Value v = stores.get(Values.coerce(index, indexSort));
    return v == null ? defaultValue : v;
  }

  /** {@code store}: a new array that maps {@code index} to {@code value}. */
  public ArrayValue store(Value index, Value value) {
    TreeMap<Value, Value> m = new TreeMap<>(Values.ORDER);
    m.putAll(stores);
    m.put(Values.coerce(index, indexSort), Values.coerce(value, elementSort));
    return new ArrayValue(indexSort, elementSort, defaultValue, m, base);
  }

  /** True if {@code index} has a stored entry. */
  public boolean isStored(Value index) {
    return stores.containsKey(Values.coerce(index, indexSort));
  }

  /** A store chain over a constant array (or over {@code (_ as-array f)} for a base function). */
  @Override
  public Term toTerm() {
    Term t =
        base != null
            ? new QualIdentifier(
                new Identifier(
                    "as-array", java.util.List.of(new dev.assay.smtlib.Index.Symbol(base.name()))),
                null)
            : new Application(
                new QualIdentifier(Identifier.of("const"), sort()),
                java.util.List.of(defaultValue.toTerm()));
    for (Map.Entry<Value, Value> e : stores.entrySet()) {
      t = Application.of("store", t, e.getKey().toTerm(), e.getValue().toTerm());
    }
    return t;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("[default ").append(defaultValue);
    for (Map.Entry<Value, Value> e : stores.entrySet()) {
      sb.append(", ").append(e.getKey()).append(" -> ").append(e.getValue());
    }
    return sb.append(']').toString();
  }
}
