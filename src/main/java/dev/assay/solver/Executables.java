package dev.assay.solver;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Finding programs on PATH and saying why one cannot be run, before trying to run it. Programs
 * found are remembered (one look-up per name per run: starting thousands of solver processes should
 * not mean thousands of PATH searches); a program that vanishes later still fails to start, with
 * the operating system's message.
 */
public final class Executables {
  private static final Map<String, String> FOUND = new ConcurrentHashMap<>();

  private Executables() {}

  /** The absolute path of an executable named {@code name} on PATH, or null. */
  public static String onPath(String name) {
    String known = FOUND.get(name);
    if (known != null) {
      return known;
    }
    String found = search(name);
    if (found != null) {
      FOUND.put(name, found);
    }
    return found;
  }

  private static String search(String name) {
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
