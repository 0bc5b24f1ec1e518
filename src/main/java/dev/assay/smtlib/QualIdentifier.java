package dev.assay.smtlib;

/**
 * A constant, variable or nullary function reference, possibly qualified: {@code x}, {@code (as
 * const (Array Int Int))}, {@code (_ bv5 8)}. {@code asSort} is null when unqualified.
 */
public record QualIdentifier(Identifier id, Sort asSort) implements Leaf {
  public QualIdentifier {
    if (id == null) {
      throw new NullPointerException("id");
    }
  }

  public static QualIdentifier of(String symbol) {
    return new QualIdentifier(Identifier.of(symbol), null);
  }

  public String symbol() {
    return id.symbol();
  }

  public boolean isQualified() {
    return asSort != null;
  }

  /** True for a plain, unindexed, unqualified symbol (a variable or constant name). */
  public boolean isPlainSymbol() {
    return asSort == null && !id.isIndexed();
  }

  @Override
  public <R> R accept(TermVisitor<R> visitor) {
    return visitor.visitQualIdentifier(this);
  }

  @Override
  public String toString() {
    return asSort == null ? id.toString() : "(as " + id + " " + asSort + ")";
  }
}
