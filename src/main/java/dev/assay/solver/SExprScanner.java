package dev.assay.solver;

/**
 * Finds where top-level items of SMT-LIB text end: parenthesised lists, string literals, quoted
 * symbols and plain atoms, honouring comments, {@code ""} escapes and {@code |...|} symbols
 * (SMT-LIB 2.6 §3.1).
 *
 * <p>This is a lexical splitter, not a reader: it never builds terms. It lets the solver layer cut
 * a solver's output into responses and a query into commands without trusting either to be well
 * formed, and it tells incomplete input apart from finished input so streams can be read as they
 * arrive.
 */
public final class SExprScanner {
  /** Returned when the text ends before the item (or comment) does. */
  public static final int INCOMPLETE = -1;

  private SExprScanner() {}

  /** Returned by {@link #readItems} when its reader stopped it. */
  public static final int STOPPED = -2;

  /** Receives the top-level items of a finished text, by their span. */
  public interface ItemSink {
    void item(int start, int end);
  }

  /** Receives top-level items by their span and says whether to go on. */
  public interface ItemReader {
    boolean item(int start, int end);
  }

  /**
   * Gives each top-level item of finished text to {@code sink}, in order.
   *
   * @return whether the text ended outside every item (false: it ends inside a list, a string or a
   *     quoted symbol, which is not given)
   */
  public static boolean forEachItem(CharSequence s, ItemSink sink) {
    int rest =
        readItems(
            s,
            true,
            (start, end) -> {
              sink.item(start, end);
              return true;
            });
    return rest >= s.length();
  }

  /**
   * Gives each complete top-level item of {@code s} to {@code reader}, in order, until it returns
   * false. Text that may still grow ({@code atEof} false) is read as far as its items are complete,
   * so that a stream can be read as it arrives.
   *
   * @return where the unread text starts: {@code s.length()} when every item was read, else the
   *     start of the item (or comment, before the end of input) that the text ends inside; {@link
   *     #STOPPED} when the reader stopped
   */
  public static int readItems(CharSequence s, boolean atEof, ItemReader reader) {
    int i = 0;
    while (true) {
      int start = skipBlank(s, i, atEof);
      if (start == INCOMPLETE) {
        return i;
      }
      if (start >= s.length()) {
        return start;
      }
      int end = itemEnd(s, start, atEof);
      if (end == INCOMPLETE) {
        return start;
      }
      if (!reader.item(start, end)) {
        return STOPPED;
      }
      i = end;
    }
  }

  /**
   * The index of the first character at or after {@code from} that is neither white space nor
   * inside a comment; {@code s.length()} when only blanks remain; {@link #INCOMPLETE} when a
   * comment runs to the end of unfinished input.
   */
  public static int skipBlank(CharSequence s, int from, boolean atEof) {
    int i = from;
    int n = s.length();
    while (i < n) {
      char c = s.charAt(i);
      if (c == ';') {
        while (i < n && s.charAt(i) != '\n') {
          i++;
        }
        if (i == n) {
          return atEof ? n : INCOMPLETE;
        }
      } else if (!Character.isWhitespace(c)) {
        return i;
      }
      i++;
    }
    return n;
  }

  /**
   * The end (exclusive) of the item that starts at {@code start} (a non-blank character), or {@link
   * #INCOMPLETE} when the text ends inside it. A plain atom that reaches the end of the text is
   * complete only {@code atEof}; a stray {@code )} is an item of its own.
   */
  public static int itemEnd(CharSequence s, int start, boolean atEof) {
    int n = s.length();
    char first = s.charAt(start);
    if (first == '"') {
      return stringEnd(s, start);
    }
    if (first == '|') {
      return quotedEnd(s, start);
    }
    if (first == ')') {
      return start + 1;
    }
    if (first != '(') {
      int i = start;
      while (i < n && !isDelimiter(s.charAt(i))) {
        i++;
      }
      return i < n || atEof ? i : INCOMPLETE;
    }
    int depth = 0;
    int i = start;
    while (i < n) {
      char c = s.charAt(i);
      switch (c) {
        case '(':
          depth++;
          i++;
          break;
        case ')':
          depth--;
          i++;
          if (depth == 0) {
            return i;
          }
          break;
        case '"':
          i = stringEnd(s, i);
          if (i == INCOMPLETE) {
            return INCOMPLETE;
          }
          break;
        case '|':
          i = quotedEnd(s, i);
          if (i == INCOMPLETE) {
            return INCOMPLETE;
          }
          break;
        case ';':
          while (i < n && s.charAt(i) != '\n') {
            i++;
          }
          break;
        default:
          i++;
      }
    }
    return INCOMPLETE;
  }

  /**
   * The first symbol of a list item ({@code check-sat} in {@code (check-sat)}), or the empty string
   * when the item is not a list or starts with a nested list.
   */
  public static String head(CharSequence item) {
    if (item.length() == 0 || item.charAt(0) != '(') {
      return "";
    }
    int i = skipBlank(item, 1, true);
    if (i >= item.length() || isDelimiter(item.charAt(i))) {
      return "";
    }
    int end = itemEnd(item, i, true);
    return end < 0 ? "" : item.subSequence(i, end).toString();
  }

  /**
   * The keyword of a command such as {@code (set-option :kw value)} or {@code (set-info :kw ...)}:
   * from its first colon to the next blank, {@code )} or {@code |}; the empty string when it has no
   * colon.
   */
  public static String keyword(CharSequence command) {
    String t = command.toString();
    int k = t.indexOf(':');
    if (k < 0) {
      return "";
    }
    int e = k;
    while (e < t.length()
        && !Character.isWhitespace(t.charAt(e))
        && t.charAt(e) != ')'
        && t.charAt(e) != '|') {
      e++;
    }
    return t.substring(k, e);
  }

  /**
   * The decoded content of the first string literal in {@code item} ({@code ""} stands for one
   * quote), or null if there is none.
   */
  public static String firstString(CharSequence item) {
    int i = 0;
    int n = item.length();
    while (i < n) {
      char c = item.charAt(i);
      if (c == '|') {
        int e = quotedEnd(item, i);
        if (e < 0) {
          return null;
        }
        i = e;
      } else if (c == '"') {
        int e = stringEnd(item, i);
        if (e < 0) {
          return null;
        }
        return item.subSequence(i + 1, e - 1).toString().replace("\"\"", "\"");
      } else {
        i++;
      }
    }
    return null;
  }

  private static boolean isDelimiter(char c) {
    return Character.isWhitespace(c) || c == '(' || c == ')' || c == ';' || c == '"';
  }

  private static int stringEnd(CharSequence s, int start) {
    int n = s.length();
    int i = start + 1;
    while (i < n) {
      if (s.charAt(i) == '"') {
        if (i + 1 < n && s.charAt(i + 1) == '"') {
          i += 2;
          continue;
        }
        if (i + 1 == n) {
          // A closing quote as the last character could still be the first half of "".
          // Callers that read streams pass what they have; treat it as closed, which is what
          // every solver output and well-formed query needs.
          return n;
        }
        return i + 1;
      }
      i++;
    }
    return INCOMPLETE;
  }

  private static int quotedEnd(CharSequence s, int start) {
    int n = s.length();
    for (int i = start + 1; i < n; i++) {
      if (s.charAt(i) == '|') {
        return i + 1;
      }
    }
    return INCOMPLETE;
  }
}
