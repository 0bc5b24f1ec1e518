package dev.assay.report;

import dev.assay.solver.CommandLines;
import dev.assay.solver.SolverSpecs;
import java.util.ArrayList;
import java.util.List;

/**
 * The command a reader can paste to run a solver of the report on a file. For a solver on the
 * machine it is the command Assay ran, on that file. The bundled Z3 has no command of its own:
 * Assay runs it in a worker JVM whose command line (a class path into Assay's jar, JVM flags, the
 * worker's class) is Assay's business, so the report shows {@code assay check FILE --solver
 * 'bundled ...'}, which runs the same Z3 with the same parameters on the file and judges its
 * answer.
 */
public final class UserCommands {
  private UserCommands() {}

  /** Whether Assay ran this command line as the bundled Z3's worker. */
  static boolean bundled(List<String> command) {
    return command.contains(SolverSpecs.BUNDLED_WORKER);
  }

  /**
   * The command for {@code file}.
   *
   * @param name the solver's name in the campaign
   * @param options the options Assay gave it
   * @param command the command Assay ran, its last argument the input file
   */
  public static String of(String name, List<String> options, List<String> command, String file) {
    if (bundled(command)) {
      List<String> spec = new ArrayList<>();
      spec.add(name.startsWith("bundled") ? name : "bundled");
      spec.addAll(options);
      return CommandLines.format(
          List.of("assay", "check", file, "--solver", String.join(" ", spec)));
    }
    List<String> argv = new ArrayList<>(command);
    if (!argv.isEmpty()) {
      argv.set(argv.size() - 1, file);
    }
    return CommandLines.format(argv);
  }
}
