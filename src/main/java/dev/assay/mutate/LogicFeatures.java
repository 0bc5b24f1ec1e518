package dev.assay.mutate;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Script;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What a formula uses that an SMT-LIB logic may forbid. Some rules bring in quantifiers (12, 17,
 * 19, 20, 33, 34, 49), strings (the substring homomorphisms, {@code str.from_int}) or the other
 * number sort ({@code to_real}, {@code to_int}); a mutant using something its seed did not gets a
 * logic that allows it ({@code QF_} dropped if quantifiers are all that is new, else {@code ALL}),
 * so strict solvers (cvc5) judge the formula and not its header.
 */
public enum LogicFeatures {
  QUANTIFIERS,
  /** Int symbols or Int-only operators (numerals alone do not count). */
  INT_ARITHMETIC,
  /** Real symbols, decimals, division. */
  REAL_ARITHMETIC,
  /** A product of two non-constants, or a division by a non-constant. */
  NONLINEAR,
  STRINGS,
  BIT_VECTORS,
  ARRAYS;

  /** The features used by the assertions of an indexed script. */
  public static Set<LogicFeatures> of(FormulaIndex ix) {
    Set<LogicFeatures> f = EnumSet.noneOf(LogicFeatures.class);
    int bits = ix.featureBits();
    for (LogicFeatures x : values()) {
      if ((bits & (1 << x.ordinal())) != 0) {
        f.add(x);
      }
    }
    return f;
  }

  /**
   * What an SMT-LIB logic name allows, read from its parts ({@code QF_}, {@code S}, {@code BV},
   * {@code A}, {@code LIA}/{@code NRA}/{@code LIRA}/{@code IDL}/...); every feature for {@code
   * ALL}; null for a name it cannot read.
   */
  public static Set<LogicFeatures> allowedBy(String logic) {
    if (logic == null) {
      return null;
    }
    if (logic.equals("ALL")) {
      return EnumSet.allOf(LogicFeatures.class);
    }
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile(
                "(QF_)?(AX)?(A)?(UF)?(BV)?(S)?(DT)?([LN]IRA|[LN]IA|[LN]RA|IDL|RDL)?")
            .matcher(logic);
    if (!m.matches()) {
      return null;
    }
    Set<LogicFeatures> f = EnumSet.noneOf(LogicFeatures.class);
    if (m.group(1) == null) {
      f.add(QUANTIFIERS);
    }
    if (m.group(2) != null || m.group(3) != null) {
      f.add(ARRAYS);
    }
    if (m.group(5) != null) {
      f.add(BIT_VECTORS);
    }
    if (m.group(6) != null) {
      f.add(STRINGS);
    }
    String arith = m.group(8);
    if (arith != null) {
      if (arith.contains("I")) {
        f.add(INT_ARITHMETIC);
      }
      if (arith.contains("R")) {
        f.add(REAL_ARITHMETIC);
      }
      if (arith.startsWith("N")) {
        f.add(NONLINEAR);
      }
    }
    return f;
  }

  /**
   * {@code mutant} with its {@code set-logic} widened if it uses features beyond {@code allowed}
   * (those of its seed); unchanged otherwise or when it sets no logic.
   */
  public static Script widenLogic(
      Script mutant, Set<LogicFeatures> allowed, Set<LogicFeatures> used) {
    if (allowed.containsAll(used)) {
      return mutant;
    }
    String logic = mutant.logic();
    if (logic == null) {
      return mutant;
    }
    Set<LogicFeatures> extra = EnumSet.copyOf(used);
    extra.removeAll(allowed);
    String widened =
        extra.equals(EnumSet.of(QUANTIFIERS)) && logic.startsWith("QF_")
            ? logic.substring(3)
            : "ALL";
    if (widened.equals(logic)) {
      return mutant;
    }
    List<Command> cs = new ArrayList<>(mutant.commands().size());
    for (Command c : mutant.commands()) {
      cs.add(c instanceof Command.SetLogic ? new Command.SetLogic(widened) : c);
    }
    return new Script(cs);
  }
}
