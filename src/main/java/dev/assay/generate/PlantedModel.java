package dev.assay.generate;

import dev.assay.semantics.BoolValue;
import dev.assay.semantics.Datatypes;
import dev.assay.semantics.Model;
import dev.assay.semantics.UninterpretedValue;
import dev.assay.semantics.Value;
import dev.assay.semantics.Values;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Symbols;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The planted model of one formula: its declared constants with their values, its uninterpreted
 * functions with their tables, the elements of its uninterpreted sorts and its datatypes. Function
 * tables grow as terms apply the functions to new arguments (each new point gets a random value),
 * so the interpretation is exactly as large as the formula needs.
 */
final class PlantedModel {
  /** Elements of each uninterpreted sort: {@code U0!val!0}, {@code U0!val!1}, ... */
  static final int UNIVERSE_SIZE = 3;

  /** A declared constant and its value. */
  record Constant(String name, Sort sort, Value value) {}

  /** An uninterpreted function: its rank and the points where the formula applies it. */
  static final class Function {
    final String name;
    final List<Sort> argSorts;
    final Sort resultSort;
    final Value otherwise;
    final Map<List<Value>, Value> table = new LinkedHashMap<>();

    Function(String name, List<Sort> argSorts, Sort resultSort, Value otherwise) {
      this.name = name;
      this.argSorts = List.copyOf(argSorts);
      this.resultSort = resultSort;
      this.otherwise = otherwise;
    }
  }

  private final SortPool pool;
  private final RandomValues values;
  private final List<Constant> constants = new ArrayList<>();
  private final List<Function> functions = new ArrayList<>();

  PlantedModel(SortPool pool, RandomValues values, dev.assay.core.Rng rng) {
    this.pool = pool;
    this.values = values;
    int[] counts = new int[pool.valueSorts().size()];
    for (int i = 0; i < counts.length; i++) {
      Sort s = pool.valueSorts().get(i);
      counts[i] = s.equals(Sort.BOOL) ? rng.nextInt(0, 3) : rng.nextInt(1, 4);
    }
    int k = 0;
    for (int i = 0; i < counts.length; i++) {
      Sort s = pool.valueSorts().get(i);
      for (int j = 0; j < counts[i]; j++) {
        constants.add(new Constant(prefix(s) + k++, s, Values.coerce(values.of(s), s)));
      }
    }
    for (SortPool.FunctionRank f : pool.functions()) {
      functions.add(
          new Function(
              f.name(),
              f.argSorts(),
              f.resultSort(),
              Values.coerce(values.of(f.resultSort()), f.resultSort())));
    }
  }

  private static String prefix(Sort s) {
    if (s.equals(Sort.BOOL)) {
      return "p";
    }
    if (s.equals(Sort.INT)) {
      return "i";
    }
    if (s.equals(Sort.REAL)) {
      return "r";
    }
    if (s.equals(Sort.STRING)) {
      return "s";
    }
    if (s.isBitVec()) {
      return "v";
    }
    if (s.isArray()) {
      return "a";
    }
    if (s.name().startsWith("U")) {
      return "u";
    }
    return "d";
  }

  List<Constant> constants() {
    return constants;
  }

  List<Function> functions() {
    return functions;
  }

  /** The constants of sort {@code s}, in declaration order. */
  List<Constant> constantsOf(Sort s) {
    return constants.stream().filter(c -> c.sort().equals(s)).toList();
  }

  /** The functions with result sort {@code s}. */
  List<Function> functionsTo(Sort s) {
    return functions.stream().filter(f -> f.resultSort.equals(s)).toList();
  }

  /** The value of {@code f} at {@code args}; a new point gets a fresh random value. */
  Value apply(Function f, List<Value> args) {
    Value v = f.table.get(args);
    if (v == null) {
      v = Values.coerce(values.of(f.resultSort), f.resultSort);
      f.table.put(List.copyOf(args), v);
    }
    return v;
  }

  // ------------------------------------------------------------------ output

  /**
   * The declarations a script needs for the symbols it uses (names in {@code used}): uninterpreted
   * sorts and datatypes first, then constants and functions, each in planted order.
   */
  List<Command> declarations(Set<String> used) {
    List<Command> out = new ArrayList<>();
    List<Sort> sorts = usedSorts(used);
    for (Sort u : pool.uninterpreted()) {
      if (sorts.contains(u)) {
        out.add(new Command.DeclareSort(u.name(), 0));
      }
    }
    for (DatatypeDef d : pool.datatypes()) {
      if (sorts.contains(d.sort())) {
        out.add(d.declaration());
      }
    }
    for (Constant c : constants) {
      if (used.contains(c.name())) {
        out.add(new Command.DeclareFun(c.name(), List.of(), c.sort()));
      }
    }
    for (Function f : functions) {
      if (used.contains(f.name)) {
        out.add(new Command.DeclareFun(f.name, f.argSorts, f.resultSort));
      }
    }
    return out;
  }

  /** The uninterpreted sorts and datatypes that used symbols mention, directly or in fields. */
  private List<Sort> usedSorts(Set<String> used) {
    List<Sort> out = new ArrayList<>();
    List<Sort> work = new ArrayList<>();
    for (Constant c : constants) {
      if (used.contains(c.name())) {
        work.add(c.sort());
      }
    }
    for (Function f : functions) {
      if (used.contains(f.name)) {
        work.addAll(f.argSorts);
        work.add(f.resultSort);
      }
    }
    for (DatatypeDef d : pool.datatypes()) {
      if (used.contains(d.name()) || mentions(d, used)) {
        work.add(d.sort());
      }
    }
    for (Sort u : pool.uninterpreted()) {
      if (used.contains(u.name())) {
        work.add(u);
      }
    }
    while (!work.isEmpty()) {
      Sort s = work.remove(work.size() - 1);
      if (out.contains(s)) {
        continue;
      }
      if (s.isArray()) {
        work.addAll(s.args());
        continue;
      }
      DatatypeDef d = pool.datatype(s);
      if (d != null) {
        out.add(s);
        for (DatatypeDef.Constructor c : d.constructors()) {
          for (DatatypeDef.Field f : c.fields()) {
            work.add(f.sort());
          }
        }
      } else if (pool.isUninterpreted(s)) {
        out.add(s);
      }
    }
    return out;
  }

  private static boolean mentions(DatatypeDef d, Set<String> used) {
    for (DatatypeDef.Constructor c : d.constructors()) {
      if (used.contains(c.name())) {
        return true;
      }
      for (DatatypeDef.Field f : c.fields()) {
        if (used.contains(f.selector())) {
          return true;
        }
      }
    }
    return false;
  }

  /** The model as the evaluator reads it, with the datatypes of {@code declarations}. */
  Model model(List<Command> declarations) {
    Model.Builder b = new Model.Builder();
    for (Sort u : pool.uninterpreted()) {
      for (int k = 0; k < UNIVERSE_SIZE; k++) {
        UninterpretedValue e = RandomValues.element(u, k);
        b.universeElement(e.name(), e);
      }
    }
    for (Constant c : constants) {
      b.constant(c.name(), c.value());
    }
    for (Function f : functions) {
      b.define(definition(f));
    }
    b.datatypes(Datatypes.of(declarations));
    return b.build();
  }

  /**
   * The witness as a model answer in z3's shape: the elements of each uninterpreted sort used, then
   * a {@code define-fun} per used constant and function; one command per line.
   */
  List<String> witnessLines(Set<String> used, List<Command> declarations) {
    List<String> lines = new ArrayList<>();
    for (Command c : declarations) {
      if (c instanceof Command.DeclareSort ds) {
        Sort u = Sort.simple(ds.name());
        for (int k = 0; k < UNIVERSE_SIZE; k++) {
          lines.add(
              "(declare-fun "
                  + Symbols.print(RandomValues.element(u, k).name())
                  + " () "
                  + u
                  + ")");
        }
      }
    }
    for (Constant c : constants) {
      if (used.contains(c.name())) {
        lines.add(
            "(define-fun "
                + Symbols.print(c.name())
                + " () "
                + Printer.print(c.sort())
                + " "
                + Printer.print(literal(c.value()))
                + ")");
      }
    }
    for (Function f : functions) {
      if (used.contains(f.name)) {
        Model.Definition d = definition(f);
        lines.add(
            Printer.print(
                new Command.DefineFun(
                    new Command.FunctionDec(d.name(), d.params(), d.resultSort()), d.body())));
      }
    }
    return lines;
  }

  /** A value as a term a model may print: elements of uninterpreted sorts by their plain name. */
  static Term literal(Value v) {
    if (v instanceof UninterpretedValue u) {
      return QualIdentifier.of(u.name());
    }
    return v.toTerm();
  }

  /** The table of {@code f} as an {@code ite} chain over its parameters. */
  private static Model.Definition definition(Function f) {
    List<SortedVar> params = new ArrayList<>();
    for (int i = 0; i < f.argSorts.size(); i++) {
      params.add(new SortedVar("x" + i, f.argSorts.get(i)));
    }
    Term body = literal(f.otherwise);
    List<Map.Entry<List<Value>, Value>> entries = new ArrayList<>(f.table.entrySet());
    for (int e = entries.size() - 1; e >= 0; e--) {
      List<Value> point = entries.get(e).getKey();
      List<Term> conj = new ArrayList<>();
      for (int i = 0; i < point.size(); i++) {
        conj.add(Application.of("=", QualIdentifier.of("x" + i), literal(point.get(i))));
      }
      Term cond = conj.size() == 1 ? conj.get(0) : Application.of("and", conj);
      body = Application.of("ite", cond, literal(entries.get(e).getValue()), body);
    }
    return new Model.Definition(f.name, params, f.resultSort, body);
  }

  /** True if the value is the Boolean {@code true}. */
  static boolean isTrue(Value v) {
    return v instanceof BoolValue b && b.value();
  }
}
