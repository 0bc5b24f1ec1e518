package dev.assay.cli;

import dev.assay.bisect.Bisection;
import dev.assay.bisect.ReleaseLines;
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
    sortOptions = false,
    description = {
      "Find the first release of a solver that shows a stored finding.",
      "",
      "The finding runs on several releases of its solver, oldest first, and the first release"
          + " that fails after one that passes is named. FINDING is a finding's id (or its start)"
          + " in the store of RUNDIR or --store, or the finding's reproduction folder. Each"
          + " release runs the reduced input (else the input) with the options the failure needs,"
          + " fresh, and is judged against the finding's expectation: fails (the finding's kind;"
          + " unknown for an incompleteness), passes (a right answer) or undecided.",
      "",
      "Without --release, a Z3 finding runs on z3 from PATH, the Z3 releases of Maven's"
          + " tools.aqua:z3-turnkey that --z3-releases lists, the bundled Z3 and Z3's WebAssembly"
          + " build (npm's z3-solver, --z3-wasm-releases); a cvc5 finding on cvc5 from PATH and"
          + " the bundled cvc5 (Maven's io.github.cvc5:cvc5, --cvc5-releases); a CVC4 finding on"
          + " cvc4 from PATH, then on cvc5's releases. Releases are fetched on first use. The"
          + " newest release's result is stored as whether the finding is live (the live column"
          + " of findings list).",
      "",
      "Exit 0 when a first failing release was found; 1 when not; 2 on bad input."
    })
public final class BisectCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FINDING")
  String finding;

  @Mixin FindingsCommand.FindingStore findingStore = new FindingsCommand.FindingStore();

  @Option(names = "--release", paramLabel = "SPEC")
  List<String> releases = new ArrayList<>();

  @Option(names = "--z3-releases", paramLabel = "V,V", split = ",")
  List<String> z3Releases = new ArrayList<>(ReleaseLines.Z3_TURNKEY);

  @Option(names = "--z3-wasm-releases", paramLabel = "V,V", split = ",")
  List<String> z3WasmReleases = new ArrayList<>(ReleaseLines.DEFAULT.z3Wasm());

  @Option(names = "--cvc5-releases", paramLabel = "V,V", split = ",")
  List<String> cvc5Releases = new ArrayList<>(ReleaseLines.DEFAULT.cvc5());

  @Mixin ReleaseRunTimeout timeout = new ReleaseRunTimeout();

  @Override
  public Integer call() throws IOException, InterruptedException {
    RunLimits limits = timeout.limits();
    String id = finding;
    Path dir = findingStore.runDir;
    Path asFolder = Path.of(finding);
    if (Files.isDirectory(asFolder)) {
      id = idInFolder(asFolder);
      if (dir == null && !findingStore.storeGiven()) {
        dir = runFolderAbove(asFolder);
      }
    }
    String url = findingStore.resolve(dir).url();
    Store.Finding f;
    try (Store store = Store.open(url)) {
      f = store.finding(id);
    }
    List<SolverSpec> specs = releases(f);
    PrintWriter out = spec.commandLine().getOut();
    out.println("finding " + f.id() + ": " + f.kind() + " on " + f.solver() + " " + f.version());
    out.println("expected: " + f.expected() + "; options: " + f.options());
    out.flush();
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
      out.printf(
          "live in the newest release (%s %s): %s%n",
          newest.release().name(),
          newest.release().version(),
          Bisection.live(newest.result()).word());
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
