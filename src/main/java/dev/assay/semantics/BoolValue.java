package dev.assay.semantics;

import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Term;

/** {@code true} or {@code false}. */
public record BoolValue(boolean value) implements Value {
  public static final BoolValue TRUE = new BoolValue(true);
  public static final BoolValue FALSE = new BoolValue(false);

  public static BoolValue of(boolean b) {
    return b ? TRUE : FALSE;
  }

  @Override
  public Term toTerm() {
    return QualIdentifier.of(value ? "true" : "false");
  }

  @Override
  public String toString() {
    return Boolean.toString(value);
  }
}
