package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.InputError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Sorts and ranks of the FloatingPoint theory, and the errors for ill-sorted uses. */
class FloatingPointSignaturesTest {
  private static final String DECLS =
      "(declare-const x Float32)(declare-const y (_ FloatingPoint 8 24))(declare-const d Float64)"
          + "(declare-const s (_ FloatingPoint 3 5))(declare-const r RoundingMode)"
          + "(declare-const b (_ BitVec 8))(declare-const e Real)\n";

  /**
   * The sort the reader gives {@code term}, and the sort checker too (for terms built in memory).
   */
  private static Sort sortOf(String term) {
    Signature sig = Parser.readScript(DECLS, "f.smt2").signature();
    Sort read = SortChecker.sortOf(Parser.parseTerm(term, sig), sig);
    Sort checked = SortChecker.sortOf(Parser.parseTerm(term), sig);
    assertThat(checked).isEqualTo(read);
    return read;
  }

  private static InputError errorOf(String term) {
    try {
      Parser.readScript(DECLS + "(assert " + term + ")", "f.smt2");
    } catch (InputError e) {
      return e;
    }
    throw new AssertionError("no error for: " + term);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = ';',
      value = {
        "RNE; RoundingMode",
        "roundTowardZero; RoundingMode",
        "x; (_ FloatingPoint 8 24)",
        "(_ +zero 2 2); (_ FloatingPoint 2 2)",
        "(_ -zero 3 5); (_ FloatingPoint 3 5)",
        "(_ +oo 11 53); (_ FloatingPoint 11 53)",
        "(_ -oo 11 53); (_ FloatingPoint 11 53)",
        "(_ NaN 15 113); (_ FloatingPoint 15 113)",
        "(fp #b0 #b011 #x1); (_ FloatingPoint 3 5)",
        "(fp.abs x); (_ FloatingPoint 8 24)",
        "(fp.neg y); (_ FloatingPoint 8 24)",
        "(fp.add r x y); (_ FloatingPoint 8 24)",
        "(fp.sub RNE d d); (_ FloatingPoint 11 53)",
        "(fp.mul RNA s s); (_ FloatingPoint 3 5)",
        "(fp.div RTP x x); (_ FloatingPoint 8 24)",
        "(fp.fma RTN x y x); (_ FloatingPoint 8 24)",
        "(fp.sqrt RTZ d); (_ FloatingPoint 11 53)",
        "(fp.rem s s); (_ FloatingPoint 3 5)",
        "(fp.roundToIntegral RNE x); (_ FloatingPoint 8 24)",
        "(fp.min x y); (_ FloatingPoint 8 24)",
        "(fp.max d d); (_ FloatingPoint 11 53)",
        "(fp.leq x y x); Bool",
        "(fp.lt x y); Bool",
        "(fp.geq d d); Bool",
        "(fp.gt s s); Bool",
        "(fp.eq x y x y); Bool",
        "(fp.isNormal x); Bool",
        "(fp.isSubnormal x); Bool",
        "(fp.isZero x); Bool",
        "(fp.isInfinite x); Bool",
        "(fp.isNaN x); Bool",
        "(fp.isNegative x); Bool",
        "(fp.isPositive x); Bool",
        "((_ to_fp 3 5) #b01010101); (_ FloatingPoint 3 5)",
        "((_ to_fp 3 5) RNE x); (_ FloatingPoint 3 5)",
        "((_ to_fp 3 5) RNE e); (_ FloatingPoint 3 5)",
        "((_ to_fp 3 5) RNE 0.5); (_ FloatingPoint 3 5)",
        "((_ to_fp 3 5) RNE 7); (_ FloatingPoint 3 5)",
        "((_ to_fp 3 5) RNE b); (_ FloatingPoint 3 5)",
        "((_ to_fp_unsigned 11 53) RTZ b); (_ FloatingPoint 11 53)",
        "((_ fp.to_ubv 4) RNE x); (_ BitVec 4)",
        "((_ fp.to_sbv 64) RNE d); (_ BitVec 64)",
        "(fp.to_real s); Real",
        "(ite (fp.isNaN x) RNE RTZ); RoundingMode"
      })
  void rank(String term, String sort) {
    assertThat(Printer.print(sortOf(term))).isEqualTo(sort);
  }

  @Test
  void float32_isTheSortFloatingPoint8_24() {
    assertThat(sortOf("(fp.add RNE x y)")).isEqualTo(Sort.floatingPoint(8, 24));
    assertThat(sortOf("x")).isEqualTo(sortOf("y"));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = ';',
      value = {
        "(fp.isNaN (fp.add x y)); fp.add takes 3 argument(s), got 2",
        "(fp.isNaN (fp.add RNE x d)); argument 3 of fp.add must be (_ FloatingPoint 8 24)",
        "(fp.isNaN (fp.add x x x)); argument 1 of fp.add must be RoundingMode",
        "(fp.isNaN (fp.abs b)); must be a floating-point number",
        "(fp.eq x); fp.eq needs at least 2 arguments",
        "(fp.isNaN (fp #b00 #b011 #x1)); the sign of fp must be (_ BitVec 1)",
        "(fp.isNaN (fp #b0 #b0 #x1)); the exponent of fp needs at least 2 bits",
        "(fp.isNaN (_ NaN 1 5)); needs eb > 1 and sb > 1",
        "(fp.isNaN (_ NaN 8)); needs 2 numeral index(es)",
        "(fp.isNaN ((_ to_fp 3 5) #b0101)); takes a (_ BitVec 8)",
        "(fp.isNaN ((_ to_fp 3 5) RNE r)); (_ to_fp eb sb) takes a bit-vector",
        "(fp.isNaN ((_ to_fp_unsigned 3 5) RNE x)); takes a RoundingMode and a bit-vector",
        "(= b ((_ fp.to_ubv 0) RNE x)); needs m > 0",
        "(= b ((_ fp.to_sbv 8) x)); takes a RoundingMode and a floating-point number",
        "(= RNE 1); different sorts",
        "(fp.isNaN (fp.add (RNE) x x)); has no arguments",
        "(fp.isNaN (fp.sqrt RNE x x)); fp.sqrt takes 2 argument(s), got 3"
      })
  void illSorted_isAPositionedError(String term, String message) {
    InputError e = errorOf(term);
    assertThat(e.line()).isEqualTo(2);
    assertThat(e.getMessage()).startsWith("f.smt2:2:").contains(message);
  }

  @Test
  void sortsOfTheTheory_cannotBeRedeclared_itsSymbolsAreShadowed() {
    for (String decl : new String[] {"(declare-sort RoundingMode 0)", "(declare-sort Float32 0)"}) {
      try {
        Parser.readScript(decl, "g.smt2");
        throw new AssertionError("accepted " + decl);
      } catch (InputError e) {
        assertThat(e.getMessage()).contains("already declared");
      }
    }
    // as z3 reads them: the declared symbol wins (VCC's fp, see Shadowing)
    for (String decl :
        new String[] {
          "(declare-fun fp () Int)", "(declare-const RNE Bool)", "(declare-fun fp.add (Int) Int)"
        }) {
      Script s = Parser.readScript(decl, "g.smt2").script();
      assertThat(Shadowing.declaredIn(s)).hasSize(1);
    }
  }

  @Test
  void badFloatingPointSort_isAnError() {
    for (String sort :
        new String[] {"(_ FloatingPoint 1 24)", "(_ FloatingPoint 8)", "(_ FloatingPoint 8 1)"}) {
      try {
        Parser.readScript("(declare-const z " + sort + ")", "g.smt2");
        throw new AssertionError("accepted " + sort);
      } catch (InputError e) {
        assertThat(e.getMessage()).contains("FloatingPoint must be (_ FloatingPoint eb sb)");
      }
    }
  }
}
