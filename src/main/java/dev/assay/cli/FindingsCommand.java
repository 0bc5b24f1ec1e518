package dev.assay.cli;

import dev.assay.campaign.Exports;
import dev.assay.campaign.RunManifest;
import dev.assay.campaign.Store;
import dev.assay.core.InputError;
import dev.assay.core.TextTable;
import dev.assay.report.IssueText;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code assay findings list|show|report}: the deduplicated findings in a store. */
@Command(
    name = "findings",
    mixinStandardHelpOptions = true,
    description = {
      "The deduplicated findings of a campaign (RUNDIR) or of a whole store (--store URL, or the",
      "ASSAY_STORE environment variable): list them, show one, or print one as an issue text."
    },
    subcommands = {
      FindingsCommand.ListFindings.class,
      FindingsCommand.ShowFinding.class,
      FindingsCommand.ReportFinding.class,
      CheckLiveCommand.class
    })
public final class FindingsCommand implements Runnable {
  @Spec CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Where the findings are: a run folder's campaign, or a whole store. */
  static final class Where {
    @Option(
        names = "--store",
        paramLabel = "URL",
        description = "A findings store: jdbc:sqlite:FILE or jdbc:postgresql://HOST:PORT/DB?...")
    String store;

    /** The store's URL and the campaign (null: all campaigns) for {@code runDir} or --store. */
    record Target(String url, String campaignId) {}

    Target resolve(Path runDir) {
      if (runDir != null) {
        if (!Files.isDirectory(runDir)) {
          throw new InputError(runDir + ": no such run folder");
        }
        RunManifest m = RunManifest.read(runDir);
        String url = m.store() != null ? m.store() : Store.defaultUrl(runDir);
        return new Target(store != null ? store : url, m.campaignId());
      }
      if (store != null) {
        return new Target(store, null);
      }
      String env = System.getenv("ASSAY_STORE");
      if (env != null && !env.isBlank()) {
        return new Target(env, null);
      }
      throw new InputError("say where the findings are: a run folder, or --store URL");
    }
  }

  @Command(
      name = "list",
      mixinStandardHelpOptions = true,
      description = {
        "One line per deduplicated finding: id, kind, solver, version, first seen, how often it",
        "was seen (here and in the whole store), whether it is new in this campaign, whether it",
        "is live in the newest release (yes, no, unknown until checked), signature."
      })
  static final class ListFindings implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "RUNDIR", description = "A campaign's run folder.")
    Path runDir;

    @Option(names = "--json", description = "One JSON object per line.")
    boolean json;

    @picocli.CommandLine.Mixin Where where = new Where();

    @Override
    public Integer call() throws IOException {
      Where.Target t = where.resolve(runDir);
      PrintWriter out = spec.commandLine().getOut();
      try (Store store = Store.open(t.url())) {
        List<Store.Finding> findings =
            t.campaignId() == null ? store.findings() : store.findingsOf(t.campaignId());
        Map<String, Long> here = t.campaignId() == null ? null : store.hitCounts(t.campaignId());
        Map<String, Long> all = store.hitCounts(null);
        Map<String, Store.Liveness> live = store.liveness();
        List<List<String>> rows = new ArrayList<>();
        rows.add(
            List.of(
                "id",
                "kind",
                "solver",
                "version",
                "first seen",
                "count",
                "new",
                "live",
                "signature"));
        for (Store.Finding f : findings) {
          long hitsAll = all.getOrDefault(f.id(), 0L);
          long hitsHere = here == null ? hitsAll : here.getOrDefault(f.id(), 0L);
          Boolean fresh = here == null ? null : f.firstCampaign().equals(t.campaignId());
          if (json) {
            out.println(Exports.line(f, hitsHere, hitsAll, fresh));
            continue;
          }
          rows.add(
              List.of(
                  f.id(),
                  f.kind(),
                  f.solver(),
                  f.version(),
                  f.firstSeen(),
                  here == null ? Long.toString(hitsAll) : hitsHere + "/" + hitsAll,
                  fresh == null ? "-" : fresh ? "new" : "known",
                  Store.liveWord(live, f.id()),
                  shorten(f.signature())));
        }
        if (!json) {
          TextTable.printText(rows, out);
          out.printf("%d finding(s) in %s%n", findings.size(), store.url());
        }
        out.flush();
      }
      return ExitCodes.OK;
    }

    private static String shorten(String s) {
      return s.length() > 70 ? s.substring(0, 70) + "…" : s;
    }
  }

  /** A command about one finding: its id, and where the store is. */
  abstract static class OneFinding implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(index = "0", paramLabel = "ID", description = "The finding's id (or its start).")
    String id;

    @Parameters(index = "1", arity = "0..1", paramLabel = "RUNDIR", description = "A run folder.")
    Path runDir;

    @picocli.CommandLine.Mixin Where where = new Where();

    @Override
    public Integer call() throws IOException {
      PrintWriter out = spec.commandLine().getOut();
      try (Store store = Store.open(where.resolve(runDir).url())) {
        print(store, store.finding(id), out);
        out.flush();
      }
      return ExitCodes.OK;
    }

    abstract void print(Store store, Store.Finding f, PrintWriter out) throws IOException;
  }

  @Command(
      name = "show",
      mixinStandardHelpOptions = true,
      description = "Everything the store knows of one finding, and every time it was seen.")
  static final class ShowFinding extends OneFinding {
    @Override
    void print(Store store, Store.Finding f, PrintWriter out) throws IOException {
      out.println("id:          " + f.id());
      out.println("kind:        " + f.kind());
      out.println("solver:      " + f.solver() + " " + f.version());
      out.println("signature:   " + f.signature());
      out.println("first seen:  " + f.firstSeen() + " in " + f.firstCampaign());
      out.println("case:        " + f.caseId());
      out.println("expected:    " + f.expected() + " (" + f.basis() + ")");
      out.println("got:         " + f.got());
      out.println("detail:      " + f.detail());
      out.println("command:     " + f.command());
      out.println("options:     " + f.options());
      out.println("reduction:   " + f.reduction());
      out.println("folder:      " + (f.folder() == null ? "(none)" : f.folder()));
      Store.Liveness live = store.liveness().get(f.id());
      out.println("live:        " + (live == null ? "unknown (not checked)" : live.describe()));
      List<Store.Hit> hits = store.hits(f.id());
      out.println("seen:        " + hits.size() + " time(s)");
      for (Store.Hit h : hits) {
        out.println(
            "  "
                + h.seenAt()
                + "  "
                + h.campaignId()
                + "  "
                + h.caseId()
                + "  "
                + h.solver()
                + " "
                + h.version());
      }
      out.println();
      out.println(f.reduced() != null ? "; reduced input" : "; input");
      out.println(f.reduced() != null ? f.reduced() : f.input());
    }
  }

  @Command(
      name = "report",
      mixinStandardHelpOptions = true,
      description = "One finding as a GitHub-ready issue text (markdown).")
  static final class ReportFinding extends OneFinding {
    @Override
    void print(Store store, Store.Finding f, PrintWriter out) throws IOException {
      out.print(IssueText.of(f, store.hits(f.id()), store.liveness().get(f.id())));
    }
  }
}
