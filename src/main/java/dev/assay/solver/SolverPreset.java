package dev.assay.solver;

/**
 * How to run one known solver binary on SMT-LIB input: the program name looked up on PATH and the
 * flags with which it reads a file, a script with several check-sats or push/pop, or commands from
 * stdin, takes a random seed, prints its version and limits its own run.
 *
 * @param name the preset's name as given to {@code --solver}
 * @param program the executable looked up on PATH
 * @param flags how the program asks for SMT-LIB input
 */
public record SolverPreset(String name, String program, SolverFlags flags) {}
