package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The commands that declare: what each reads, what it enters into the signature, its errors. */
class DeclarationReaderTest {
  private static CheckedScript read(String text) {
    return Parser.readScript(text, "d.smt2");
  }

  private static String errorOf(String text) {
    return ReadErrors.of(text, "d.smt2");
  }

  @Test
  void readsExactlyTheDeclarationCommands() {
    assertThat(DeclarationReader.reads("declare-fun")).isTrue();
    assertThat(DeclarationReader.reads("define-funs-rec")).isTrue();
    assertThat(DeclarationReader.reads("assert")).isFalse();
    assertThat(DeclarationReader.reads("declare-rel")).isFalse(); // z3's, an unknown command
  }

  @Test
  void sorts_declaredAndDefined() {
    CheckedScript s = read("(declare-sort U)(declare-sort P 2)(define-sort S (T) (P T T))");
    assertThat(s.signature().sortSymbol("U").arity()).isZero();
    assertThat(s.signature().sortSymbol("P").arity()).isEqualTo(2);
    assertThat(s.signature().resolve(Sort.of("S", Sort.INT)))
        .isEqualTo(Sort.of("P", Sort.INT, Sort.INT));
    assertThat(errorOf("(declare-sort Int 0)"))
        .isEqualTo("d.smt2:1:1: sort Int is already declared");
    assertThat(errorOf("(declare-sort U 99999999999)")).contains("arity too large");
  }

  @Test
  void functions_declaredWithResolvedSorts() {
    CheckedScript s = read("(define-sort I () Int)(declare-fun f (I Bool) I)(declare-const c I)");
    Signature.FunctionSymbol f = s.signature().function("f");
    assertThat(f.argSorts()).containsExactly(Sort.INT, Sort.BOOL);
    assertThat(f.resultSort()).isEqualTo(Sort.INT);
    assertThat(s.signature().function("c").argSorts()).isEmpty();
    assertThat(errorOf("(declare-fun f (Int) Nope)")).contains("unknown sort Nope");
    assertThat(errorOf("(declare-fun f (Int) Int)(declare-const f Int)"))
        .isEqualTo("d.smt2:1:26: symbol f is already declared");
    assertThat(errorOf("(declare-fun f Int Int)")).contains("'(' starting the argument sorts");
  }

  @Test
  void definitions_checkTheirBodyAgainstTheDeclaredSort() {
    CheckedScript s = read("(define-fun g ((x Int)) Real (+ x 1))");
    assertThat(s.signature().function("g").isDefined()).isTrue(); // Int body for Real: accepted
    assertThat(errorOf("(define-fun g ((x Int)) Bool\n  (+ x 1))"))
        .isEqualTo("d.smt2:2:3: body of g has sort Int, declared Bool");
    // a non-recursive definition does not see itself
    assertThat(errorOf("(define-fun g ((x Int)) Int (g x))")).contains("unknown function symbol g");
  }

  @Test
  void recursiveDefinitions_seeThemselves() {
    CheckedScript s =
        read(
            "(define-fun-rec len ((n Int)) Int (ite (= n 0) 0 (+ 1 (len (- n 1)))))"
                + "(define-funs-rec ((ev ((n Int)) Bool) (od ((n Int)) Bool))"
                + " ((ite (= n 0) true (od (- n 1))) (ite (= n 0) false (ev (- n 1)))))");
    assertThat(s.signature().function("len").body()).isNotNull();
    assertThat(s.signature().function("od").body()).isNotNull();
    assertThat(errorOf("(define-funs-rec ((a () Int) (b () Int)) (1))"))
        .contains("define-funs-rec has fewer bodies than declarations");
  }

  @Test
  void datatypes_singleMutualAndParametric() {
    CheckedScript s =
        read(
            "(declare-datatype Color ((red) (green)))"
                + "(declare-datatypes ((Tree 0) (Forest 0)) (((node (kids Forest)))"
                + " ((leaf) (grow (first Tree) (rest Forest)))))"
                + "(declare-datatype Box (par (T) ((box (unbox T)))))");
    Signature sig = s.signature();
    assertThat(sig.isDatatype("Color")).isTrue();
    assertThat(sig.constructor("grow").selectors()).hasSize(2);
    assertThat(sig.isSelector("unbox")).isTrue();
    assertThat(sig.constructor("box").datatype()).isEqualTo(Sort.of("Box", Sort.simple("T")));
    assertThat(errorOf("(declare-datatypes ((A 0) (B 0)) (((a))))"))
        .isEqualTo("d.smt2:1:1: declare-datatypes declares 2 sorts but defines 1");
    assertThat(errorOf("(declare-datatype E ())"))
        .contains("a datatype needs at least one constructor");
    assertThat(errorOf("(declare-datatype P (par (T) ((p (x T))) x))")).contains("')' closing par");
  }

  @Test
  void withoutChecking_declarationsAreOnlyRead() {
    Script s = Parser.parseScript("(declare-fun f (Nope) Nope)(declare-fun f () Int)", "d");
    assertThat(s.commands())
        .containsExactly(
            new Command.DeclareFun("f", List.of(Sort.simple("Nope")), Sort.simple("Nope")),
            new Command.DeclareFun("f", List.of(), Sort.INT));
  }
}
