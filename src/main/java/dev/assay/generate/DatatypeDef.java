package dev.assay.generate;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Sort;
import java.util.ArrayList;
import java.util.List;

/**
 * One algebraic datatype a formula declares: its name and constructors, each with named, sorted
 * fields. A field may have the datatype's own sort (a recursive datatype); at least one constructor
 * does not, so every value is finite.
 */
record DatatypeDef(String name, List<Constructor> constructors) {
  /** A constructor with its fields (selector name and sort). */
  record Constructor(String name, List<Field> fields) {
    Constructor {
      fields = List.copyOf(fields);
    }

    /** True if no field has the datatype's own sort. */
    boolean isBase(Sort self) {
      for (Field f : fields) {
        if (f.sort().equals(self)) {
          return false;
        }
      }
      return true;
    }
  }

  /** A selector and its sort. */
  record Field(String selector, Sort sort) {}

  DatatypeDef {
    constructors = List.copyOf(constructors);
  }

  Sort sort() {
    return Sort.simple(name);
  }

  /** The constructors without recursive fields. */
  List<Constructor> baseConstructors() {
    List<Constructor> r = new ArrayList<>();
    for (Constructor c : constructors) {
      if (c.isBase(sort())) {
        r.add(c);
      }
    }
    return r;
  }

  /** {@code (declare-datatypes ((D 0)) (((c (sel S) ...) ...)))}. */
  Command declaration() {
    List<Command.ConstructorDec> cs = new ArrayList<>();
    for (Constructor c : constructors) {
      List<Command.SelectorDec> sels = new ArrayList<>();
      for (Field f : c.fields()) {
        sels.add(new Command.SelectorDec(f.selector(), f.sort()));
      }
      cs.add(new Command.ConstructorDec(c.name(), sels));
    }
    return new Command.DeclareDatatypes(
        List.of(new Command.SortDec(name, 0)), List.of(new Command.DatatypeDec(List.of(), cs)));
  }
}
