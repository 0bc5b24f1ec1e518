package dev.assay.reducejob;

import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What a solver run must show to count as still failing, ddSMT style: a pattern its standard output
 * contains, a pattern its standard error contains, an exit code. Each given part must hold; a part
 * not given always holds. Patterns are found anywhere in the text ({@link
 * java.util.regex.Matcher#find}), with {@code ^} and {@code $} at line ends. A process ended by a
 * signal exits, as a shell reports it, with 128 plus the signal's number (139 for a segmentation
 * fault).
 *
 * @param out a pattern standard output must contain, or null
 * @param err a pattern standard error must contain, or null
 * @param exitCode the exit code the run must end with, or null
 */
public record OutputMatch(Pattern out, Pattern err, Integer exitCode) {
  /** The parts given, as they read in a sentence; empty when none is. */
  public List<String> describe() {
    List<String> r = new ArrayList<>();
    if (out != null) {
      r.add("standard output matches /" + out.pattern() + "/");
    }
    if (err != null) {
      r.add("standard error matches /" + err.pattern() + "/");
    }
    if (exitCode != null) {
      r.add("exit code " + exitCode);
    }
    return r;
  }

  /** The first part the run does not show, in words, or null when it shows them all. */
  public String missing(Outcome o) {
    Execution e = o.execution();
    if (e == null) {
      return "the solver did not start";
    }
    if (out != null && !out.matcher(e.stdout()).find()) {
      return "standard output does not match /" + out.pattern() + "/";
    }
    if (err != null && !err.matcher(e.stderr()).find()) {
      return "standard error does not match /" + err.pattern() + "/";
    }
    Integer code = exitCode(e);
    if (exitCode != null && !exitCode.equals(code)) {
      return "exit code " + (code == null ? "none (killed at the time limit)" : code);
    }
    return null;
  }

  /** Whether the run shows every part given. */
  public boolean holds(Outcome o) {
    return missing(o) == null;
  }

  /** The exit code as a shell reports it: 128 + n for signal n; null if there was none. */
  static Integer exitCode(Execution e) {
    if (e.signal() != null) {
      return 128 + e.signal();
    }
    return e.exitCode();
  }

  /** Compiles a user's pattern for standard output or error. */
  public static Pattern pattern(String regex) {
    return Pattern.compile(regex, Pattern.MULTILINE);
  }
}
