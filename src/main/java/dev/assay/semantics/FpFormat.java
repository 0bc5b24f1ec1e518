package dev.assay.semantics;

import dev.assay.smtlib.Sort;

/**
 * A binary floating-point format {@code (_ FloatingPoint eb sb)}: {@code eb} exponent bits and
 * precision {@code sb} (significand bits, the hidden bit included), as in IEEE 754-2008 §3.3 with
 * any widths greater than 1.
 *
 * <p>Exponents are held in {@code long}s, so the evaluator takes exponent widths up to {@link
 * #MAX_EXPONENT_WIDTH}; wider formats (which no solver accepts either) are {@link
 * Unspecified.Cause#UNSUPPORTED}.
 */
public record FpFormat(int eb, int sb) {
  /** The widest exponent the evaluator represents: exponents and their sums stay in a long. */
  public static final int MAX_EXPONENT_WIDTH = 60;

  /** The widest significand the evaluator represents (bit-vector literals are no wider). */
  public static final int MAX_SIGNIFICAND_WIDTH = 1 << 24;

  public FpFormat {
    if (eb < 2 || sb < 2) {
      throw new IllegalArgumentException("a floating-point format needs eb, sb > 1");
    }
    if (eb > MAX_EXPONENT_WIDTH || sb > MAX_SIGNIFICAND_WIDTH) {
      throw new IllegalArgumentException("floating-point format too wide: " + eb + " " + sb);
    }
  }

  /** True if the evaluator represents this format. */
  public static boolean supported(long eb, long sb) {
    return eb >= 2 && sb >= 2 && eb <= MAX_EXPONENT_WIDTH && sb <= MAX_SIGNIFICAND_WIDTH;
  }

  /**
   * The format of a sort {@code (_ FloatingPoint eb sb)} or of its synonyms {@code Float16}, {@code
   * Float32}, {@code Float64}, {@code Float128}; null for any other sort or an unsupported width.
   */
  public static FpFormat of(Sort s) {
    if (s.isFloatingPoint()) {
      long eb = s.exponentWidth();
      long sb = s.significandWidth();
      return supported(eb, sb) ? new FpFormat((int) eb, (int) sb) : null;
    }
    if (!s.args().isEmpty() || s.id().isIndexed()) {
      return null;
    }
    return switch (s.name()) {
      case "Float16" -> new FpFormat(5, 11);
      case "Float32" -> new FpFormat(8, 24);
      case "Float64" -> new FpFormat(11, 53);
      case "Float128" -> new FpFormat(15, 113);
      default -> null;
    };
  }

  public Sort sort() {
    return Sort.floatingPoint(eb, sb);
  }

  /** The exponent bias, 2^(eb-1) - 1; also the largest exponent emax. */
  public long bias() {
    return (1L << (eb - 1)) - 1;
  }

  public long emax() {
    return bias();
  }

  /** The exponent of the smallest normal number, 1 - emax. */
  public long emin() {
    return 1 - bias();
  }

  /**
   * The exponent of the least significant bit at the bottom of the range: the smallest subnormal is
   * 2^minQuantum, and every finite number is a multiple of it.
   */
  public long minQuantum() {
    return emin() - (sb - 1);
  }

  /** The biased exponent field of infinities and NaN: all ones. */
  public long maxExponentField() {
    return (1L << eb) - 1;
  }

  @Override
  public String toString() {
    return "(_ FloatingPoint " + eb + " " + sb + ")";
  }
}
