package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.InputError;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Terms and the frames of each parenthesised kind, with and without sort checking. */
class TermReaderTest {
  /** A signature with {@code x: Int}, {@code s: String}, {@code f: Int -> Int}, a list datatype. */
  private static Signature signature() {
    CheckedScript s =
        Parser.readScript(
            "(declare-const x Int)(declare-const s String)(declare-fun f (Int) Int)"
                + "(declare-datatypes ((L 0)) (((nil) (cons (hd Int) (tl L)))))",
            "sig");
    return s.signature();
  }

  private static TermReader reader(String text, Signature sig) {
    Tokens t = new Tokens(Utf8.encode(text), "t.smt2");
    return new TermReader(t, sig, new SortReader(t));
  }

  private static Sort sortOf(String text) {
    TermReader r = reader(text, signature());
    r.term();
    r.tokens.expectEnd();
    return r.termSort;
  }

  private static String errorOf(String text) {
    try {
      reader(text, signature()).term();
    } catch (InputError e) {
      return e.getMessage();
    }
    throw new AssertionError("no error for " + text);
  }

  @Test
  void constants_haveTheirSorts() {
    assertThat(sortOf("1")).isEqualTo(Sort.INT);
    assertThat(sortOf("1.5")).isEqualTo(Sort.REAL);
    assertThat(sortOf("#b101")).isEqualTo(Sort.bitVec(3));
    assertThat(sortOf("#xff")).isEqualTo(Sort.bitVec(8));
    assertThat(sortOf("\"a\"")).isEqualTo(Sort.STRING);
    assertThat(sortOf("x")).isEqualTo(Sort.INT);
    assertThat(sortOf("(_ bv3 4)")).isEqualTo(Sort.bitVec(4));
    assertThat(sortOf("(as nil L)")).isEqualTo(Sort.simple("L"));
  }

  @Test
  void withoutSignature_noSortsAndUnknownSymbolsAreFine() {
    TermReader r = reader("(g (h y) 1)", null);
    Term t = r.term();
    assertThat(r.termSort).isNull();
    assertThat(Printer.print(t)).isEqualTo("(g (h y) 1)");
  }

  @Test
  void applications_areCheckedAtTheirOwnPosition() {
    assertThat(sortOf("(f (+ x 1))")).isEqualTo(Sort.INT);
    assertThat(errorOf("(f\n  (f s))"))
        .isEqualTo("t.smt2:2:3: argument 1 of f must be Int, not String");
    assertThat(errorOf("(f)")).isEqualTo("t.smt2:1:1: application of f has no arguments");
    assertThat(errorOf("(g x)")).isEqualTo("t.smt2:1:1: unknown function symbol g");
  }

  @Test
  void manyArguments_growTheFrame() {
    String sum = "(+ " + "x ".repeat(50) + ")";
    TermReader r = reader(sum + " " + sum, signature());
    Application a = (Application) r.term();
    Application b = (Application) r.term(); // from a reused frame
    assertThat(a.args()).hasSize(50);
    assertThat(b).isEqualTo(a).isNotSameAs(a);
  }

  @Test
  void reservedWords_cannotStandAlone() {
    assertThat(errorOf("(f let)")).contains("unexpected").contains("here");
    assertThat(errorOf("(par x)")).contains("unexpected");
  }

  @Test
  void let_isParallelAndScoped() {
    assertThat(sortOf("(let ((x \"a\") (y x)) (+ y (str.len x)))")).isEqualTo(Sort.INT);
    assertThat(errorOf("(let ((y 1) (y 2)) y)")).isEqualTo("t.smt2:1:1: let binds y twice");
    assertThat(errorOf("(let ((y 1)) y y)")).contains("expected ')' closing let");
    assertThat(errorOf("(let (y 1) y)")).contains("'(' starting a let binding");
    // out of the let, y is unknown again
    assertThat(errorOf("(+ (let ((y 1)) y) y)")).contains("unknown symbol y");
  }

  @Test
  void quantifiers_bindTheirVariablesAndNeedBoolBodies() {
    assertThat(sortOf("(forall ((y Int) (z L)) (= (hd z) y))")).isEqualTo(Sort.BOOL);
    assertThat(errorOf("(exists ((y Int)) y)"))
        .isEqualTo("t.smt2:1:1: exists body must be Bool, not Int");
    assertThat(errorOf("(forall () true)")).contains("forall needs at least one variable");
    assertThat(errorOf("(forall ((y Nope)) true)")).contains("unknown sort Nope");
  }

  @Test
  void match_bindsFieldsAndVariablePatterns() {
    assertThat(sortOf("(match (cons 1 nil) (((cons h t) h) (nil 0)))")).isEqualTo(Sort.INT);
    assertThat(sortOf("(match (cons 1 nil) ((other 0)))")).isEqualTo(Sort.INT);
    assertThat(errorOf("(match nil (((cons h) 0)))")).contains("constructor cons has 2 field(s)");
    assertThat(errorOf("(match nil (((mk a) 0)))")).contains("unknown constructor mk");
    assertThat(errorOf("(match nil ((nil 0) (other \"a\")))"))
        .contains("match cases have different sorts: Int and String");
  }

  @Test
  void annotations_typedAttributes() {
    TermReader r =
        reader(
            "(! (forall ((y Int)) (! (= (f y) y) :pattern ((f y)) :no-pattern (f 0) :qid 12"
                + " :weight 2 :lblpos L :other)) :named n1)",
            signature());
    Annotated a = (Annotated) r.term();
    assertThat(r.termSort).isEqualTo(Sort.BOOL);
    assertThat(a.name()).isEqualTo("n1");
    Annotated inner = (Annotated) ((Quantified) a.term()).body();
    assertThat(inner.attributes())
        .extracting(x -> x.getClass().getSimpleName())
        .containsExactly("Pattern", "NoPattern", "Qid", "Weight", "Other", "Other");
    assertThat(inner.attributes().get(2)).isEqualTo(new Attribute.Qid("12"));
    assertThat(errorOf("(! x)")).contains("! needs at least one attribute");
    assertThat(errorOf("(! x :pattern ())")).contains(":pattern needs at least one term");
  }

  @Test
  void namedTerms_declareTheirNameInTheSignature() {
    Signature sig = signature();
    TermReader r = reader("(! (> x 0) :named pos)", sig);
    r.term();
    assertThat(sig.function("pos").resultSort()).isEqualTo(Sort.BOOL);
  }

  @Test
  void termLists_andBoolRequirement() {
    TermReader r = reader("((> x 0) true) ((f x))", signature());
    assertThat(r.termList("assumptions", true)).hasSize(2);
    assertThatThrownBy(() -> r.termList("assumptions", true))
        .hasMessageContaining("assumptions needs a Bool term, this one has sort Int");
  }

  @Test
  void unexpectedTokens_arePositioned() {
    assertThat(errorOf(")")).isEqualTo("t.smt2:1:1: expected a term, found ')'");
    assertThat(errorOf("(f ")).contains("unexpected end of input, expected a term");
    assertThat(errorOf("(1 2)")).contains("expected a function symbol, found");
    assertThat(errorOf(":k")).contains("expected a term, found");
  }

  @Test
  void scopes_restoreTheOuterBinding() {
    Signature sig = signature();
    TermReader r = reader("(let ((x \"s\")) (forall ((x Bool)) x)) x", sig);
    r.term();
    assertThat(r.termSort).isEqualTo(Sort.BOOL);
    r.term();
    assertThat(r.termSort).isEqualTo(Sort.INT);
    assertThat(List.of(r.tokens.nameOf("x").boundSort == null)).containsExactly(true);
  }
}
