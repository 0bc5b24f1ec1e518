package dev.assay.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.campaign.Exports;
import dev.assay.campaign.RunManifest;
import dev.assay.campaign.Store;
import dev.assay.core.InputError;
import dev.assay.core.TextTable;
import dev.assay.core.Verdict;
import dev.assay.report.IssueText;
import dev.assay.report.UserCommands;
import dev.assay.solver.CommandLines;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code assay findings list|show|report|check-live}: the deduplicated findings in a store. */
@Command(
    name = "findings",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "List, show and report the deduplicated findings of a campaign or a store.",
      "",
      "A campaign is named by its run folder (RUNDIR), a whole store by --store URL or the"
          + " ASSAY_STORE environment variable."
    },
    subcommands = {
      FindingsCommand.ListFindings.class,
      FindingsCommand.ShowFinding.class,
      FindingsCommand.ReportFinding.class,
      CheckLiveCommand.class
    })
public final class FindingsCommand implements Callable<Integer> {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Spec CommandSpec spec;

  /** {@code assay findings} without a subcommand: its subcommands, as a usage error. */
  @Override
  public Integer call() {
    return Main.usageError(spec);
  }

  /** Where the findings are: a run folder's campaign, or a whole store. */
  static class Where {
    @Option(names = "--store", paramLabel = "URL", descriptionKey = "where.store")
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

    /**
     * {@link #resolve(Path)} with the {@code --campaign} of a command that may pick one campaign of
     * a --store: the target's campaign is it, else the run folder's; both together are refused.
     */
    Target resolve(Path runDir, String campaign) {
      Target t = resolve(runDir);
      if (campaign != null && runDir != null) {
        throw new InputError("--campaign goes with --store, not with a run folder");
      }
      return campaign == null ? t : new Target(t.url(), campaign);
    }
  }

  /**
   * Where a campaign's findings are, for the commands that read a campaign or a whole store
   * (findings list, report): the run folder (RUNDIR), or {@code --store} with the {@code
   * --campaign} to pick one of its campaigns.
   */
  static final class CampaignOrStore extends Where {
    @Parameters(arity = "0..1", paramLabel = "RUNDIR")
    Path runDir;

    @Option(names = "--campaign", paramLabel = "ID")
    String campaign;

    /** The store's URL and the campaign (null: all campaigns of a --store). */
    Target resolve() {
      return resolve(runDir, campaign);
    }
  }

  /**
   * Where one stored finding is, for the commands that take its id first (findings show, report and
   * check-live, bisect): the run folder after the id (RUNDIR), or {@code --store}, one meaning and
   * one text for all of them.
   */
  static final class FindingStore extends Where {
    // no index: a mixin's positional takes the place after the command's own (the finding)
    @Parameters(arity = "0..1", paramLabel = "RUNDIR")
    Path runDir;

    /** The store's URL and campaign for RUNDIR, or for --store when no RUNDIR was given. */
    Target resolve() {
      return resolve(runDir);
    }

    /** Whether {@code --store} names the store. */
    boolean storeGiven() {
      return store != null;
    }
  }

  /** The orders {@code findings list --sort} offers. */
  enum Order {
    /** Oldest first: the store's own order. */
    FIRST_SEEN,
    /** Most sightings first. */
    COUNT,
    /** Most severe kind first, as {@link Verdict.Kind} orders them. */
    KIND,
    /** By solver, then version. */
    SOLVER,
    /** Smallest reduced input first; findings without one last. */
    SIZE;

    String word() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static Order of(String word) {
      for (Order o : values()) {
        if (o.word().equals(word)) {
          return o;
        }
      }
      List<String> words = new ArrayList<>();
      for (Order o : values()) {
        words.add(o.word());
      }
      throw new InputError("--sort takes " + Words.list(words) + ", not " + word);
    }
  }

  /** A finding as a listing shows it: with its sightings, whether it is new, and its liveness. */
  record Listed(Store.Finding finding, long hitsHere, long hitsAll, Boolean fresh, String live) {
    /** The count a listing sorts by: in the campaign listed, else in the whole store. */
    long count() {
      return fresh == null ? hitsAll : hitsHere;
    }

    /** The table's row. */
    List<String> row() {
      Store.Finding f = finding;
      return List.of(
          f.id(),
          f.kind(),
          f.solver() + " " + f.version(),
          live,
          f.caseId(),
          f.reducedSize() == null ? "-" : Long.toString(f.reducedSize()),
          toSecond(f.firstSeen()),
          fresh == null ? Long.toString(hitsAll) : hitsHere + "/" + hitsAll,
          fresh == null ? "-" : fresh ? "new" : "known");
    }

    /** {@code 2026-11-26T12:26:02.404Z} as {@code 2026-11-26 12:26:02}. */
    private static String toSecond(String iso) {
      return iso.length() < 19 ? iso : iso.substring(0, 19).replace('T', ' ');
    }

    static Comparator<Listed> by(Order o) {
      switch (o) {
        case COUNT:
          return Comparator.comparingLong(Listed::count).reversed();
        case KIND:
          return Comparator.comparingInt(l -> severity(l.finding.kind()));
        case SOLVER:
          return Comparator.comparing((Listed l) -> l.finding.solver())
              .thenComparing(l -> l.finding.version());
        case SIZE:
          return Comparator.comparing(
              (Listed l) -> l.finding.reducedSize(),
              Comparator.nullsLast(Comparator.naturalOrder()));
        default:
          return (a, b) -> 0; // the store's order: first seen, then id
      }
    }

    private static int severity(String kind) {
      Verdict.Kind k = Verdict.Kind.ofLabel(kind);
      return k == null ? Integer.MAX_VALUE : k.ordinal();
    }
  }

  /** The header of the table of {@code findings list}. */
  static final List<String> HEADER =
      List.of("id", "kind", "solver", "live", "input", "reduced", "first seen", "count", "new");

  @Command(
      name = "list",
      mixinStandardHelpOptions = true,
      sortOptions = false,
      description = {
        "List the findings of a campaign or a store, one row each.",
        "",
        "The columns: the finding's id and kind; the solver and version it was first seen on;"
            + " live, whether it still shows in the newest release (yes, no, or unknown until"
            + " assay findings check-live or assay bisect checks it); the input it was first seen"
            + " on; the size of its reduced input in bytes; when it was first seen (UTC); count,"
            + " how often it was seen (in this campaign/in the whole store); and new, whether this"
            + " campaign saw it first.",
        "",
        "Filters combine: a finding is listed when it passes every one given."
      })
  static final class ListFindings implements Callable<Integer> {
    @Spec CommandSpec spec;

    @picocli.CommandLine.Mixin CampaignOrStore where = new CampaignOrStore();

    @Option(names = "--solver", paramLabel = "NAME", split = ",")
    List<String> solvers = new ArrayList<>();

    @Option(names = "--kind", paramLabel = "KIND", split = ",")
    List<String> kinds = new ArrayList<>();

    @Option(names = "--new")
    boolean onlyNew;

    @Option(names = "--live", paramLabel = "yes|no|unknown")
    String live;

    @Option(names = "--sort", paramLabel = "ORDER")
    String sort = Order.FIRST_SEEN.word();

    @Option(names = "--json")
    boolean json;

    @Override
    public Integer call() throws IOException {
      Order order = Order.of(sort);
      Where.Target t = where.resolve();
      PrintWriter out = spec.commandLine().getOut();
      try (Store store = Store.open(t.url())) {
        String campaignId = t.campaignId();
        if (where.campaign != null && store.campaign(where.campaign).isEmpty()) {
          throw new InputError("no campaign " + where.campaign + " in " + store.url());
        }
        if (onlyNew && campaignId == null) {
          throw new InputError(
              "--new lists the findings a campaign saw first: give its run folder, or --campaign"
                  + " ID");
        }
        List<Listed> listed = listed(store, filter(campaignId), campaignId);
        listed.sort(Listed.by(order));
        if (json) {
          for (Listed l : listed) {
            out.println(Exports.line(l.finding(), l.hitsHere(), l.hitsAll(), l.fresh()));
          }
        } else {
          table(listed, out);
          out.printf("%s listed from %s%n", Words.count(listed.size(), "finding"), store.url());
        }
        out.flush();
      }
      return ExitCodes.OK;
    }

    /** The filter the options ask for, checked. */
    private Store.FindingFilter filter(String campaignId) {
      for (String k : kinds) {
        Verdict.Kind kind = Verdict.Kind.ofLabel(k);
        if (kind == null || !kind.isFinding()) {
          List<String> labels = new ArrayList<>();
          for (Verdict.Kind f : Verdict.Kind.values()) {
            if (f.isFinding()) {
              labels.add(f.label());
            }
          }
          throw new InputError(
              "--kind takes a kind of finding (" + Words.list(labels) + "), not " + k);
        }
      }
      Store.Live l = null;
      if (live != null) {
        l = Store.Live.of(live);
        if (!l.word().equals(live)) {
          throw new InputError("--live takes yes, no or unknown, not " + live);
        }
      }
      return new Store.FindingFilter(campaignId, onlyNew, solvers, kinds, l);
    }

    /** The findings that pass {@code filter}, with their sightings and liveness. */
    private static List<Listed> listed(Store store, Store.FindingFilter filter, String campaignId)
        throws IOException {
      Map<String, Long> here = campaignId == null ? null : store.hitCounts(campaignId);
      Map<String, Long> all = store.hitCounts(null);
      Map<String, Store.Liveness> live = store.liveness();
      List<Listed> out = new ArrayList<>();
      for (Store.Finding f : store.findings(filter)) {
        long hitsAll = all.getOrDefault(f.id(), 0L);
        out.add(
            new Listed(
                f,
                here == null ? hitsAll : here.getOrDefault(f.id(), 0L),
                hitsAll,
                here == null ? null : f.firstCampaign().equals(campaignId),
                Store.liveWord(live, f.id())));
      }
      return out;
    }

    /** The table, its input column shortened to the terminal's width when it is one. */
    private void table(List<Listed> listed, PrintWriter out) {
      List<List<String>> rows = new ArrayList<>();
      rows.add(HEADER);
      for (Listed l : listed) {
        rows.add(l.row());
      }
      if (System.console() != null) {
        rows = TextTable.fit(rows, spec.commandLine().getUsageHelpWidth(), HEADER.indexOf("input"));
      }
      TextTable.print(rows, List.of(HEADER.indexOf("reduced"), HEADER.indexOf("count")), out);
    }
  }

  /** A command about one finding: its id, and where the store is. */
  abstract static class OneFinding implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Parameters(index = "0", paramLabel = "ID")
    String id;

    @picocli.CommandLine.Mixin FindingStore findingStore = new FindingStore();

    @Override
    public Integer call() throws IOException {
      PrintWriter out = spec.commandLine().getOut();
      try (Store store = Store.open(findingStore.resolve().url())) {
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
      sortOptions = false,
      description = {
        "Show one finding: its input and how to reproduce it, then all else the store knows.",
        "",
        "First come the reduced input (or the input, when it was not reduced) and the command"
            + " that reproduces the failure on it; then what was expected and what came back, the"
            + " finding's signature, whether it is live in the newest release, and every time it"
            + " was seen."
      })
  static final class ShowFinding extends OneFinding {
    @Override
    void print(Store store, Store.Finding f, PrintWriter out) throws IOException {
      boolean reduced = f.reduced() != null;
      String file = reduced ? "reduced.smt2" : "input.smt2";
      out.println(
          "finding "
              + f.id()
              + ": "
              + f.kind()
              + " on "
              + f.solver()
              + " "
              + f.version()
              + ", first seen on "
              + f.caseId());
      out.println();
      out.println(
          reduced
              ? "; "
                  + file
                  + ": the reduced input, "
                  + Words.count(f.reducedSize(), "byte")
                  + " ("
                  + f.reduction()
                  + ")"
              : "; " + file + ": the input, not reduced");
      out.println(reduced ? f.reduced().strip() : f.input().strip());
      out.println();
      Path script = script(f.folder(), reduced ? "run-reduced.sh" : "run.sh");
      if (script != null) {
        out.println("reproduce:   " + CommandLines.format(List.of("sh", script.toString())));
      }
      out.println(
          "command:     "
              + UserCommands.of(f.solver(), list(f.options()), list(f.command()), file)
              + "  ("
              + file
              + ": the input above)");
      out.println();
      out.println(
          "expected:    " + f.expected() + (f.basis().isEmpty() ? "" : " (" + f.basis() + ")"));
      out.println("got:         " + f.got());
      out.println("detail:      " + f.detail());
      List<String> options = list(f.options());
      out.println("options:     " + (options.isEmpty() ? "none" : String.join(" ", options)));
      out.println("signature:   " + f.signature());
      out.println("first seen:  " + f.firstSeen() + " in campaign " + f.firstCampaign());
      out.println("folder:      " + (f.folder() == null ? "(none)" : f.folder()));
      Store.Liveness live = store.liveness().get(f.id());
      out.println("live:        " + (live == null ? "unknown (not checked)" : live.describe()));
      List<Store.Hit> hits = store.hits(f.id());
      out.println("seen:        " + Words.count(hits.size(), "time"));
      List<List<String>> rows = new ArrayList<>();
      rows.add(List.of("seen at", "campaign", "input", "solver"));
      for (Store.Hit h : hits) {
        rows.add(List.of(h.seenAt(), h.campaignId(), h.caseId(), h.solver() + " " + h.version()));
      }
      out.println();
      TextTable.printText(rows, out);
    }

    /** The reproduction folder's script, when the folder is on this machine. */
    private static Path script(String folder, String name) {
      if (folder == null) {
        return null;
      }
      Path p = Path.of(folder).resolve(name).toAbsolutePath().normalize();
      return Files.isRegularFile(p) ? p : null;
    }

    /** A JSON list of strings as the store holds it; empty when it is not one. */
    private static List<String> list(String json) {
      try {
        return JSON.readValue(json, new TypeReference<List<String>>() {});
      } catch (JsonProcessingException e) {
        return List.of();
      }
    }
  }

  @Command(
      name = "report",
      mixinStandardHelpOptions = true,
      sortOptions = false,
      description = "Print one finding as a GitHub-ready issue text in markdown.")
  static final class ReportFinding extends OneFinding {
    @Override
    void print(Store store, Store.Finding f, PrintWriter out) throws IOException {
      out.print(IssueText.of(f, store.hits(f.id()), store.liveness().get(f.id())));
    }
  }
}
