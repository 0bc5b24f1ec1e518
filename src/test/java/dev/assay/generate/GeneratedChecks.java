package dev.assay.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.ExpectedStatus;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.WitnessComment;
import dev.assay.semantics.BoolValue;
import dev.assay.semantics.Evaluator;
import dev.assay.semantics.Model;
import dev.assay.semantics.ModelChecker;
import dev.assay.semantics.Value;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.LogicDialect;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.StandardLogic;
import dev.assay.smtlib.Term;
import java.util.List;
import java.util.Set;

/**
 * What every generated script must satisfy, checked from its file text alone where possible: it
 * reads and sort-checks, declares the smallest logic that covers it (recomputed from the sorted
 * script), states the expected statuses, its witness (read back from the comment) satisfies every
 * check-sat expected sat under Assay's evaluator, and its assertions stay within the depth knob.
 */
final class GeneratedChecks {
  private GeneratedChecks() {}

  /** Checks {@code f}; the message of a failure names seed and index. */
  static void check(GeneratedFormula f, int maxDepth) {
    String where = f.name() + " (" + f.knobs() + ")";
    String text = f.text();
    CheckedScript cs = Parser.readScript(text, f.name());
    Script script = cs.script();
    assertThat(script).as(where).isEqualTo(f.script());
    assertThat(script.logic()).as(where).isEqualTo(f.logic());
    Fragment fragment = Fragment.of(cs);
    assertThat(fragment.standardLogic()).as(where + " smallest logic").isEqualTo(f.logic());
    assertThat(StandardLogic.of(f.logic()).allows(fragment, LogicDialect.STANDARD))
        .as(where)
        .isTrue();
    assertThat(Expectation.fromScript(script).statuses()).as(where).isEqualTo(f.statuses());
    for (Command c : script.commands()) {
      if (c instanceof Command.Assert a) {
        Term t = a.term();
        // an incremental script's guard (=> q F) is one level on top of F
        if (f.incremental() && t instanceof Application g && g.name().equals("=>")) {
          t = g.arg(1);
        }
        assertThat(depth(t)).as(where + " depth of " + a.term()).isLessThanOrEqualTo(maxDepth);
      }
    }
    Model witness = WitnessComment.read(text, script, f.name());
    boolean anySat = f.statuses().contains(ExpectedStatus.SAT);
    assertThat(witness != null).as(where + " has a witness comment").isEqualTo(anySat);
    for (int k = 0; k < f.statuses().size(); k++) {
      if (f.statuses().get(k) == ExpectedStatus.SAT) {
        ModelChecker.Result r = ModelChecker.check(script, witness, k);
        assertThat(r).as(where + " check-sat " + k).isInstanceOf(ModelChecker.Result.AllTrue.class);
      }
    }
    if (!f.incremental()) {
      checkPlanted(f, script, where);
    }
  }

  /**
   * Under the planted model every assertion but the killers is true and no killer is; a sat formula
   * has no killer, an unsat one at least one.
   */
  private static void checkPlanted(GeneratedFormula f, Script script, String where) {
    Model m =
        f.planted().withScript(List.of(), dev.assay.semantics.Datatypes.of(script.commands()));
    Evaluator ev = new Evaluator(m);
    if (f.statuses().get(0) == ExpectedStatus.SAT) {
      assertThat(f.killers()).as(where).isEmpty();
    } else {
      assertThat(f.killers()).as(where).isNotEmpty();
    }
    for (Term t : script.assertions()) {
      Value v = ev.evaluate(t);
      boolean isKiller = f.killers().contains(t);
      if (isKiller) {
        assertThat(v).as(where + " killer " + t).isNotEqualTo(BoolValue.TRUE);
      } else {
        assertThat(v).as(where + " assertion " + t).isEqualTo(BoolValue.TRUE);
      }
    }
  }

  /**
   * Depth counting applications, with a literal (a value's term: a negative number, a fraction, a
   * store chain over a constant array, a constructor over literals; a regular-expression literal
   * {@code (str.to_re "ab")} or {@code (re.range "a" "z")}; a floating-point literal {@code (fp #b0
   * #b01 #b10)}) as depth 0.
   */
  static int depth(Term t) {
    if (isLiteral(t)) {
      return 0;
    }
    int d = 0;
    for (Term c : t.children()) {
      d = Math.max(d, depth(c));
    }
    return t.children().isEmpty() ? 0 : d + 1;
  }

  private static final Set<String> LITERAL_HEADS =
      Set.of("-", "/", "store", "const", "str.to_re", "re.range", "fp");

  private static boolean isLiteral(Term t) {
    if (t.children().isEmpty()) {
      return true;
    }
    if (!(t instanceof Application a)) {
      return false;
    }
    String f = a.name();
    boolean head = LITERAL_HEADS.contains(f) || isConstructorLike(a);
    if (!head) {
      return false;
    }
    if ((f.equals("-") && a.args().size() != 1)) {
      return false;
    }
    for (Term c : a.args()) {
      if (c instanceof QualIdentifier q && isDeclaredConstant(q.symbol())) {
        return false;
      }
      if (!isLiteral(c)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isConstructorLike(Application a) {
    String f = a.name();
    return f.startsWith("mk") || f.startsWith("cons");
  }

  /** Names of planted constants: a letter prefix and a number (p0, i3, s12, ...). */
  private static boolean isDeclaredConstant(String s) {
    return s.matches("[pirsvaduq][0-9]+");
  }
}
