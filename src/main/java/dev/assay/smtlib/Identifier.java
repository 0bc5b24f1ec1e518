package dev.assay.smtlib;

import java.util.List;
import java.util.stream.Collectors;

/**
 * An SMT-LIB identifier: a symbol, or an indexed identifier {@code (_ symbol index+)}. Symbols are
 * kept unquoted: {@code |x|} and {@code x} are the same identifier.
 */
public record Identifier(String symbol, List<Index> indices) {
  public Identifier {
    if (symbol == null) {
      throw new NullPointerException("symbol");
    }
    indices = List.copyOf(indices);
  }

  public static Identifier of(String symbol) {
    return new Identifier(symbol, List.of());
  }

  public static Identifier indexed(String symbol, long... numerals) {
    Index[] idx = new Index[numerals.length];
    for (int i = 0; i < numerals.length; i++) {
      idx[i] = Index.of(numerals[i]);
    }
    return new Identifier(symbol, List.of(idx));
  }

  public boolean isIndexed() {
    return !indices.isEmpty();
  }

  /** The numeral index at position {@code i} as an int. */
  public int numeral(int i) {
    if (i < indices.size() && indices.get(i) instanceof Index.Numeral n) {
      if (n.value().bitLength() > 31) {
        throw new SortError("index " + n + " of " + this + " is too large");
      }
      return n.intValue();
    }
    throw new SortError("index " + (i + 1) + " of " + this + " must be a numeral");
  }

  /** Same symbol and indices; the identity test first, as names are shared by the parser. */
  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof Identifier i && symbol.equals(i.symbol) && indices.equals(i.indices));
  }

  /** The hash a record would have (31 · hash(symbol) + hash(indices)). */
  @Override
  public int hashCode() {
    return 31 * symbol.hashCode() + indices.hashCode();
  }

  @Override
  public String toString() {
    String name = Symbols.print(symbol);
    return indices.isEmpty()
        ? name
        : indices.stream()
            .map(Index::toString)
            .collect(Collectors.joining(" ", "(_ " + name + " ", ")"));
  }
}
