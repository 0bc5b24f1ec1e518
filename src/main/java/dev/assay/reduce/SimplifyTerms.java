package dev.assay.reduce;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.BinaryConstant;
import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.Position;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortError;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * Replaces subterms of assertions by smaller ones of the same sort: a constant of the sort ({@code
 * true}, {@code false}, {@code 0}, {@code 0.0}, {@code ""}, the empty-word language, a zero
 * bit-vector) or one of the subterm's own children (hoisting). Larger subterms are tried first, so
 * one success removes most; after a success the assertion's positions are recomputed.
 */
final class SimplifyTerms implements ReductionPass {
  @Override
  public Script apply(Script current, Tester tester) throws InterruptedException {
    for (int index = 0; index < current.commands().size() && !tester.exhausted(); index++) {
      if (!(current.commands().get(index) instanceof Command.Assert)) {
        continue;
      }
      boolean changed = true;
      while (changed && !tester.exhausted()) {
        changed = false;
        Command.Assert a = (Command.Assert) current.commands().get(index);
        Map<Term, Sort> sorts = sortsOf(current, index);
        if (sorts == null) {
          break;
        }
        List<Position> positions = new ArrayList<>();
        List<Term> subterms = new ArrayList<>();
        Terms.forEachWithPosition(
            a.term(),
            (p, t) -> {
              positions.add(p);
              subterms.add(t);
            });
        Script found =
            tester.firstInteresting(replacements(current, index, a, positions, subterms, sorts));
        if (found != null) {
          current = found;
          changed = true;
        }
      }
    }
    return current;
  }

  /**
   * Assertion {@code index} with each subterm replaced in turn by each of its candidates, larger
   * subterms first (preorder), made as they are drawn.
   */
  private static Iterator<Script> replacements(
      Script current,
      int index,
      Command.Assert a,
      List<Position> positions,
      List<Term> subterms,
      Map<Term, Sort> sorts) {
    return new Iterator<>() {
      private int k;
      private Iterator<Term> here = Collections.emptyIterator();

      @Override
      public boolean hasNext() {
        while (!here.hasNext() && k < positions.size()) {
          here = candidates(subterms.get(k), sorts).iterator();
          k++;
        }
        return here.hasNext();
      }

      @Override
      public Script next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        Term reduced = Terms.replace(a.term(), positions.get(k - 1), here.next());
        return withCommand(current, index, new Command.Assert(reduced));
      }
    };
  }

  /** Sorts of the subterms of assertion {@code index}, or null if the script does not check. */
  private static Map<Term, Sort> sortsOf(Script script, int index) {
    try {
      CheckedScript before = SortChecker.check(new Script(script.commands().subList(0, index)));
      Term t = ((Command.Assert) script.commands().get(index)).term();
      return SortChecker.sortAll(t, before.signature(), Map.of());
    } catch (SortError e) {
      return null;
    }
  }

  private static List<Term> candidates(Term sub, Map<Term, Sort> sorts) {
    Sort sort = sorts.get(sub);
    List<Term> r = new ArrayList<>();
    if (sort == null || sub.children().isEmpty() && isSmallest(sub)) {
      return r;
    }
    Term constant = smallestOf(sort);
    if (constant != null && !constant.equals(sub)) {
      r.add(constant);
    }
    if (Sort.BOOL.equals(sort) && !sub.equals(QualIdentifier.of("false"))) {
      r.add(QualIdentifier.of("false"));
    }
    for (Term child : sub.children()) {
      if (sort.equals(sorts.get(child)) && !r.contains(child)) {
        r.add(child);
      }
    }
    return r;
  }

  private static boolean isSmallest(Term t) {
    return t instanceof NumeralConstant
        || t instanceof DecimalConstant
        || t instanceof BinaryConstant
        || t instanceof StringConstant
        || t instanceof QualIdentifier q
            && (q.symbol().equals("true") || q.symbol().equals("false"));
  }

  private static Term smallestOf(Sort sort) {
    if (Sort.BOOL.equals(sort)) {
      return QualIdentifier.of("true");
    }
    if (Sort.INT.equals(sort)) {
      return NumeralConstant.of(0);
    }
    if (Sort.STRING.equals(sort)) {
      return StringConstant.of("");
    }
    if (Sort.REGLAN.equals(sort)) {
      return Application.of("str.to_re", StringConstant.of(""));
    }
    if (Sort.REAL.equals(sort)) {
      return new DecimalConstant(java.math.BigDecimal.ZERO.setScale(1));
    }
    if (sort.isBitVec() && sort.bitWidth() > 0) {
      return new BinaryConstant("0".repeat(sort.bitWidth()));
    }
    return null;
  }

  private static Script withCommand(Script s, int index, Command c) {
    List<Command> cs = new ArrayList<>(s.commands());
    cs.set(index, c);
    return new Script(cs);
  }
}
