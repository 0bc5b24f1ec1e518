package dev.assay.smtlib;

import java.util.List;

/**
 * One case {@code (pattern term)} of a {@code match}: the pattern is a constructor with variables
 * {@code (cons h t)}, a nullary constructor or a variable ({@code vars} empty).
 */
public record MatchCase(String constructor, List<String> vars, Term body) {
  public MatchCase {
    if (constructor == null || body == null) {
      throw new NullPointerException();
    }
    vars = List.copyOf(vars);
  }
}
