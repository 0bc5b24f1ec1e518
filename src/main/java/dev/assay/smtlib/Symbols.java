package dev.assay.smtlib;

/** Rules for SMT-LIB symbols: which need {@code |quotes|} when printed. */
public final class Symbols {
  private Symbols() {}

  /** The characters a simple symbol may contain, as a table: the lexer asks once per byte. */
  private static final boolean[] SIMPLE_SYMBOL_CHAR = new boolean[128];

  static {
    String others = "~!@$%^&*_-+=<>.?/";
    for (int c = 0; c < 128; c++) {
      SIMPLE_SYMBOL_CHAR[c] =
          (c >= 'a' && c <= 'z')
              || (c >= 'A' && c <= 'Z')
              || (c >= '0' && c <= '9')
              || others.indexOf(c) >= 0;
    }
  }

  /** True for the characters a simple symbol may contain (SMT-LIB 2.6, §3.1). */
  public static boolean isSimpleSymbolChar(int c) {
    return c >= 0 && c < 128 && SIMPLE_SYMBOL_CHAR[c];
  }

  /** True if {@code s} can be printed without quotes. */
  public static boolean isSimple(String s) {
    if (s.isEmpty()) {
      return false;
    }
    char first = s.charAt(0);
    if (first >= '0' && first <= '9') {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (!isSimpleSymbolChar(s.charAt(i))) {
        return false;
      }
    }
    return !Reserved.isReserved(s);
  }

  /**
   * The symbol as it must be written: plain when possible, otherwise {@code |s|}. A name with bars
   * is a user symbol shadowing a theory symbol ({@link Shadowing}), or a name made from one: it is
   * written quoted, without its own bars ({@code |mod|}), as no symbol can contain one.
   */
  public static String print(String s) {
    if (s.indexOf('|') >= 0) {
      return Shadowing.isShadowing(s) && s.indexOf('|', 1) == s.length() - 1
          ? s
          : "|" + s.replace("|", "") + "|";
    }
    return isSimple(s) ? s : "|" + s + "|";
  }

  /** Reserved words of SMT-LIB 2.6 that cannot be used as simple symbols. */
  static final class Reserved {
    private static final java.util.Set<String> WORDS =
        java.util.Set.of(
            "!",
            "_",
            "as",
            "BINARY",
            "DECIMAL",
            "exists",
            "forall",
            "HEXADECIMAL",
            "let",
            "match",
            "NUMERAL",
            "par",
            "STRING");

    static boolean isReserved(String s) {
      return WORDS.contains(s);
    }
  }
}
