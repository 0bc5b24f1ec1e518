package dev.assay.solver;

/**
 * A cursor over the top-level items of finished SMT-LIB text, for loops that keep state from one
 * item to the next (a script's commands, a solver's responses, the members of a list), which a
 * callback of {@link SExprScanner#forEachItem} could not assign. Like it, the cursor stops at the
 * end of the text or before an item the text ends inside.
 */
public final class SExprItems {
  private final CharSequence s;
  private int start;
  private int end;

  private SExprItems(CharSequence s, int from) {
    this.s = s;
    this.end = from;
  }

  /** The items of {@code s}. */
  public static SExprItems of(CharSequence s) {
    return new SExprItems(s, 0);
  }

  /**
   * The items of {@code s} from index {@code from} on (inside a list: after its opening
   * parenthesis).
   */
  public static SExprItems from(CharSequence s, int from) {
    return new SExprItems(s, from);
  }

  /** Moves to the next item: false at the end of the text or where the text ends inside one. */
  public boolean next() {
    int first = SExprScanner.skipBlank(s, end, true);
    if (first >= s.length()) {
      return false;
    }
    int last = SExprScanner.itemEnd(s, first, true);
    if (last == SExprScanner.INCOMPLETE) {
      return false;
    }
    start = first;
    end = last;
    return true;
  }

  /** Where the current item starts. */
  public int start() {
    return start;
  }

  /** Where the current item ends (exclusive). */
  public int end() {
    return end;
  }

  /** The current item's text. */
  public String item() {
    return s.subSequence(start, end).toString();
  }
}
