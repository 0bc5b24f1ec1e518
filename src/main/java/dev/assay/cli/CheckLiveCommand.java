package dev.assay.cli;

import dev.assay.bisect.Bisection;
import dev.assay.bisect.ReleaseLines;
import dev.assay.campaign.Store;
import dev.assay.core.InputError;
import dev.assay.core.TextTable;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code assay findings check-live ID|--all [RUNDIR]}: whether findings show on the newest release
 * of their solver that Assay can run, recorded in the store.
 */
@Command(
    name = "check-live",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Check whether findings still show in the newest release of their solver.",
      "",
      "Each finding runs on the newest release of its solver that Assay can run (Z3: z3-wasm, Z3"
          + " 5.1.0; cvc5 and CVC4: bundled-cvc5, cvc5 1.3.2), as bisect runs each release, and"
          + " the store records whether it is live there: yes (it fails), no (the right answer)"
          + " or unknown (undecided).",
      "",
      "Exit 0 when none is live; 1 when some is; 2 on bad input."
    })
public final class CheckLiveCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", arity = "0..1", paramLabel = "ID")
  String id;

  @Option(names = "--all")
  boolean all;

  @Mixin FindingsCommand.FindingStore findingStore = new FindingsCommand.FindingStore();

  @Mixin ReleaseRunTimeout timeout = new ReleaseRunTimeout();

  @Override
  public Integer call() throws IOException, InterruptedException {
    RunLimits limits = timeout.limits();
    Path dir = findingStore.runDir;
    if (all && id != null && findingStore.runDir == null) {
      dir = Path.of(id);
    } else if (!all && id == null) {
      throw new InputError("say which finding: an ID, or --all");
    }
    FindingsCommand.Where.Target t = findingStore.resolve(dir);
    PrintWriter out = spec.commandLine().getOut();
    Bisection bisection = new Bisection(limits);
    List<List<String>> table = new ArrayList<>();
    table.add(List.of("id", "kind", "solver", "version", "newest release", "version", "live"));
    int live = 0;
    try (Store store = Store.open(t.url())) {
      List<Store.Finding> findings =
          !all
              ? List.of(store.finding(id))
              : t.campaignId() == null ? store.findings() : store.findingsOf(t.campaignId());
      Map<String, SolverSpec> newest = new TreeMap<>();
      for (Store.Finding f : findings) {
        String family = ReleaseLines.family(f);
        String why = null;
        Bisection.Row row = null;
        try {
          if (family == null) {
            why = "no release line for " + f.solver();
          } else {
            SolverSpec release = newest.get(family);
            if (release == null) {
              release = ReleaseLines.DEFAULT.newest(family);
              newest.put(family, release);
            }
            row = bisection.checkLive(store, f, release);
          }
        } catch (InputError e) {
          if (!all) {
            throw e;
          }
          why = e.getMessage();
        }
        if (row == null && !all) {
          throw new InputError("finding " + f.id() + " not checked: " + why);
        }
        if (row == null) {
          spec.commandLine().getErr().println("assay: finding " + f.id() + " not checked: " + why);
          continue;
        }
        Store.Live l = Bisection.live(row.result());
        if (l == Store.Live.YES) {
          live++;
        }
        table.add(
            List.of(
                f.id(),
                f.kind(),
                f.solver(),
                f.version(),
                row.release().name(),
                row.release().version(),
                l.word() + " (" + row.verdict().label() + ")"));
      }
      TextTable.printText(table, out);
      out.printf(
          "%d of %s live in the newest release%n", live, Words.count(findings.size(), "finding"));
    }
    out.flush();
    return live > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
  }
}
