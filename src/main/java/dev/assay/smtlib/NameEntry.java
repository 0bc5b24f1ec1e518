package dev.assay.smtlib;

/**
 * What the reader knows about one name, found by the lexer's id for it: a benchmark uses a few
 * names millions of times, and an array slot per name replaces several hash lookups per token
 * (identifier, reserved word, variable in scope, constant's sort, theory rule).
 */
final class NameEntry {
  final String text;

  /** The shared payload of every identifier node with this name. */
  final Identifier identifier;

  /** Which reserved word the name is, if unquoted. */
  final ReservedWord keyword;

  /** The rank rule if the name is a theory function symbol. */
  final TheorySignatures.Rule theoryRule;

  /**
   * The identifier of the user's symbol while a declaration shadows this theory symbol ({@code
   * |mod|}, see {@link Shadowing}), else null; kept by {@link Shadows}.
   */
  Identifier shadow;

  /**
   * The sort of the innermost bound variable of this name in scope, or null (without sort checking,
   * the declared sort, or {@link TermReader#UNCHECKED} for a let or pattern variable).
   */
  Sort boundSort;

  /** Its sort as a constant, valid while {@link #constantEpoch} is the reader's epoch. */
  Sort constantSort;

  int constantEpoch;

  /** The sort named by this symbol, made on first use. */
  Sort simpleSort;

  /** The decoded value of a string literal whose raw text (quotes included) is this name. */
  SmtString literal;

  NameEntry(String text) {
    this.text = text;
    this.identifier = Identifier.of(text);
    this.keyword = ReservedWord.of(text);
    this.theoryRule = TheorySignatures.rule(text);
  }
}
