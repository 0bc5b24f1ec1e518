package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.InputError;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Sort;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reads the real answers of z3, cvc5 and CVC4 in test resources (see models/README.md). */
class ModelReaderTest {
  static final Path DIR = Path.of("src/test/resources/dev/assay/semantics/models");

  static String resource(String name) {
    try {
      return Files.readString(DIR.resolve(name), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Script script(String problem) {
    return Parser.parseScript(resource(problem + ".smt2"), problem + ".smt2");
  }

  static Model model(String solver, String problem) {
    String name = solver + "-" + problem + ".model";
    return ModelReader.read(resource(name), name, script(problem));
  }

  /** Each get-value answer agrees with evaluating its term under the same solver's model. */
  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "z3, ints",
    "cvc5, ints",
    "cvc4, ints",
    "z3, strings",
    "cvc5, strings",
    "cvc4, strings",
    "z3, uf",
    "cvc5, uf",
    "cvc4, uf",
    "cvc5fmf, uf",
    "z3, arrays",
    "cvc5, arrays",
    "cvc4, arrays",
    "z3, dt",
    "cvc5, dt",
    "cvc4, dt",
    "z3, fp",
    "bundled, fp",
    "cvc5, fp",
    "z3, fpsmall",
    "bundled, fpsmall",
    "cvc5fpexp, fpsmall"
  })
  void valueAnswers_agreeWithTheModel(String solver, String problem) {
    Model m = model(solver, problem);
    String name = solver + "-" + problem + ".values";
    List<ModelReader.ValueAnswer> answers = ModelReader.readValues(resource(name), name, m);
    assertThat(answers).isNotEmpty();
    Evaluator ev = new Evaluator(m);
    for (ModelReader.ValueAnswer a : answers) {
      assertThat(a.value().isSpecified()).as("value of %s", Printer.print(a.term())).isTrue();
      assertThat(Values.smtEquals(ev.evaluate(a.term()), a.value()))
          .as("%s %s: %s", solver, problem, Printer.print(a.term()))
          .isEqualTo(BoolValue.TRUE);
    }
  }

  @Test
  void numbers_negativesFractionsAndBigIntegers() {
    for (String solver : new String[] {"z3", "cvc5", "cvc4"}) {
      Evaluator ev = new Evaluator(model(solver, "ints"));
      assertThat(ev.evaluate(Parser.parseTerm("x"))).isEqualTo(IntValue.of(-5));
      assertThat(ev.evaluate(Parser.parseTerm("y")).toString()).isEqualTo("100000000000000000001");
      assertThat(ev.evaluate(Parser.parseTerm("r"))).isEqualTo(RealValue.of(1, 3));
      assertThat(ev.evaluate(Parser.parseTerm("q"))).isEqualTo(RealValue.of(-7, 2));
      assertThat(ev.evaluate(Parser.parseTerm("(f 1 2)"))).isEqualTo(IntValue.of(3));
      assertThat(ev.evaluate(Parser.parseTerm("(p 4)"))).isEqualTo(BoolValue.TRUE);
    }
  }

  @Test
  void strings_escapesAreDecoded() {
    for (String solver : new String[] {"z3", "cvc5", "cvc4"}) {
      Evaluator ev = new Evaluator(model(solver, "strings"));
      assertThat(ev.evaluate(Parser.parseTerm("s")))
          .as(solver)
          .isEqualTo(
              new StringValue(
                  dev.assay.smtlib.SmtString.of('a', '\\', '"', 'b', 0, 0xff, 0x1F600)));
    }
    Evaluator cvc5 = new Evaluator(model("cvc5", "strings"));
    assertThat(cvc5.evaluate(Parser.parseTerm("t")))
        .isEqualTo(
            new StringValue(dev.assay.smtlib.SmtString.of('q', '"', 'u', 'o', 't', 'e', 10, 127)));
  }

  @Test
  void uninterpretedSorts_elementsAndUniverses() {
    Sort t = Sort.simple("T");
    Model z3 = model("z3", "uf");
    assertThat(z3.universe(t))
        .extracting(UninterpretedValue::name)
        .containsExactly("T!val!0", "T!val!1");
    assertThat(new Evaluator(z3).evaluate(Parser.parseTerm("a")))
        .isEqualTo(new UninterpretedValue(t, "T!val!1"));
    Model fmf = model("cvc5fmf", "uf");
    assertThat(fmf.universe(t))
        .extracting(UninterpretedValue::name)
        .containsExactly("@T_0", "@T_1");
    Model cvc4 = model("cvc4", "uf");
    assertThat(cvc4.universe(t))
        .extracting(UninterpretedValue::name)
        .containsExactly("@uc_T_0", "@uc_T_1");
    assertThat(new Evaluator(cvc4).evaluate(Parser.parseTerm("(= a (g b))")))
        .isEqualTo(BoolValue.TRUE);
  }

  @Test
  void arrays_storeChainsConstantsAndLambdas() {
    Evaluator cvc4 = new Evaluator(model("cvc4", "arrays"));
    assertThat(cvc4.evaluate(Parser.parseTerm("(select a 7)"))).isEqualTo(IntValue.of(-2));
    assertThat(cvc4.evaluate(Parser.parseTerm("(select (select m 2) 3)")))
        .isEqualTo(IntValue.of(4));
    assertThat(cvc4.evaluate(Parser.parseTerm("(select (select m 5) 3)")))
        .isEqualTo(IntValue.of(0));
    Evaluator z3 = new Evaluator(model("z3", "arrays"));
    // a is a lambda over ranges: select calls it
    assertThat(z3.evaluate(Parser.parseTerm("(select a 1)"))).isEqualTo(IntValue.of(5));
    assertThat(z3.evaluate(Parser.parseTerm("(select a 7)"))).isEqualTo(IntValue.of(-2));
    assertThat(z3.evaluate(Parser.parseTerm("(select a 1000)"))).isEqualTo(IntValue.of(42));
    assertThat(z3.evaluate(Parser.parseTerm("(select (store a 1000 3) 1000)")))
        .isEqualTo(IntValue.of(3));
    assertThat(z3.evaluate(Parser.parseTerm("(select b 4)"))).isEqualTo(BoolValue.FALSE);
    assertThat(z3.evaluate(Parser.parseTerm("(select (select m 9) 3)"))).isEqualTo(IntValue.of(4));
  }

  @Test
  void z3AsArray_tabulatesTheFunctionTable() {
    Model m = ModelReader.read(resource("z3-asarray.model"), "z3-asarray.model");
    Evaluator ev = new Evaluator(m);
    Value x = ev.evaluate(Parser.parseTerm("x"));
    assertThat(x).isInstanceOf(ArrayValue.class);
    assertThat(Printer.print(x.toTerm()))
        .isEqualTo("(store (store ((as const (Array Int Int)) 3) 1 1) 2 2)");
    assertThat(ev.evaluate(Parser.parseTerm("(select x 2)"))).isEqualTo(IntValue.of(2));
    assertThat(
            ev.evaluate(
                Parser.parseTerm("(= x (store (store ((as const (Array Int Int)) 3) 2 2) 1 1))")))
        .isEqualTo(BoolValue.TRUE);
  }

  @Test
  void datatypes_constructorsFromTheScript() {
    Evaluator ev = new Evaluator(model("cvc5", "dt"));
    assertThat(ev.evaluate(Parser.parseTerm("(hd (tl l))"))).isEqualTo(IntValue.of(4));
    assertThat(ev.evaluate(Parser.parseTerm("((_ is nil) (tl (tl l)))"))).isEqualTo(BoolValue.TRUE);
    assertThat(ev.evaluate(Parser.parseTerm("(is-cons l)"))).isEqualTo(BoolValue.TRUE);
    assertThat(
            ev.evaluate(
                Parser.parseTerm(
                    "(match l ((nil 0) ((cons h t) (+ h (match t ((nil 0) (x 1)))))))")))
        .isEqualTo(IntValue.of(4));
    assertThat(ev.evaluate(Parser.parseTerm("k"))).isEqualTo(new DatatypeValue("green", List.of()));
  }

  /** z3 4.8.12, the bundled Z3 4.14.1 and cvc5 1.0.3 print the same values differently. */
  @ParameterizedTest(name = "{0}")
  @CsvSource({"z3", "bundled", "cvc5"})
  void floatingPoint_literalsSpecialsAndRoundingModes(String solver) {
    Evaluator ev = new Evaluator(model(solver, "fp"));
    FpFormat single = new FpFormat(8, 24);
    FpFormat dbl = new FpFormat(11, 53);
    assertThat(ev.evaluate(Parser.parseTerm("x")))
        .isEqualTo(
            new Evaluator(Model.EMPTY).evaluate(Parser.parseTerm("((_ to_fp 8 24) RNE 4.0)")));
    assertThat(ev.evaluate(Parser.parseTerm("n"))).isEqualTo(FloatingPointValue.nan(single));
    assertThat(ev.evaluate(Parser.parseTerm("pz")))
        .isEqualTo(FloatingPointValue.zero(single, false));
    assertThat(ev.evaluate(Parser.parseTerm("mz"))).isEqualTo(FloatingPointValue.zero(dbl, true));
    assertThat(ev.evaluate(Parser.parseTerm("pinf")))
        .isEqualTo(FloatingPointValue.infinity(single, false));
    assertThat(ev.evaluate(Parser.parseTerm("minf")))
        .isEqualTo(FloatingPointValue.infinity(dbl, true));
    assertThat(ev.evaluate(Parser.parseTerm("(fp.isSubnormal sub)"))).isEqualTo(BoolValue.TRUE);
    assertThat(ev.evaluate(Parser.parseTerm("r"))).isEqualTo(RoundingModeValue.RTN);
    assertThat(ev.evaluate(Parser.parseTerm("r2"))).isEqualTo(RoundingModeValue.RTZ);
    assertThat(ev.evaluate(Parser.parseTerm("(f x)")))
        .isEqualTo(
            new Evaluator(Model.EMPTY).evaluate(Parser.parseTerm("((_ to_fp 8 24) RNE 8.0)")));
    assertThat(ev.evaluate(Parser.parseTerm("(= (fp.to_real y) w)"))).isEqualTo(BoolValue.TRUE);
  }

  @Test
  void z3JavaApiModel_withoutOuterList() {
    Model m =
        ModelReader.read("(define-fun x () Int\n  (- 3))\n(define-fun y () Real\n  2.0)", "api");
    Evaluator ev = new Evaluator(m);
    assertThat(ev.evaluate(Parser.parseTerm("(+ x 1)"))).isEqualTo(IntValue.of(-2));
    assertThat(ev.evaluate(Parser.parseTerm("y"))).isEqualTo(RealValue.of(2, 1));
  }

  @Test
  void realConstantGivenAsNumeral_isCoercedToReal() {
    Model m = ModelReader.read("((define-fun y () Real 2))", "m");
    assertThat(new Evaluator(m).evaluate(Parser.parseTerm("y"))).isEqualTo(RealValue.of(2, 1));
  }

  @Test
  void nestedLambda_inStoreChain() {
    Model m =
        ModelReader.read(
            "((define-fun a () (Array Int Int) (store (lambda ((i Int))"
                + " (ite (> i 3) 1 0)) 2 9)))",
            "m");
    Evaluator ev = new Evaluator(m);
    assertThat(ev.evaluate(Parser.parseTerm("(select a 2)"))).isEqualTo(IntValue.of(9));
    assertThat(ev.evaluate(Parser.parseTerm("(select a 4)"))).isEqualTo(IntValue.of(1));
    assertThat(ev.evaluate(Parser.parseTerm("(select a 3)"))).isEqualTo(IntValue.of(0));
  }

  @Test
  void garbage_isAnInputError() {
    assertThatThrownBy(() -> ModelReader.read("(error \"line 3: unknown constant\")", "out"))
        .isInstanceOf(InputError.class)
        .hasMessageContaining("error");
    assertThatThrownBy(() -> ModelReader.read("((define-fun x () Int 1)", "out"))
        .isInstanceOf(InputError.class)
        .hasMessageStartingWith("out:");
    assertThatThrownBy(() -> ModelReader.read("((check-sat))", "out"))
        .isInstanceOf(InputError.class)
        .hasMessageContaining("unexpected command");
    assertThatThrownBy(() -> ModelReader.read("sat", "out")).isInstanceOf(InputError.class);
  }
}
