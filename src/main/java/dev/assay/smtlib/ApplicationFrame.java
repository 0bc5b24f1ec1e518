package dev.assay.smtlib;

import dev.assay.smtlib.Lexer.Kind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** {@code (f t1 ... tn)}: collects the arguments, then checks the application's sort. */
final class ApplicationFrame extends TermFrame {
  private QualIdentifier head;

  /** The head's theory rule when it is a plain theory symbol, else null. */
  private TheorySignatures.Rule rule;

  private Term[] args = new Term[4];
  private int count;

  /** The arguments' sorts, when checking. */
  private final List<Sort> sorts;

  ApplicationFrame(TermReader r) {
    super(r, 0);
    this.sorts = r.sig == null ? null : new ArrayList<>(4);
  }

  /**
   * Starts (or restarts, when reused) the frame for the application of {@code head} at {@code at}.
   */
  void start(int at, QualIdentifier head, TheorySignatures.Rule rule) {
    this.at = at;
    this.head = head;
    this.rule = rule;
  }

  private void recycle() {
    Arrays.fill(args, 0, count, null);
    count = 0;
    if (sorts != null) {
      sorts.clear();
    }
    r.recycle(this);
  }

  @Override
  boolean receive(Term child) {
    if (count == args.length) {
      args = Arrays.copyOf(args, 2 * count);
    }
    args[count++] = child;
    if (sorts != null) {
      sorts.add(r.termSort);
    }
    if (r.lx.kind == Kind.RPAREN) {
      r.lx.next();
      return false;
    }
    return true;
  }

  @Override
  Term finish() {
    Application app = new Application(head, exactList(args, count));
    if (r.sig == null) {
      recycle();
      r.termSort = null;
      return app;
    }
    try {
      // a plain theory symbol goes straight to its rule, as Signature.apply would send it
      r.termSort = rule != null ? rule.apply(head.id(), sorts) : r.sig.apply(head, sorts);
      recycle();
      return app;
    } catch (RuntimeException e) { // a SortError, or a rule's complaint about its indices
      throw r.lx.error(at, e.getMessage());
    }
  }

  /**
   * The first {@code n} terms as an immutable list of exactly that size, which {@link
   * Application}'s {@code List.copyOf} keeps as it is: up to four arguments, {@code List.of}
   * allocates only the list itself.
   */
  private static List<Term> exactList(Term[] a, int n) {
    return switch (n) {
      case 1 -> List.of(a[0]);
      case 2 -> List.of(a[0], a[1]);
      case 3 -> List.of(a[0], a[1], a[2]);
      case 4 -> List.of(a[0], a[1], a[2], a[3]);
      default -> List.of(Arrays.copyOf(a, n));
    };
  }
}
