package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.InputError;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Commands other than declarations, and what push, pop and reset do to the signature. */
class CommandReaderTest {
  private static List<Command> read(String text) {
    return Parser.readScript(text, "c.smt2").script().commands();
  }

  private static String errorOf(String text) {
    return ReadErrors.of(text, "c.smt2");
  }

  @Test
  void optionsAndInfo_withAndWithoutValues() {
    assertThat(read("(set-option :print-success)(set-info :source |x|)(set-logic QF_LIA)"))
        .containsExactly(
            new Command.SetOption(":print-success", null),
            new Command.SetInfo(":source", new SExpr.Atom("|x|")),
            new Command.SetLogic("QF_LIA"));
    assertThat(errorOf("(set-option produce-models)")).contains("expected a keyword");
  }

  @Test
  void asserts_mustBeBool() {
    assertThat(errorOf("(declare-const x Int)\n(assert x)"))
        .isEqualTo("c.smt2:2:9: assert needs a Bool term, this one has sort Int");
  }

  @Test
  void getValue_needsTerms() {
    assertThat(errorOf("(get-value ())"))
        .isEqualTo("c.smt2:1:1: get-value needs at least one term");
  }

  @Test
  void pushAndPop_levels() {
    assertThat(read("(push)(pop 1)"))
        .containsExactly(new Command.Push(BigInteger.ONE), new Command.Pop(BigInteger.ONE));
    assertThat(errorOf("(push 2)(pop 3)")).contains("pop 3 with only 2 level(s) pushed");
    assertThat(errorOf("(push 99999999)")).contains("push/pop level count too large");
  }

  @Test
  void popAndReset_forgetCachedConstantSorts() {
    // x is Int, then String after a pop and a new declaration: the reader's cache must follow
    read(
        "(push)(declare-const x Int)(assert (> x 0))(pop)(declare-const x String)"
            + "(assert (= x \"a\"))(reset)(declare-const x Bool)(assert x)");
  }

  @Test
  void echo_decodesItsString() {
    assertThat(read("(echo \"a\"\"b\")")).containsExactly(new Command.Echo("a\"b"));
    assertThat(errorOf("(echo x)")).contains("expected a string");
  }

  @Test
  void unknownCommands_keepTheirArguments() {
    List<Command> cs = read("(check-sat-using (then simplify smt) :x 1)");
    assertThat(Printer.print(cs.get(0))).isEqualTo("(check-sat-using (then simplify smt) :x 1)");
    assertThat(errorOf("(check-sat-using smt")).contains("unexpected end of input in command");
  }

  @Test
  void commandShape_errors() {
    assertThat(errorOf("(42)")).isEqualTo("c.smt2:1:2: expected a command name, found '42'");
    assertThat(errorOf("check-sat")).contains("expected '(' starting a command");
    assertThat(errorOf("(check-sat 1)")).contains("expected ')' closing check-sat");
  }

  @Test
  void sortErrorsOfACommand_pointAtTheCommand() {
    assertThat(errorOf("(declare-fun f () Int)\n(declare-fun f () Int)"))
        .isEqualTo("c.smt2:2:1: symbol f is already declared");
  }

  @Test
  void modelsAndValues_readWithTheCommandAndTermReaders() {
    assertThat(Parser.parseModel("((define-fun x () Int 3))", "m"))
        .containsExactly(
            new Command.DefineFun(
                new Command.FunctionDec("x", List.of(), Sort.INT),
                new NumeralConstant(BigInteger.valueOf(3))));
    assertThat(errorOfModel("((define-fun x () Int 3)")).contains("')' closing the model");
  }

  private static String errorOfModel(String text) {
    try {
      Parser.parseModel(text, "m");
    } catch (InputError e) {
      return e.getMessage();
    }
    throw new AssertionError("no error for " + text);
  }
}
