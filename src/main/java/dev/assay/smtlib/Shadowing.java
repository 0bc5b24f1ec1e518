package dev.assay.smtlib;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Declarations that shadow theory symbols, as z3 reads them: {@code (declare-fun mod (Int Int)
 * Int)} in F* and Boogie encodings. SMT-LIB 2.6 makes redeclaring a symbol of the signature an
 * error; z3 accepts it, and from the declaration on (until a {@code pop} removes it) the name means
 * the user's symbol. Assay reads such a script the same way, and gives the user's symbol an
 * identity of its own: its name is the symbol quoted, {@code |mod|}, bars included. SMT-LIB makes
 * {@code |mod|} and {@code mod} one symbol, so printing the name as {@code |mod|} keeps the meaning
 * for every solver, while every part of Assay that recognises a theory operator by its name ({@code
 * "mod"}) fails to match the user's function: it is an uninterpreted function, never the theory's
 * {@code mod}, by construction. No symbol read from a text can contain a bar, so the quoted name is
 * never a user's own.
 *
 * <p>The theory's symbol cannot be written after the declaration (z3 would read it as the user's);
 * {@link Signature} refuses a term built in memory that uses it there.
 */
public final class Shadowing {
  private Shadowing() {}

  /** True for the name of a user symbol that shadows a theory symbol ({@code |mod|}). */
  public static boolean isShadowing(String name) {
    return name.length() > 2 && name.charAt(0) == '|' && name.charAt(name.length() - 1) == '|';
  }

  /**
   * The name a declaration of {@code symbol} gives the user's symbol: {@code |symbol|} for a theory
   * function symbol, else the symbol itself.
   */
  public static String declaredName(String symbol) {
    return TheorySignatures.isTheorySymbol(symbol) ? "|" + symbol + "|" : symbol;
  }

  /** The theory symbol a shadowing name stands in for ({@code mod} for {@code |mod|}). */
  public static String theorySymbol(String name) {
    return isShadowing(name) ? name.substring(1, name.length() - 1) : name;
  }

  /**
   * The theory symbols that declarations of {@code script} shadow (somewhere in it), in name order:
   * what a solver's model or answer for the script means by them.
   */
  public static Set<String> declaredIn(Script script) {
    List<String> names = new ArrayList<>();
    for (Command c : script.commands()) {
      if (c instanceof Command.DeclareFun d) {
        names.add(d.name());
      } else if (c instanceof Command.DeclareConst d) {
        names.add(d.name());
      } else if (c instanceof Command.DefineFun d) {
        names.add(d.name());
      } else if (c instanceof Command.DefineFunRec d) {
        names.add(d.signature().name());
      } else if (c instanceof Command.DefineFunsRec d) {
        d.signatures().forEach(f -> names.add(f.name()));
      } else if (c instanceof Command.DeclareDatatype d) {
        constructors(d.datatype(), names);
      } else if (c instanceof Command.DeclareDatatypes d) {
        d.datatypes().forEach(dt -> constructors(dt, names));
      }
    }
    Set<String> out = new TreeSet<>();
    for (String n : names) {
      if (isShadowing(n)) {
        out.add(theorySymbol(n));
      }
    }
    return out;
  }

  private static void constructors(Command.DatatypeDec dt, List<String> names) {
    for (Command.ConstructorDec c : dt.constructors()) {
      names.add(c.name());
      c.selectors().forEach(s -> names.add(s.name()));
    }
  }
}
