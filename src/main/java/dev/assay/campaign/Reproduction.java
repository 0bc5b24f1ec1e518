package dev.assay.campaign;

import dev.assay.solver.CommandLines;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Writes a failing case as a standalone folder: {@code input.smt2} (exactly what the solver got),
 * {@code original.smt2} when Assay added commands, {@code run.sh} with the exact command line,
 * {@code README.txt} with solver, version, options, expected and got, and the captured {@code
 * stdout.txt}/{@code stderr.txt}. Nothing in it refers back to Assay's run.
 */
public final class Reproduction {
  public static final String INPUT = "input.smt2";

  private Reproduction() {}

  /**
   * Writes the folder {@code dir} (created; an existing one is overwritten file by file).
   *
   * @return {@code dir}
   */
  public static Path write(Path dir, CaseResult r) throws IOException {
    Files.createDirectories(dir);
    write(dir.resolve(INPUT), r.query().text());
    if (r.originalText() != null && !r.originalText().equals(r.query().text())) {
      write(dir.resolve("original.smt2"), r.originalText());
    }
    List<String> argv = command(r.spec(), r.query().plan().needsIncremental());
    String script =
        "#!/bin/sh\n# Reproduces: "
            + r.caseName()
            + " on "
            + r.spec().name()
            + " "
            + r.spec().version()
            + "\ncd \"$(dirname \"$0\")\" || exit 2\nexec "
            + CommandLines.format(argv)
            + "\n";
    Path run = dir.resolve("run.sh");
    write(run, script);
    makeExecutable(run);
    write(dir.resolve("README.txt"), readme(r, argv));
    if (r.outcome().execution() != null) {
      write(dir.resolve("stdout.txt"), r.outcome().execution().stdout());
      write(dir.resolve("stderr.txt"), r.outcome().execution().stderr());
    }
    return dir;
  }

  /**
   * The command that reproduces the run from inside the folder: the solver on {@value #INPUT} in
   * fresh state, whatever mode the run used.
   */
  public static List<String> command(SolverSpec spec, boolean incremental) {
    return spec.fileArgv(Path.of(INPUT), incremental);
  }

  private static String readme(CaseResult r, List<String> argv) {
    StringBuilder sb = new StringBuilder();
    sb.append("case:       ").append(r.caseName()).append('\n');
    sb.append("solver:     ").append(r.spec().name()).append('\n');
    sb.append("version:    ").append(r.spec().version()).append('\n');
    sb.append("options:    ")
        .append(r.spec().options().isEmpty() ? "(none)" : CommandLines.format(r.spec().options()))
        .append('\n');
    sb.append("command:    ").append(CommandLines.format(argv)).append('\n');
    if (r.outcome().execution() != null) {
      sb.append("ran as:     ").append(r.outcome().execution().commandLine());
      sb.append("  (mode ").append(r.mode()).append(")\n");
    }
    sb.append("verdict:    ").append(r.judgement().overall().kind()).append(": ");
    sb.append(r.judgement().overall().detail()).append('\n');
    sb.append("expected:   ").append(Summaries.expected(r.expectation())).append('\n');
    sb.append("got:        ").append(Summaries.got(r.outcome())).append('\n');
    sb.append("outcome:    ").append(Summaries.outcomeLine(r.outcome())).append('\n');
    sb.append('\n');
    sb.append("Run ./run.sh in this folder to reproduce (input.smt2 is exactly what the solver\n");
    sb.append(
        "received; original.smt2, when present, is the case before Assay asked for models).\n");
    return sb.toString();
  }

  private static void write(Path p, String text) throws IOException {
    Files.writeString(p, text, StandardCharsets.UTF_8);
  }

  private static void makeExecutable(Path p) throws IOException {
    try {
      Set<PosixFilePermission> perms = EnumSet.copyOf(Files.getPosixFilePermissions(p));
      perms.add(PosixFilePermission.OWNER_EXECUTE);
      perms.add(PosixFilePermission.GROUP_EXECUTE);
      perms.add(PosixFilePermission.OTHERS_EXECUTE);
      Files.setPosixFilePermissions(p, perms);
    } catch (UnsupportedOperationException e) {
      // Not a POSIX file system: run it with sh run.sh.
    }
  }
}
