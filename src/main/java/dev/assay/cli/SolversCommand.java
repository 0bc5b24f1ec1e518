package dev.assay.cli;

import dev.assay.solver.BundledReleases;
import dev.assay.solver.CommandLines;
import dev.assay.solver.Executables;
import dev.assay.solver.SolverPreset;
import dev.assay.solver.SolverPresets;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.VersionDetector;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code assay solvers}: which solvers can run here, with their versions and command lines. */
@Command(
    name = "solvers",
    mixinStandardHelpOptions = true,
    description = {
      "List the bundled Z3, the other Z3 releases fetched for bundled@VERSION, and every solver",
      "preset: whether it is available, its version and the command line Assay runs",
      "(fresh-state mode, on file.smt2)."
    })
public final class SolversCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--solver",
      paramLabel = "SPEC",
      description =
          "Only these solvers (bundled, bundled@VERSION, a preset name, or cmd:/path/solver --flag).")
  List<String> solvers = new ArrayList<>();

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    List<SolverSpec> specs = new ArrayList<>();
    if (solvers.isEmpty()) {
      specs.add(SolverSpecs.bundledZ3());
      for (String release : BundledReleases.fetched()) {
        specs.add(SolverSpecs.bundledZ3(release));
      }
      for (SolverPreset p : SolverPresets.ALL) {
        specs.add(SolverSpec.ofPreset(p, p.program(), List.of()));
      }
    } else {
      for (String s : solvers) {
        specs.add(SolverSpecs.parse(s));
      }
    }
    List<String[]> rows = new ArrayList<>();
    rows.add(new String[] {"solver", "available", "version", "command"});
    for (SolverSpec s : specs) {
      String problem = Executables.problem(s);
      String version =
          problem == null ? VersionDetector.detect(s).orElse(SolverSpec.UNKNOWN_VERSION) : "-";
      String command =
          problem != null
              ? problem
              : s.bundled()
                  ? "java ... " + SolverSpecs.BUNDLED_WORKER + " file.smt2 (z3-turnkey)"
                  : CommandLines.format(resolved(s).fileArgv(Path.of("file.smt2"), false));
      rows.add(new String[] {s.name(), problem == null ? "yes" : "no", version, command});
    }
    print(out, rows);
    out.println();
    out.println(
        "bundled@VERSION runs any other release of "
            + BundledReleases.GROUP
            + ":"
            + BundledReleases.ARTIFACT
            + ", fetched with Maven on first use into "
            + BundledReleases.cacheRoot());
    out.flush();
    return ExitCodes.OK;
  }

  /** The spec with its program shown as the absolute path that will run. */
  private static SolverSpec resolved(SolverSpec s) {
    String exe = s.program().get(0);
    String abs = exe.contains("/") ? exe : Executables.onPath(exe);
    if (abs == null || abs.equals(exe)) {
      return s;
    }
    List<String> program = new ArrayList<>(s.program());
    program.set(0, abs);
    return s.withProgram(program);
  }

  private static void print(PrintWriter out, List<String[]> rows) {
    int[] w = new int[4];
    for (String[] r : rows) {
      for (int i = 0; i < 3; i++) {
        w[i] = Math.max(w[i], r[i].length());
      }
    }
    for (String[] r : rows) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < 3; i++) {
        sb.append(r[i]).append(" ".repeat(w[i] - r[i].length() + 2));
      }
      sb.append(r[3]);
      out.println(sb.toString().stripTrailing());
    }
    out.flush();
  }
}
