package dev.assay.solver;

import dev.assay.smtlib.Script;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The table of known input limitations, as data: solver, releases, construct, the solver's message
 * and a reference. Every technique uses it twice: a producer that knows its campaign's solvers
 * avoids the constructs some of them reject ({@link #avoidedFor}), and the oracle judges a
 * rejection that matches a row (message and, where it can be seen, the construct in the input) as
 * {@code unsupported-input} rather than {@code error} ({@link #match}).
 *
 * <p>Each row is checked against Debian's cvc4 1.8, cvc5 1.0.3 and z3 4.8.12 by {@code
 * InputLimitationsSolversTest}: the solver rejects the row's example with the row's message, the
 * oracle judges it unsupported input, and the formula is accepted once the construct is gone.
 * Constructs the same test finds accepted by all three (with {@code --strings-exp} for cvc4 and
 * cvc5), so not in the table: {@code re.allchar}, {@code re.all}, {@code re.none}, {@code (_
 * re.loop i j)}, {@code (_ re.^ n)}, {@code re.diff}, {@code str.is_digit}, {@code str.to_code},
 * {@code str.from_code}, {@code str.replace_re}, {@code str.replace_re_all}.
 */
public final class InputLimitations {
  private InputLimitations() {}

  private static final SolverFamily.Range ALL = SolverFamily.Range.ALL;

  private static final String CVC5_RANGE_PR = "https://github.com/cvc5/cvc5/pull/6563";

  /** How cvc5 and CVC4 reject a string function by its SMT-LIB 2.5 name. */
  private static final Pattern SMTLIB25_STRING_NAME_UNDECLARED =
      Pattern.compile(
          "Symbol '?(str\\.in\\.re|str\\.to\\.re|str\\.to\\.int|int\\.to\\.str|re\\.nostr"
              + "|re\\.loop)'? (is )?not declared");

  private static final String UNICODE_STRINGS_THEORY =
      "https://smtlib.cs.uiowa.edu/theories-UnicodeStrings.shtml";

  /** The rows, in the order reports list them. */
  public static final List<InputLimitation> TABLE =
      List.of(
          new InputLimitation(
              "cvc5-re-range-constant",
              "cvc5",
              ALL,
              InputConstruct.RE_RANGE_NOT_LITERAL,
              null,
              Pattern.compile("expecting a (single )?constant string term in regexp range"),
              CVC5_RANGE_PR + " (cvc5 issue 6561: re.range needs constant one-character bounds)"),
          new InputLimitation(
              "cvc4-re-range-constant",
              "cvc4",
              ALL,
              InputConstruct.RE_RANGE_NOT_LITERAL,
              null,
              Pattern.compile("expecting a (single )?constant string term in regexp range"),
              CVC5_RANGE_PR + " (the same check, inherited from CVC4's parser)"),
          new InputLimitation(
              "z3-str-order-binary",
              "z3",
              ALL,
              InputConstruct.STR_ORDER_CHAINED,
              null,
              Pattern.compile("Unexpected number of arguments to 'str\\.<=?'"),
              "SMT-LIB Unicode Strings theory (https://smtlib.cs.uiowa.edu/theories-UnicodeStrings.shtml)"
                  + " declares str.< and str.<= :chainable; z3 declares them binary"),
          new InputLimitation(
              "cvc5-str-order-binary",
              "cvc5",
              ALL,
              InputConstruct.STR_ORDER_CHAINED,
              null,
              Pattern.compile("Invalid kind 'STRING_(LT|LEQ)'"),
              "SMT-LIB Unicode Strings theory declares str.< and str.<= :chainable;"
                  + " cvc5's STRING_LT and STRING_LEQ take exactly two arguments"),
          new InputLimitation(
              "cvc4-str-order-binary",
              "cvc4",
              ALL,
              InputConstruct.STR_ORDER_CHAINED,
              null,
              Pattern.compile("Invalid kind 'STRING_(LT|LEQ)'"),
              "SMT-LIB Unicode Strings theory declares str.< and str.<= :chainable;"
                  + " CVC4's STRING_LT and STRING_LEQ take exactly two arguments"),
          new InputLimitation(
              "z3-pattern-outside-quantifier",
              "z3",
              ALL,
              InputConstruct.PATTERN_OUTSIDE_QUANTIFIER,
              null,
              Pattern.compile("invalid attribute, not in the scope of a quantifier"),
              "instantiation patterns are no SMT-LIB attribute of their own; z3 reads them only on"
                  + " the body of a quantifier (its own message)"),
          new InputLimitation(
              "cvc4-strings-exp",
              "cvc4",
              ALL,
              InputConstruct.EXTENDED_STRING_FUNCTIONS,
              "--strings-exp",
              Pattern.compile("not supported in default mode, try --strings-exp"),
              "the solver's message names the option; CVC4 1.8 needs it for the string order"
                  + " (STRING_LT, STRING_LEQ) in every logic (cvc5 turned it on for string logics:"
                  + " https://github.com/cvc5/cvc5/pull/6424)"),
          new InputLimitation(
              "cvc5-strings-exp-quantifiers",
              "cvc5",
              ALL,
              InputConstruct.QUANTIFIED_STRINGS,
              "--strings-exp",
              Pattern.compile("not supported in default mode, try --strings-exp"),
              "the solver's message names the option; cvc5 turns it on only for string logics"
                  + " (https://github.com/cvc5/cvc5/pull/6424), not for ALL"),
          new InputLimitation(
              "cvc5-smtlib25-string-names",
              "cvc5",
              ALL,
              InputConstruct.SMTLIB25_STRING_NAMES,
              null,
              SMTLIB25_STRING_NAME_UNDECLARED,
              UNICODE_STRINGS_THEORY
                  + " (SMT-LIB 2.6 renamed these; cvc5 reads only the new names)"),
          new InputLimitation(
              "cvc4-smtlib25-string-names",
              "cvc4",
              SolverFamily.Range.ALL,
              InputConstruct.SMTLIB25_STRING_NAMES,
              null,
              SMTLIB25_STRING_NAME_UNDECLARED,
              UNICODE_STRINGS_THEORY
                  + " (SMT-LIB 2.6 renamed these; CVC4 1.8 reads only the new names)"),
          new InputLimitation(
              "cvc5-shadowed-theory-symbol",
              "cvc5",
              ALL,
              InputConstruct.SHADOWED_THEORY_SYMBOL,
              null,
              Pattern.compile("is shadowing a theory function symbol"),
              "SMT-LIB 2.6 makes redeclaring a symbol of the signature an error; z3 accepts it (the"
                  + " declared symbol wins), cvc5 refuses it for a symbol of the logic's theories"),
          new InputLimitation(
              "cvc4-shadowed-theory-symbol",
              "cvc4",
              ALL,
              InputConstruct.SHADOWED_THEORY_SYMBOL,
              null,
              Pattern.compile("is shadowing a theory function symbol"),
              "SMT-LIB 2.6 makes redeclaring a symbol of the signature an error; z3 accepts it (the"
                  + " declared symbol wins), CVC4 refuses it for a symbol of the logic's theories"),
          new InputLimitation(
              "z3-unknown-option",
              "z3",
              ALL,
              InputConstruct.UNKNOWN_OPTION,
              null,
              Pattern.compile("unknown parameter '"),
              "z3 reads set-option names as its own parameters and lists the legal ones"),
          new InputLimitation(
              "cvc5-unknown-option",
              "cvc5",
              ALL,
              InputConstruct.UNKNOWN_OPTION,
              null,
              Pattern.compile("^unsupported$"),
              "SMT-LIB 2.6 standard, general responses: unsupported (cvc5 answers it to an option"
                  + " it does not know; the oracle ignores set-option answers)"),
          new InputLimitation(
              "cvc4-unknown-option",
              "cvc4",
              ALL,
              InputConstruct.UNKNOWN_OPTION,
              null,
              Pattern.compile("^unsupported$"),
              "SMT-LIB 2.6 standard, general responses: unsupported (CVC4 answers it to an option"
                  + " it does not know; the oracle ignores set-option answers)"));

  /**
   * The row that explains why {@code spec} rejected {@code script} with {@code message}: it applies
   * to the solver, its message matches, and its construct is in the script (where a syntactic test
   * can tell). Empty when none does: the rejection may be a bug.
   */
  public static Optional<InputLimitation> match(SolverSpec spec, Script script, String message) {
    if (spec == null || message == null) {
      return Optional.empty();
    }
    for (InputLimitation l : TABLE) {
      if (!l.appliesTo(spec) || !l.message().matcher(message).find()) {
        continue;
      }
      if (l.construct() == InputConstruct.UNKNOWN_OPTION
          || script == null
          || l.construct().occursIn(script)) {
        return Optional.of(l);
      }
    }
    return Optional.empty();
  }

  /** The constructs that some of {@code solvers} reject: a producer should not make them. */
  public static Set<InputConstruct> avoidedFor(List<SolverSpec> solvers) {
    Set<InputConstruct> out = EnumSet.noneOf(InputConstruct.class);
    for (SolverSpec s : solvers) {
      for (InputLimitation l : TABLE) {
        if (l.appliesTo(s) && l.construct() != InputConstruct.UNKNOWN_OPTION) {
          out.add(l.construct());
        }
      }
    }
    return out;
  }

  /** The rows that apply to {@code spec}. */
  public static List<InputLimitation> of(SolverSpec spec) {
    List<InputLimitation> out = new ArrayList<>();
    for (InputLimitation l : TABLE) {
      if (l.appliesTo(spec)) {
        out.add(l);
      }
    }
    return out;
  }
}
