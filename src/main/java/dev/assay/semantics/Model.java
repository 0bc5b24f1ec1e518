package dev.assay.semantics;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An interpretation of declared symbols: constant values, function definitions (parameters and
 * body, evaluated by the {@link Evaluator}, so ite-shaped tables and lambdas work alike), the
 * elements of uninterpreted sorts, and the datatypes in scope. Immutable; built with {@link
 * Builder}.
 */
public final class Model {
  /** A function interpretation {@code (define-fun name (params) result body)}. */
  public record Definition(String name, List<SortedVar> params, Sort resultSort, Term body) {
    public Definition {
      params = List.copyOf(params);
      if (name == null || resultSort == null || body == null) {
        throw new NullPointerException();
      }
    }

    public static Definition of(Command.DefineFun d) {
      return new Definition(d.name(), d.signature().params(), d.signature().resultSort(), d.body());
    }
  }

  public static final Model EMPTY = new Builder().build();

  private final Map<String, Value> constants;
  private final Map<String, Definition> definitions;
  private final Map<String, UninterpretedValue> elements;
  private final Map<Sort, List<UninterpretedValue>> universes;
  private final Datatypes datatypes;

  private Model(Builder b) {
    this.constants = Collections.unmodifiableMap(new LinkedHashMap<>(b.constants));
    this.definitions = Collections.unmodifiableMap(new LinkedHashMap<>(b.definitions));
    this.elements = Collections.unmodifiableMap(new LinkedHashMap<>(b.elements));
    Map<Sort, List<UninterpretedValue>> u = new LinkedHashMap<>();
    b.universes.forEach((k, v) -> u.put(k, List.copyOf(v)));
    this.universes = Collections.unmodifiableMap(u);
    this.datatypes = b.datatypes;
  }

  /** The value of constant {@code name} if the model gives it as a value, else null. */
  public Value constant(String name) {
    return constants.get(name);
  }

  /** The definition of {@code name} (constant or function), or null. */
  public Definition definition(String name) {
    return definitions.get(name);
  }

  /** Constants given directly as values, in model order. */
  public Map<String, Value> constants() {
    return constants;
  }

  /** Definitions in model order. */
  public Map<String, Definition> definitions() {
    return definitions;
  }

  /** The element a model-level name such as {@code T!val!0} stands for, or null. */
  public UninterpretedValue element(String name) {
    return elements.get(name);
  }

  /** The elements the model lists for an uninterpreted sort, or null if it lists none. */
  public List<UninterpretedValue> universe(Sort sort) {
    return universes.get(sort);
  }

  public Datatypes datatypes() {
    return datatypes;
  }

  /**
   * This model with a script's own definitions and datatypes added; the script's definitions win
   * over the model's (a solver that echoes them must not change them).
   */
  public Model withScript(List<Definition> scriptDefinitions, Datatypes scriptDatatypes) {
    Builder b = toBuilder();
    for (Definition d : scriptDefinitions) {
      b.constants.remove(d.name());
      b.definitions.put(d.name(), d);
    }
    b.datatypes = scriptDatatypes.merge(datatypes);
    return b.build();
  }

  public Builder toBuilder() {
    Builder b = new Builder();
    b.constants.putAll(constants);
    b.definitions.putAll(definitions);
    b.elements.putAll(elements);
    universes.forEach((k, v) -> b.universes.put(k, new ArrayList<>(v)));
    b.datatypes = datatypes;
    return b;
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("model{");
    constants.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
    definitions.forEach((k, v) -> sb.append(' ').append(k).append("=<definition>"));
    return sb.append(" }").toString();
  }

  /** Collects the parts of a model in order. */
  public static final class Builder {
    private final Map<String, Value> constants = new LinkedHashMap<>();
    private final Map<String, Definition> definitions = new LinkedHashMap<>();
    private final Map<String, UninterpretedValue> elements = new LinkedHashMap<>();
    private final Map<Sort, List<UninterpretedValue>> universes = new LinkedHashMap<>();
    private Datatypes datatypes = Datatypes.EMPTY;

    /** Gives constant {@code name} a value (replacing any definition of it). */
    public Builder constant(String name, Value value) {
      definitions.remove(name);
      constants.put(name, value);
      return this;
    }

    /** Adds a definition (replacing any earlier value of the name). */
    public Builder define(Definition d) {
      constants.remove(d.name());
      definitions.put(d.name(), d);
      return this;
    }

    /** Declares a model-level name for an element of an uninterpreted sort. */
    public Builder element(String name, UninterpretedValue value) {
      elements.put(name, value);
      return this;
    }

    /**
     * Adds an element to the listed universe of its sort. Only for solvers that list the whole
     * universe (z3's universe declarations, cvc5's {@code ; rep:} lines): quantifiers over the sort
     * are evaluated by enumerating it.
     */
    public Builder universeElement(String name, UninterpretedValue value) {
      element(name, value);
      List<UninterpretedValue> u = universes.computeIfAbsent(value.sort(), k -> new ArrayList<>());
      if (!u.contains(value)) {
        u.add(value);
      }
      return this;
    }

    public Builder datatypes(Datatypes d) {
      this.datatypes = d;
      return this;
    }

    public Model build() {
      return new Model(this);
    }
  }
}
