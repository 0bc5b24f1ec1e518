package dev.assay.semantics;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/** A value of an algebraic datatype: a constructor applied to argument values. */
public record DatatypeValue(String constructor, List<Value> args) implements Value {
  public DatatypeValue {
    if (constructor == null) {
      throw new NullPointerException("constructor");
    }
    args = List.copyOf(args);
  }

  @Override
  public Term toTerm() {
    if (args.isEmpty()) {
      return QualIdentifier.of(constructor);
    }
    List<Term> ts = new ArrayList<>(args.size());
    for (Value v : args) {
      ts.add(v.toTerm());
    }
    return Application.of(constructor, ts);
  }

  @Override
  public String toString() {
    if (args.isEmpty()) {
      return constructor;
    }
    StringBuilder sb = new StringBuilder("(").append(constructor);
    for (Value v : args) {
      sb.append(' ').append(v);
    }
    return sb.append(')').toString();
  }
}
