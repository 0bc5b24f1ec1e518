package dev.assay.cli;

import dev.assay.solver.BundledReleases;
import dev.assay.solver.CommandLines;
import dev.assay.solver.Cvc5Releases;
import dev.assay.solver.Executables;
import dev.assay.solver.SolverPreset;
import dev.assay.solver.SolverPresets;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.VersionDetector;
import dev.assay.solver.Z3WasmReleases;
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
    sortOptions = false,
    description = {
      "List the solvers Assay can run here, with their versions and commands.",
      "",
      "The list holds the bundled Z3 and the other Z3 releases fetched for bundled@VERSION, the"
          + " bundled cvc5 and the cvc5 releases fetched for bundled-cvc5@VERSION, Z3's"
          + " WebAssembly build (z3-wasm@VERSION, the npm package versions installed), and every"
          + " solver preset: whether it is available, its version and the command line Assay"
          + " runs on file.smt2 in fresh mode. The bundled cvc5 and z3-wasm are fetched on first"
          + " use, so listing them may fetch them once."
    })
public final class SolversCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--solver", paramLabel = "SPEC")
  List<String> solvers = new ArrayList<>();

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    List<SolverSpec> specs = new ArrayList<>();
    java.util.Map<String, String> problems = new java.util.LinkedHashMap<>();
    if (solvers.isEmpty()) {
      specs.add(SolverSpecs.bundledZ3());
      for (String release : BundledReleases.fetched()) {
        specs.add(SolverSpecs.bundledZ3(release));
      }
      specs.add(optional(SolverSpecs.CVC5_NAME, problems));
      for (String release : Cvc5Releases.fetched()) {
        if (!release.equals(Cvc5Releases.DEFAULT)) {
          specs.add(optional(SolverSpecs.CVC5_NAME + "@" + release, problems));
        }
      }
      List<String> wasm = new ArrayList<>(Z3WasmReleases.fetched());
      if (!wasm.contains(Z3WasmReleases.DEFAULT)) {
        wasm.add(0, Z3WasmReleases.DEFAULT);
      }
      for (String release : wasm) {
        specs.add(optional(SolverSpecs.WASM_NAME + "@" + release, problems));
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
      String problem =
          problems.containsKey(s.name()) ? problems.get(s.name()) : Executables.problem(s);
      String version =
          problem == null ? VersionDetector.detect(s).orElse(SolverSpec.UNKNOWN_VERSION) : "-";
      String command =
          problem != null
              ? problem
              : s.bundled()
                  ? workerCommand(s)
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
    out.println(
        "bundled-cvc5@VERSION runs any release of "
            + Cvc5Releases.GROUP
            + ":"
            + Cvc5Releases.ARTIFACT
            + " Maven Central serves (default "
            + Cvc5Releases.DEFAULT
            + "; fetched: "
            + listed(Cvc5Releases.fetched())
            + ")");
    out.println(
        "z3-wasm@VERSION runs any version of the npm package "
            + Z3WasmReleases.PACKAGE
            + " with node (default "
            + Z3WasmReleases.DEFAULT
            + ", Z3 5.1.0; installed: "
            + listed(Z3WasmReleases.fetched())
            + ")");
    out.flush();
    return ExitCodes.OK;
  }

  /**
   * A fetched solver's spec, or a stand-in row named {@code text} whose problem (no node, no Maven,
   * no network) is put into {@code problems}: the listing never fails on one solver.
   */
  private static SolverSpec optional(String text, java.util.Map<String, String> problems) {
    try {
      return SolverSpecs.parse(text);
    } catch (dev.assay.core.InputError e) {
      problems.put(text, e.getMessage());
      return SolverSpec.ofPreset(SolverPresets.ALL.get(0), "-", List.of()).withName(text);
    }
  }

  /** How a worker runs: its main class or script, and what it runs. */
  private static String workerCommand(SolverSpec s) {
    List<String> p = s.program();
    if (p.contains(SolverSpecs.CVC5_WORKER)) {
      return "java ... " + SolverSpecs.CVC5_WORKER + " file.smt2 (io.github.cvc5:cvc5)";
    }
    if (p.contains(SolverSpecs.BUNDLED_WORKER)) {
      return "java ... " + SolverSpecs.BUNDLED_WORKER + " file.smt2 (z3-turnkey)";
    }
    return CommandLines.format(p) + " file.smt2 (npm " + Z3WasmReleases.PACKAGE + ")";
  }

  private static String listed(List<String> versions) {
    return versions.isEmpty() ? "none yet" : String.join(", ", versions);
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
