package dev.assay.smtlib;

/** The reserved words that may not stand alone as a term (they start a construct, §3.1). */
enum ReservedWord {
  NONE,
  LET,
  FORALL,
  EXISTS,
  MATCH,
  BANG,
  UNDERSCORE,
  AS,
  PAR;

  static ReservedWord of(String name) {
    return switch (name) {
      case "let" -> LET;
      case "forall" -> FORALL;
      case "exists" -> EXISTS;
      case "match" -> MATCH;
      case "!" -> BANG;
      case "_" -> UNDERSCORE;
      case "as" -> AS;
      case "par" -> PAR;
      default -> NONE;
    };
  }
}
