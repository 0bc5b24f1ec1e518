package dev.assay.smtlib;

import dev.assay.core.InputError;

/** The error of reading and sort-checking a script that must not read. */
final class ReadErrors {
  private ReadErrors() {}

  /** The message ({@code source:line:col: detail}) of reading {@code text}. */
  static String of(String text, String source) {
    try {
      Parser.readScript(text, source);
    } catch (InputError e) {
      return e.getMessage();
    }
    throw new AssertionError("no error for: " + text);
  }
}
