package dev.assay.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * A set of option values for one solver release, as the command-line words that give them: {@code
 * --name=value}, {@code --name} and {@code --no-name} for cvc5 and CVC4, {@code name=value} for z3
 * (its binary and the bundled Z3 alike). Part of a finding's command, and what reduction shrinks.
 *
 * @param solver the catalog's solver ({@code cvc5}, {@code cvc4}, {@code z3})
 * @param version the catalog's release
 * @param settings the options and their values, in the order drawn
 */
public record OptionProfile(String solver, String version, List<Setting> settings) {
  /** One option and its value. */
  public record Setting(String option, String value) {}

  public OptionProfile {
    settings = List.copyOf(settings);
  }

  /** The command-line words, in order. */
  public List<String> args() {
    List<String> r = new ArrayList<>();
    for (Setting s : settings) {
      r.add(word(solver, s));
    }
    return r;
  }

  /** The words joined by spaces, as {@code --solver 'cvc5 WORDS'} takes them. */
  public String text() {
    return String.join(" ", args());
  }

  /** The same profile without setting {@code index} (for reduction). */
  public OptionProfile without(int index) {
    List<Setting> r = new ArrayList<>(settings);
    r.remove(index);
    return new OptionProfile(solver, version, r);
  }

  static String word(String solver, Setting s) {
    if (solver.equals("z3")) {
      return s.option() + "=" + s.value();
    }
    if (s.value().equals("true")) {
      return s.option();
    }
    if (s.value().equals("false")) {
      return "--no-" + s.option().substring(2);
    }
    return s.option() + "=" + s.value();
  }
}
