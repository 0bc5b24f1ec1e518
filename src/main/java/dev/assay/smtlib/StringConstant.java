package dev.assay.smtlib;

/** A string literal, already decoded to code points ({@code ""} and unicode escapes applied). */
public record StringConstant(SmtString value) implements SpecConstant {
  public StringConstant {
    if (value == null) {
      throw new NullPointerException("value");
    }
  }

  public static StringConstant of(String javaString) {
    return new StringConstant(SmtString.fromJava(javaString));
  }

  @Override
  public Sort sort() {
    return Sort.STRING;
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitString(this);
  }

  /** The term in SMT-LIB syntax. */
  @Override
  public String toString() {
    return Printer.print(this);
  }
}
