package dev.assay.semantics;

import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;

/** A string: a sequence of code points in {@code 0..0x2FFFF}. */
public record StringValue(SmtString value) implements Value {
  public StringValue {
    if (value == null) {
      throw new NullPointerException("value");
    }
  }

  public static StringValue of(String javaString) {
    return new StringValue(SmtString.fromJava(javaString));
  }

  @Override
  public Term toTerm() {
    return new StringConstant(value);
  }

  @Override
  public String toString() {
    return value.toLiteral();
  }
}
