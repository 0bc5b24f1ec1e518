package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Term;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The FloatingPoint evaluator on what the edge-case table of docs/semantics.md cannot show:
 * encodings, known IEEE binary64 and binary128 results, formats with very wide exponents,
 * quantifiers over rounding modes and small formats, and ill-sorted or unsupported input.
 */
class FloatingPointTest {
  private static Value eval(String term) {
    return new Evaluator(Model.EMPTY).evaluate(Parser.parseTerm(term));
  }

  private static FloatingPointValue fp(String term) {
    return (FloatingPointValue) eval(term);
  }

  private static String hex(FloatingPointValue v) {
    return v.bits().toString(16);
  }

  @Test
  void everyNaNPattern_isTheOneCanonicalNaN() {
    FpFormat f = new FpFormat(3, 5);
    FloatingPointValue nan = FloatingPointValue.nan(f);
    for (int sign = 0; sign < 2; sign++) {
      for (int m = 1; m < 16; m++) {
        BigInteger bits = BigInteger.valueOf(sign).shiftLeft(7).or(BigInteger.valueOf(7 << 4 | m));
        assertThat(FloatingPointValue.ofBits(f, bits)).isEqualTo(nan);
      }
    }
    assertThat(Printer.print(nan.toTerm())).isEqualTo("(_ NaN 3 5)");
    assertThat(FloatingPointValue.all(f)).hasSize(256 - 30 + 1); // 31 NaN patterns are one value
  }

  @Test
  void valuesPrint_asTheTheoryListsThem() {
    assertThat(Printer.print(fp("(_ -oo 3 5)").toTerm())).isEqualTo("(_ -oo 3 5)");
    assertThat(Printer.print(fp("(_ -zero 3 5)").toTerm())).isEqualTo("(fp #b1 #b000 #b0000)");
    assertThat(Printer.print(fp("((_ to_fp 8 24) RNE 1.0)").toTerm()))
        .isEqualTo("(fp #b0 #b01111111 #b00000000000000000000000)");
    assertThat(Printer.print(RoundingModeValue.RTZ.toTerm())).isEqualTo("RTZ");
    for (Value v : FloatingPointValue.all(new FpFormat(2, 3))) {
      assertThat(eval(Printer.print(v.toTerm()))).isEqualTo(v); // every value reads back
    }
  }

  /** Known IEEE 754 binary64 and binary128 results. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = ';',
      value = {
        "((_ to_fp 11 53) RNE 0.1); 3fb999999999999a",
        "(fp.add RNE ((_ to_fp 11 53) RNE 0.1) ((_ to_fp 11 53) RNE 0.2)); 3fd3333333333334",
        "(fp.div RNE ((_ to_fp 11 53) RNE 1.0) ((_ to_fp 11 53) RNE 3.0)); 3fd5555555555555",
        "(fp.sqrt RNE ((_ to_fp 11 53) RNE 2.0)); 3ff6a09e667f3bcd",
        "((_ to_fp 11 53) RNE 4.9406564584124654E-324); 1",
        "(fp.mul RNE ((_ to_fp 11 53) #x7fefffffffffffff) ((_ to_fp 11 53) RNE 2.0)); 7ff0000000000000",
        "(fp.mul RTZ ((_ to_fp 11 53) #x7fefffffffffffff) ((_ to_fp 11 53) RNE 2.0)); 7fefffffffffffff",
        "((_ to_fp 11 53) RNE ((_ to_fp 8 24) RNE 0.1)); 3fb99999a0000000",
        "((_ to_fp 8 24) RNE 0.1); 3dcccccd",
        "((_ to_fp 15 113) RNE 0.1); 3ffb999999999999999999999999999a",
        "((_ to_fp 15 113) RNE (/ 1.0 3.0)); 3ffd5555555555555555555555555555"
      })
  void knownBinaryResults(String term, String hexBits) {
    if (term.contains("E-324")) {
      // the least binary64 subnormal, written as an exact fraction
      term = "((_ to_fp 11 53) RNE (/ 1.0 " + BigInteger.ONE.shiftLeft(1074) + ".0))";
    }
    assertThat(hex(fp(term))).isEqualTo(hexBits);
  }

  /** A format with a 40-bit exponent: exponents differ by up to 2^40, and nothing blows up. */
  @Test
  void veryWideExponents_evaluateWithoutHugeIntermediates() {
    FpFormat f = new FpFormat(40, 10);
    Term max = FloatingPointValue.maxFinite(f, false).toTerm();
    Term tiny = FloatingPointValue.ofBits(f, BigInteger.ONE).toTerm(); // least subnormal
    Term one = Parser.parseTerm("((_ to_fp 40 10) RNE 1.0)");
    assertThat(eval(app("fp.add", "RNE", max, tiny))).isEqualTo(eval(Printer.print(max)));
    assertThat(eval(app("fp.add", "RTP", max, tiny)))
        .isEqualTo(FloatingPointValue.infinity(f, false));
    assertThat(eval(app("fp.add", "RTP", one, tiny)))
        .isEqualTo(FloatingPointValue.ofBits(f, fp(Printer.print(one)).bits().add(BigInteger.ONE)));
    assertThat(eval(app("fp.sub", "RTZ", one, tiny)))
        .isEqualTo(
            FloatingPointValue.ofBits(f, fp(Printer.print(one)).bits().subtract(BigInteger.ONE)));
    assertThat(eval(app("fp.mul", "RNE", tiny, tiny))).isEqualTo(FloatingPointValue.zero(f, false));
    assertThat(eval(app("fp.div", "RNE", max, tiny)))
        .isEqualTo(FloatingPointValue.infinity(f, false));
    assertThat(eval(app("fp.fma", "RTN", tiny, tiny, one))).isEqualTo(eval(Printer.print(one)));
    // max = 1023 · 2^k for a huge k, and 2^k mod 3 = 2 or 1: the remainder by 3·tiny is small
    FloatingPointValue rem =
        (FloatingPointValue)
            eval(app("fp.rem", max, app("fp.add", "RNE", tiny, app("fp.add", "RNE", tiny, tiny))));
    assertThat(rem.isSubnormal() || rem.isZero()).isTrue();
    assertThat(eval(app("fp.isNormal", app("fp.sqrt", "RNE", max)))).isEqualTo(BoolValue.TRUE);
    assertThat(((Unspecified) eval(app("fp.to_real", max))).cause())
        .isEqualTo(Unspecified.Cause.UNSUPPORTED);
  }

  @Test
  void exponentWiderThanSixtyBits_isUnsupported() {
    Value v = eval("(_ +zero 61 5)");
    assertThat(v).isInstanceOf(Unspecified.class);
    assertThat(((Unspecified) v).cause()).isEqualTo(Unspecified.Cause.UNSUPPORTED);
  }

  @Test
  void quantifiers_overRoundingModesAndSmallFormats() {
    assertThat(
            eval(
                "(forall ((m RoundingMode)) (fp.eq (fp.add m ((_ to_fp 8 24) RNE 1.0)"
                    + " ((_ to_fp 8 24) RNE 1.0)) ((_ to_fp 8 24) RNE 2.0)))"))
        .isEqualTo(BoolValue.TRUE);
    assertThat(eval("(exists ((m RoundingMode)) (= m roundTowardNegative))"))
        .isEqualTo(BoolValue.TRUE);
    assertThat(eval("(forall ((x (_ FloatingPoint 2 3))) (= x x))")).isEqualTo(BoolValue.TRUE);
    assertThat(eval("(forall ((x (_ FloatingPoint 2 3))) (fp.eq x x))"))
        .isEqualTo(BoolValue.FALSE); // NaN
    assertThat(
            eval(
                "(forall ((x (_ FloatingPoint 3 5)) (m RoundingMode))"
                    + " (= (fp.roundToIntegral m (fp.roundToIntegral m x)) (fp.roundToIntegral m x)))"))
        .isEqualTo(BoolValue.TRUE);
  }

  @Test
  void illSortedArguments_areIllSorted() {
    for (String t :
        new String[] {
          "(fp.add RNE (_ +zero 3 5) (_ +zero 8 24))",
          "(fp.abs #b0101)",
          "(fp.add (_ +zero 3 5) (_ +zero 3 5) (_ +zero 3 5))",
          "((_ to_fp 3 5) #b0101)"
        }) {
      Value v = eval(t);
      assertThat(v).as(t).isInstanceOf(Unspecified.class);
      assertThat(((Unspecified) v).cause()).as(t).isEqualTo(Unspecified.Cause.ILL_SORTED);
    }
  }

  @Test
  void unspecifiedResults_sayWhy() {
    Unspecified u = (Unspecified) eval("((_ fp.to_ubv 4) RNE ((_ to_fp 3 5) RNE (- 1.0)))");
    assertThat(u.cause()).isEqualTo(Unspecified.Cause.STANDARD);
    assertThat(u.reason()).contains("fp.to_ubv").contains("out of range");
    // unspecified, but the rest of the term does not depend on it
    assertThat(eval("(or (fp.isZero (fp.min (_ +zero 3 5) (_ -zero 3 5))) true)"))
        .isEqualTo(BoolValue.TRUE);
  }

  private static Term app(String f, Object... args) {
    Term[] ts = new Term[args.length];
    for (int i = 0; i < args.length; i++) {
      ts[i] = args[i] instanceof Term t ? t : Parser.parseTerm((String) args[i]);
    }
    return Application.of(f, ts);
  }

  private static Value eval(Term t) {
    return new Evaluator(Model.EMPTY).evaluate(t);
  }
}
