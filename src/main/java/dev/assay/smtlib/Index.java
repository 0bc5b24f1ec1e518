package dev.assay.smtlib;

import java.math.BigInteger;

/** An index of an indexed identifier {@code (_ symbol index+)}: a numeral or a symbol. */
public sealed interface Index {
  /** A numeral index, as in {@code (_ BitVec 32)} or {@code (_ re.loop 1 3)}. */
  record Numeral(BigInteger value) implements Index {
    public Numeral {
      if (value.signum() < 0) {
        throw new IllegalArgumentException("negative index " + value);
      }
    }

    public int intValue() {
      return value.intValueExact();
    }

    @Override
    public String toString() {
      return value.toString();
    }
  }

  /** A symbol index. */
  record Symbol(String name) implements Index {
    @Override
    public String toString() {
      return Symbols.print(name);
    }
  }

  static Index of(long n) {
    return new Numeral(BigInteger.valueOf(n));
  }
}
