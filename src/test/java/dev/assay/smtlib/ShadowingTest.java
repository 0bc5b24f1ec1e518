package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.InputError;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Declarations that shadow theory symbols (F* and Boogie encodings), read as z3 reads them: the
 * declared symbol is the user's {@code |mod|} from the declaration on, in both reading modes, in
 * the printed form and in every name-based theory test.
 */
class ShadowingTest {
  private static final String FSTAR =
      "(declare-fun mod (Int Int) Int)\n"
          + "(declare-const x Int)\n"
          + "(assert (= (mod x 3) 7))\n"
          + "(assert (forall ((y Int)) (! (= (mod y 1) (mod y 1)) :pattern ((mod y 1)))))\n"
          + "(check-sat)\n";

  private static Application firstApplication(Term t, String name) {
    Application[] found = new Application[1];
    Terms.forEach(
        t,
        n -> {
          if (found[0] == null && n instanceof Application a && a.name().equals(name)) {
            found[0] = a;
          }
        });
    return found[0];
  }

  @Test
  void fstarMod_isTheUsersFunction_inBothModes() {
    CheckedScript checked = Parser.readScript(FSTAR, "fstar.smt2");
    Script unchecked = Parser.parseScript(FSTAR, "fstar.smt2");
    assertThat(unchecked).isEqualTo(checked.script());
    assertThat(((Command.DeclareFun) checked.script().commands().get(0)).name()).isEqualTo("|mod|");
    Term a = checked.script().assertions().get(0);
    assertThat(firstApplication(a, "|mod|")).isNotNull();
    assertThat(firstApplication(a, "mod")).isNull();
    assertThat(checked.signature().function("|mod|").argSorts()).hasSize(2);
    assertThat(checked.signature().shadowedSymbols()).containsExactly("mod");
    assertThat(Shadowing.declaredIn(checked.script())).containsExactly("mod");
  }

  @Test
  void printedForm_quotesTheUsersSymbol_andReadsBackTheSame() {
    Script s = Parser.readScript(FSTAR, "fstar.smt2").script();
    String printed = Printer.print(s);
    assertThat(printed).contains("(declare-fun |mod| (Int Int) Int)").contains("(|mod| x 3)");
    assertThat(printed).doesNotContain("(mod ");
    Script again = Parser.readScript(printed, "printed").script();
    assertThat(again).isEqualTo(s);
    assertThat(Printer.print(again)).isEqualTo(printed);
    SortChecker.check(s);
  }

  @Test
  void useBeforeTheDeclaration_isTheTheorysMod() {
    Script s =
        Parser.readScript(
                "(assert (= (mod 5 3) 2))(declare-fun mod (Int Int) Int)(assert (= (mod 5 3) 7))",
                "t")
            .script();
    assertThat(firstApplication(s.assertions().get(0), "mod")).isNotNull();
    assertThat(firstApplication(s.assertions().get(1), "|mod|")).isNotNull();
    assertThat(Parser.readScript(Printer.print(s), "p").script()).isEqualTo(s);
  }

  @Test
  void popEndsTheShadowing() {
    Script s =
        Parser.readScript(
                "(push 1)(declare-fun mod (Int Int) Int)(assert (= (mod 5 3) 7))(pop 1)"
                    + "(assert (= (mod 5 3) 2))(reset)(assert (= (mod 5 3) 2))",
                "t")
            .script();
    assertThat(firstApplication(s.assertions().get(0), "|mod|")).isNotNull();
    assertThat(firstApplication(s.assertions().get(1), "mod")).isNotNull();
    assertThat(firstApplication(s.assertions().get(2), "mod")).isNotNull();
  }

  @Test
  void repeat_shadowsThePlainName_notTheIndexedBitVectorOperator() {
    String text =
        "(declare-fun repeat (Int) Int)(declare-const b (_ BitVec 2))"
            + "(assert (= (repeat 1) 7))(assert (= ((_ repeat 2) b) #b1010))";
    Script s = Parser.readScript(text, "baby").script();
    assertThat(firstApplication(s.assertions().get(0), "|repeat|")).isNotNull();
    Application bv = (Application) ((Application) s.assertions().get(1)).arg(0);
    assertThat(bv.function().id()).isEqualTo(Identifier.indexed("repeat", 2));
    assertThat(
            Fragment.of(
                    Parser.readScript(
                        "(declare-fun repeat (Int) Int)(assert (= (repeat 1) 7))", "t"))
                .has(Fragment.Feature.BIT_VECTORS))
        .isFalse();
  }

  @Test
  void fp_asAFunctionAndAsAConstant() {
    Script s =
        Parser.readScript(
                "(declare-fun fp (Int Int Int) Int)(assert (= (fp 1 2 3) (|fp| 3 2 1)))", "vcc")
            .script();
    assertThat(Printer.print(s)).contains("(= (|fp| 1 2 3) (|fp| 3 2 1))");
    CheckedScript c = Parser.readScript("(declare-const fp Int)(assert (= fp 7))", "t");
    assertThat(c.script().assertions().get(0))
        .isEqualTo(Parser.parseTerm("(= |fp| 7)", c.signature()));
    assertThat(Fragment.of(c).features()).doesNotContain(Fragment.Feature.FLOATING_POINT);
  }

  @Test
  void defineFun_shadowsAfterItsBody_defineFunRec_beforeIt() {
    Script s =
        Parser.readScript(
                "(define-fun mod ((x Int) (y Int)) Int (+ (mod x y) 100))"
                    + "(define-fun-rec abs ((x Int)) Int (ite (< x 0) (abs (- x)) x))"
                    + "(assert (= (mod 5 3) 102))(assert (= (abs 2) 2))",
                "t")
            .script();
    Command.DefineFun mod = (Command.DefineFun) s.commands().get(0);
    assertThat(mod.name()).isEqualTo("|mod|");
    assertThat(firstApplication(mod.body(), "mod")).isNotNull(); // the theory's, inside
    Command.DefineFunRec abs = (Command.DefineFunRec) s.commands().get(1);
    assertThat(firstApplication(abs.body(), "|abs|")).isNotNull(); // itself, recursively
    assertThat(firstApplication(s.assertions().get(0), "|mod|")).isNotNull();
  }

  @Test
  void datatypeConstructorsAndSelectors_canShadowToo() {
    String text =
        "(declare-datatypes ((T 0)) (((fp (abs Int)) (mod))))(declare-const t T)"
            + "(assert (= (abs (fp 5)) 5))(assert ((_ is fp) t))(assert (not (= t mod)))"
            + "(assert (match t (((fp a) (> a 0)) (mod false))))";
    CheckedScript c = Parser.readScript(text, "t");
    assertThat(c.signature().constructor("|fp|")).isNotNull();
    assertThat(c.signature().isSelector("|abs|")).isTrue();
    String printed = Printer.print(c.script());
    assertThat(printed).contains("((_ is |fp|) t)").contains("(|abs| (|fp| 5))");
    assertThat(Parser.readScript(printed, "p").script()).isEqualTo(c.script());
    assertThat(Parser.parseScript(text, "t")).isEqualTo(c.script());
  }

  @Test
  void boundVariables_keepTheirOwnNames() {
    String text =
        "(declare-fun mod (Int Int) Int)(assert (forall ((mod Int)) (> (|mod| mod 2) mod)))"
            + "(assert (let ((abs 1)) (= (mod abs abs) abs)))";
    CheckedScript c = Parser.readScript(text, "t");
    Quantified q = (Quantified) c.script().assertions().get(0);
    assertThat(q.vars().get(0).name()).isEqualTo("mod");
    Application gt = (Application) q.body();
    assertThat(((Application) gt.arg(0)).name()).isEqualTo("|mod|");
    assertThat(gt.arg(1)).isEqualTo(QualIdentifier.of("mod"));
    assertThat(Parser.parseScript(text, "t")).isEqualTo(c.script());
  }

  @Test
  void theTheorysSymbol_cannotBeBuiltInMemoryWhereItIsShadowed() {
    CheckedScript c = Parser.readScript(FSTAR, "t");
    Term theorys =
        Application.of(
            "mod", QualIdentifier.of("x"), new NumeralConstant(java.math.BigInteger.TWO));
    assertThatThrownBy(() -> SortChecker.sortOf(theorys, c.signature()))
        .isInstanceOf(SortError.class)
        .hasMessageContaining("the declaration of |mod| shadows it");
    List<Command> cs = new java.util.ArrayList<>(c.script().commands());
    cs.add(new Command.Assert(Application.of("=", theorys, QualIdentifier.of("x"))));
    assertThatThrownBy(() -> SortChecker.check(new Script(cs)))
        .isInstanceOf(RuntimeException.class);
  }

  @Test
  void aTermAgainstASignature_seesItsShadows() {
    Signature sig = Parser.readScript(FSTAR, "t").signature();
    Term t = Parser.parseTerm("(mod x 1)", sig);
    assertThat(((Application) t).name()).isEqualTo("|mod|");
  }

  @Test
  void modelsOfAShadowingScript_defineTheUsersSymbol() {
    List<Command> model =
        Parser.parseModel(
            "((define-fun mod ((x!0 Int) (x!1 Int)) Int 7) (define-fun g () Int (mod 1 2)))",
            "z3",
            Set.of("mod"));
    assertThat(((Command.DefineFun) model.get(0)).name()).isEqualTo("|mod|");
    assertThat(firstApplication(((Command.DefineFun) model.get(1)).body(), "|mod|")).isNotNull();
  }

  @Test
  void redeclaringTheUsersSymbol_isStillAnError() {
    assertThatThrownBy(
            () ->
                Parser.readScript("(declare-fun mod (Int Int) Int)\n(declare-const mod Int)", "t"))
        .isInstanceOf(InputError.class)
        .hasMessage("t:2:1: symbol |mod| is already declared");
    // z3 would choose the theory's mod by the argument sorts; Assay reads the declared one
    assertThatThrownBy(
            () ->
                Parser.readScript("(declare-fun mod (Bool Bool) Int)(assert (= (mod 5 3) 2))", "t"))
        .isInstanceOf(InputError.class)
        .hasMessageContaining("argument 1 of |mod| must be Bool, not Int");
  }

  @Test
  void symbolsWithBars_printQuotedWithoutThem() {
    assertThat(Symbols.print("|mod|")).isEqualTo("|mod|");
    assertThat(Symbols.print("|mod|_neg")).isEqualTo("|mod_neg|");
    assertThat(Symbols.print("a b")).isEqualTo("|a b|");
    assertThat(Shadowing.declaredName("mod")).isEqualTo("|mod|");
    assertThat(Shadowing.declaredName("f")).isEqualTo("f");
    assertThat(Shadowing.theorySymbol("|mod|")).isEqualTo("mod");
  }
}
