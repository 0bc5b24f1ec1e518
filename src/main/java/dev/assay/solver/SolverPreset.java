package dev.assay.solver;

import java.util.List;

/**
 * How to run one known solver binary on SMT-LIB input: the program name looked up on PATH, the
 * flags to read a file, the extra flags a script with several check-sats or push/pop needs, the
 * flags to read commands interactively from stdin, how to pass a random seed, and how to ask for
 * the version.
 *
 * @param name the preset's name as given to {@code --solver}
 * @param program the executable looked up on PATH
 * @param fileArgs flags before the file name in fresh-state mode ({@code solver FLAGS file.smt2})
 * @param incrementalArgs flags added when the script has several check-sats or push/pop
 * @param sessionArgs flags to read an SMT-LIB command stream on stdin, or null if the solver cannot
 *     serve several queries in one process
 * @param seedArgs arguments that set the random seed, with {@code {seed}} in place of the number
 * @param versionArgs arguments that make the solver print its version
 * @param limitArgs the solver's own limit on a whole run in fresh-state mode, with {@code {s}}
 *     (whole seconds, rounded up) or {@code {ms}} in place of the limit; empty where none is known
 *     and tested here
 */
public record SolverPreset(
    String name,
    String program,
    List<String> fileArgs,
    List<String> incrementalArgs,
    List<String> sessionArgs,
    List<String> seedArgs,
    List<String> versionArgs,
    List<String> limitArgs) {

  public SolverPreset {
    fileArgs = List.copyOf(fileArgs);
    incrementalArgs = List.copyOf(incrementalArgs);
    sessionArgs = sessionArgs == null ? null : List.copyOf(sessionArgs);
    seedArgs = List.copyOf(seedArgs);
    versionArgs = List.copyOf(versionArgs);
    limitArgs = List.copyOf(limitArgs);
  }
}
