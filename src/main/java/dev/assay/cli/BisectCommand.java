package dev.assay.cli;

import dev.assay.campaign.Bisection;
import dev.assay.campaign.ReleaseLines;
import dev.assay.campaign.RunManifest;
import dev.assay.campaign.Store;
import dev.assay.core.InputError;
import dev.assay.core.TextTable;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.VersionDetector;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code assay bisect FINDING}: the first release of a solver that shows a finding. */
@Command(
    name = "bisect",
    mixinStandardHelpOptions = true,
    description = {
      "Run a stored finding on several releases of its solver, oldest first, and name the first",
      "release that fails after one that passes.",
      "FINDING is a finding's id (or its start) in RUNDIR's or --store's store, or the finding's",
      "reproduction folder. Each release runs the reduced input (else the input) with the options",
      "the failure needs, fresh, judged against the finding's expectation: fails (the finding's",
      "kind; unknown for an incompleteness), passes (a right answer) or undecided.",
      "Without --release, a Z3 finding runs on z3 from PATH, the Z3 releases of Maven's",
      "tools.aqua:z3-turnkey listed by --z3-releases, the bundled one and Z3's WebAssembly",
      "build (--z3-wasm-releases, npm's z3-solver); a cvc5 finding on cvc5 from PATH and the",
      "bundled cvc5 (--cvc5-releases, Maven's io.github.cvc5:cvc5); a CVC4 finding on cvc4",
      "from PATH, then on cvc5's. Releases are fetched on first use. The newest release's",
      "result is stored as whether the finding is live (findings list, column live).",
      "Exit 0 when a first failing release was found, 1 when not, 2 on bad input."
    })
public final class BisectCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FINDING", description = "A finding id, or its folder.")
  String finding;

  @Parameters(index = "1", arity = "0..1", paramLabel = "RUNDIR", description = "A run folder.")
  Path runDir;

  @Mixin FindingsCommand.Where where = new FindingsCommand.Where();

  @Option(
      names = "--release",
      paramLabel = "SPEC",
      description = "A release to run, as a --solver spec (repeatable; given oldest first).")
  List<String> releases = new ArrayList<>();

  @Option(
      names = "--z3-releases",
      paramLabel = "V,V",
      split = ",",
      description = "z3-turnkey releases tried for a Z3 finding (default: 4.8.17,4.12.2,4.13.0).")
  List<String> z3Releases = new ArrayList<>(ReleaseLines.Z3_TURNKEY);

  @Option(
      names = "--z3-wasm-releases",
      paramLabel = "V,V",
      split = ",",
      description = "z3-solver (npm) versions tried for a Z3 finding (default: 5.2.0, Z3 5.1.0).")
  List<String> z3WasmReleases = new ArrayList<>(ReleaseLines.DEFAULT.z3Wasm());

  @Option(
      names = "--cvc5-releases",
      paramLabel = "V,V",
      split = ",",
      description = "io.github.cvc5 versions tried for a cvc5 finding (default: 1.3.2-1).")
  List<String> cvc5Releases = new ArrayList<>(ReleaseLines.DEFAULT.cvc5());

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      description = "Time limit per run (default: ${DEFAULT-VALUE}).")
  double timeout = 20;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (!(timeout > 0)) {
      throw new InputError("--timeout must be positive");
    }
    String id = finding;
    Path dir = runDir;
    Path asFolder = Path.of(finding);
    if (Files.isDirectory(asFolder)) {
      id = idInFolder(asFolder);
      if (dir == null && where.store == null) {
        dir = runFolderAbove(asFolder);
      }
    }
    String url = where.resolve(dir).url();
    Store.Finding f;
    try (Store store = Store.open(url)) {
      f = store.finding(id);
    }
    List<SolverSpec> specs = releases(f);
    PrintWriter out = spec.commandLine().getOut();
    out.println("finding " + f.id() + ": " + f.kind() + " on " + f.solver() + " " + f.version());
    out.println("expected: " + f.expected() + "; options: " + f.options());
    out.flush();
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofMillis(Math.round(timeout * 1000)));
    Bisection.Report report = new Bisection(limits).run(f, specs);
    List<List<String>> table = new ArrayList<>();
    table.add(List.of("release", "version", "result", "verdict", "got"));
    for (Bisection.Row r : report.rows()) {
      table.add(
          List.of(
              r.release().name(),
              r.release().version(),
              r.result().word(),
              r.verdict().label(),
              r.got()));
    }
    TextTable.printText(table, out);
    out.println(report.conclusion());
    if (releases.isEmpty() && !report.rows().isEmpty()) {
      // The default line ends with the newest release Assay can run: its result is the liveness.
      Bisection.Row newest = report.rows().get(report.rows().size() - 1);
      try (Store store = Store.open(url)) {
        Bisection.record(store, f, newest);
      }
      out.println(
          "live in the newest release ("
              + newest.release().name()
              + " "
              + newest.release().version()
              + "): "
              + Bisection.live(newest.result()).word());
    }
    out.flush();
    return report.firstFailing() != null ? ExitCodes.OK : ExitCodes.FINDINGS;
  }

  /** The releases to run, oldest first. */
  private List<SolverSpec> releases(Store.Finding f) throws InterruptedException {
    List<SolverSpec> out = new ArrayList<>();
    if (!releases.isEmpty()) {
      for (String r : releases) {
        out.add(VersionDetector.withDetectedVersion(SolverSpecs.parse(r)));
      }
      return out;
    }
    List<String> notes = new ArrayList<>();
    out.addAll(
        new ReleaseLines(z3Releases, z3WasmReleases, cvc5Releases)
            .line(ReleaseLines.family(f), notes));
    for (String n : notes) {
      spec.commandLine().getErr().println("assay bisect: left out: " + n);
    }
    return out;
  }

  /** The finding id a reproduction folder's README names. */
  private static String idInFolder(Path folder) throws IOException {
    Path readme = folder.resolve("README.txt");
    if (Files.exists(readme)) {
      for (String line : Files.readAllLines(readme)) {
        if (line.startsWith("finding:")) {
          return line.substring("finding:".length()).strip();
        }
      }
    }
    throw new InputError(folder + ": not a finding's reproduction folder (no finding: line)");
  }

  /** The run folder that holds a reproduction folder. */
  private static Path runFolderAbove(Path folder) {
    for (Path p = folder.toAbsolutePath().normalize(); p != null; p = p.getParent()) {
      if (Files.exists(p.resolve(RunManifest.FILE))) {
        return p;
      }
    }
    throw new InputError(folder + ": no run folder (with " + RunManifest.FILE + ") above it");
  }
}
