package dev.assay.solver;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/** Copies the fake solver scripts out of the test resources and makes them executable. */
final class FakeSolvers {
  private FakeSolvers() {}

  /** The script {@code name} (e.g. {@code segfault.sh}) as an executable file in {@code dir}. */
  static Path install(Path dir, String name) throws IOException {
    Path target = dir.resolve(name);
    try (InputStream in = FakeSolvers.class.getResourceAsStream("/fake-solvers/" + name)) {
      if (in == null) {
        throw new IOException("missing test resource fake-solvers/" + name);
      }
      Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
    }
    if (!target.toFile().setExecutable(true)) {
      throw new IOException("cannot make executable: " + target);
    }
    return target;
  }

  /** A spec that runs {@code script} with {@code args} before the query file. */
  static SolverSpec spec(Path script, String... args) {
    StringBuilder cmd = new StringBuilder("cmd:").append(CommandLines.quote(script.toString()));
    for (String a : args) {
      cmd.append(' ').append(CommandLines.quote(a));
    }
    return SolverSpecs.parse(cmd.toString());
  }

  /** The process ids a script wrote to {@code file}, one per line. */
  static List<Long> pids(Path file) throws IOException {
    if (!Files.exists(file)) {
      return List.of();
    }
    return Files.readAllLines(file).stream()
        .map(String::strip)
        .filter(s -> !s.isEmpty())
        .map(Long::parseLong)
        .toList();
  }

  /** Whether any of the processes is still running (a zombie has ended: it waits for init). */
  static boolean anyAlive(List<Long> pids) {
    return pids.stream().anyMatch(ProcFs::running);
  }
}
