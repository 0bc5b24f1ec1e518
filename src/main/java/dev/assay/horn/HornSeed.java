package dev.assay.horn;

import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.SortChecker;

/**
 * A seed CHC system: its name (the file it came from), the script (in SMT-LIB Horn form; a
 * fixedpoint-format file is translated first) and the signature its declarations make, which every
 * mutant of it shares (mutations add no declarations).
 */
public record HornSeed(String name, Script script, Signature signature) {

  /** The seed read from a script; sort-checks it and translates the fixedpoint format. */
  public static HornSeed of(String name, Script script) {
    Script horn = ChcSystem.of(script).script();
    return new HornSeed(name, horn, SortChecker.check(horn).signature());
  }
}
