package dev.assay.solver;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/** Finding programs on PATH and saying why one cannot be run, before trying to run it. */
public final class Executables {
  private Executables() {}

  /** The absolute path of an executable named {@code name} on PATH, or null. */
  public static String onPath(String name) {
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (dir.isEmpty()) {
        continue;
      }
      Path p = Path.of(dir, name);
      if (Files.isRegularFile(p) && Files.isExecutable(p)) {
        return p.toString();
      }
    }
    return null;
  }

  /**
   * Why {@code program} (a path, or a name looked up on PATH) cannot be started, or null if it
   * looks runnable.
   */
  public static String problem(String program) {
    if (program.contains(File.separator)) {
      Path p = Path.of(program);
      if (!Files.isRegularFile(p)) {
        return "no such file: " + program;
      }
      if (!Files.isExecutable(p)) {
        return "not executable: " + program;
      }
      return null;
    }
    return onPath(program) == null ? "not found on PATH: " + program : null;
  }

  /** Why {@code spec}'s program cannot be started, or null. */
  public static String problem(SolverSpec spec) {
    return problem(spec.program().get(0));
  }
}
