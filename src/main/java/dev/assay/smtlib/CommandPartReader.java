package dev.assay.smtlib;

/**
 * What the readers of commands and of declarations work with, all taken from the term reader that
 * reads the terms inside a command: its token stream and lexer, and the signature names go into.
 */
abstract class CommandPartReader {
  final Tokens tokens;
  final Lexer lx;
  final TermReader terms;

  /** Null when reading without sort checking. */
  final Signature sig;

  CommandPartReader(TermReader terms) {
    this.terms = terms;
    this.tokens = terms.tokens;
    this.lx = terms.lx;
    this.sig = terms.sig;
  }
}
