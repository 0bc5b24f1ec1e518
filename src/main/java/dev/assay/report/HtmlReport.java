package dev.assay.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import dev.assay.campaign.Store;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The campaign report as one HTML page: header, findings, the technique's section, the campaign's
 * charts. The page is filled from a Mustache template ({@code report.mustache}), which escapes
 * every value taken from the store (solver names and output, symbols, inputs); the only markup
 * inserted unescaped is the SVG this package draws, whose text Batik escapes as XML. Nothing is
 * loaded from elsewhere: styles are inline, charts are inline SVG, and the page has no script.
 */
public final class HtmlReport {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Longest input shown in a finding's details; the rest is in its reproduction folder. */
  static final int MAX_INPUT = 20_000;

  /** Longest issue text shown; {@code assay findings report ID} prints it whole. */
  static final int MAX_ISSUE = 24_000;

  private static final Pattern NUMBER = Pattern.compile("-?[0-9][0-9,]*(\\.[0-9]+)?( ?%)?");

  private final List<TechniqueSection> sections;
  private int charts;

  /** A report with these technique sections (the one matching a campaign's technique is shown). */
  public HtmlReport(List<TechniqueSection> sections) {
    this.sections = List.copyOf(sections);
  }

  /** The page for {@code data}. */
  public String render(ReportData data) throws java.io.IOException {
    charts = 0;
    Map<String, Object> page = new LinkedHashMap<>();
    Store.Campaign c = data.campaign();
    page.put("technique", c.technique());
    page.put("campaign", c.id());
    page.put("commandLine", c.commandLine());
    page.put("facts", facts(data));
    page.put("solvers", solvers(data));
    page.put(
        "bundledNote",
        data.solvers().stream().anyMatch(s -> UserCommands.bundled(list(s.command()))));
    page.put("findingsHeadline", headline(data));
    page.put("findings", findings(data));
    page.put("hasFindings", !data.findings().isEmpty());
    page.put("newness", newness(data));
    List<Object> shown = new ArrayList<>();
    for (TechniqueSection s : sections) {
      if (s.technique().equals(c.technique())) {
        Optional<Section> made = s.section(data);
        if (made.isPresent()) {
          shown.add(section(made.get()));
        }
      }
    }
    page.put("sections", shown);
    page.put(
        "campaignCharts",
        section(
            new Section(
                "How the campaign went",
                "",
                List.of(),
                List.of(
                    CampaignCharts.verdictBars(data),
                    CampaignCharts.timeHistogram(data),
                    CampaignCharts.findingsOverTime(data)))));
    Mustache m = new DefaultMustacheFactory("dev/assay/report").compile("report.mustache");
    StringWriter w = new StringWriter();
    m.execute(w, page);
    return w.toString();
  }

  private static List<Map<String, String>> facts(ReportData d) {
    Store.Campaign c = d.campaign();
    List<Map<String, String>> out = new ArrayList<>();
    fact(out, "technique", c.technique());
    fact(out, "campaign", c.id());
    fact(out, "started", c.startedAt());
    fact(out, "duration", duration(d));
    fact(out, "seeds", seeds(d));
    fact(out, "runs", d.results().size() + " solver runs, " + d.items().size() + " items finished");
    fact(out, "machine", c.host() + workers(d));
    fact(out, "Assay", c.assayVersion());
    fact(out, "run folder", c.runDir());
    return out;
  }

  private static void fact(List<Map<String, String>> out, String name, String value) {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("name", name);
    m.put("value", value);
    out.add(m);
  }

  private static String duration(ReportData d) {
    List<Store.Session> sessions = d.sessions();
    String time = seconds(d.seconds());
    long interrupted = sessions.stream().filter(s -> Boolean.TRUE.equals(s.interrupted())).count();
    long unfinished = sessions.stream().filter(s -> s.endedAt() == null).count();
    StringBuilder sb = new StringBuilder(time);
    sb.append(" in ")
        .append(sessions.size())
        .append(sessions.size() == 1 ? " session" : " sessions");
    if (interrupted > 0) {
      sb.append(", ").append(interrupted).append(" interrupted");
    }
    if (unfinished > 0) {
      sb.append(", ").append(unfinished).append(" not ended (killed, or still running)");
    }
    return sb.toString();
  }

  /** Seconds as {@code 9 min 58 s}, {@code 2 h 5 min}, {@code 4.2 s}. */
  static String seconds(double s) {
    if (s < 60) {
      return String.format(Locale.ROOT, "%.1f s", s);
    }
    long t = Math.round(s);
    if (t < 3600) {
      return (t / 60) + " min " + (t % 60) + " s";
    }
    return (t / 3600) + " h " + (t % 3600 / 60) + " min";
  }

  private static String workers(ReportData d) {
    List<String> w = new ArrayList<>();
    for (Store.Session s : d.sessions()) {
      String n = Integer.toString(s.workers());
      if (!w.contains(n)) {
        w.add(n);
      }
    }
    return w.isEmpty() ? "" : ", " + String.join("/", w) + " workers";
  }

  private static String seeds(ReportData d) {
    List<String> out = new ArrayList<>();
    for (String option : List.of("--seed", "--seeds")) {
      String v = d.argument(option);
      if (v != null) {
        out.add(option + " " + v);
      }
    }
    return out.isEmpty() ? "none given" : String.join(", ", out);
  }

  private static List<Map<String, String>> solvers(ReportData d) {
    List<Map<String, String>> out = new ArrayList<>();
    for (Store.CampaignSolver s : d.solvers()) {
      Map<String, String> m = new LinkedHashMap<>();
      m.put("name", s.name());
      m.put("version", s.version());
      List<String> options = list(s.options());
      m.put("options", options.isEmpty() ? "none" : String.join(" ", options));
      m.put("command", UserCommands.of(s.name(), options, list(s.command()), "FILE.smt2"));
      out.add(m);
    }
    return out;
  }

  private static String headline(ReportData d) {
    int n = d.findings().size();
    if (n == 0) {
      return "no findings";
    }
    long fresh = d.findings().stream().filter(f -> isNew(d, f)).count();
    String s = n + (n == 1 ? " distinct finding" : " distinct findings");
    return d.earlierCampaigns().isEmpty() ? s : s + ", " + fresh + " new";
  }

  private static String newness(ReportData d) {
    int n = d.earlierCampaigns().size();
    if (n == 0) {
      return "This is the store's first campaign: every finding is first seen here.";
    }
    return "The store holds "
        + n
        + (n == 1 ? " earlier campaign" : " earlier campaigns")
        + ": findings marked new were not seen in "
        + (n == 1 ? "it." : "any of them.");
  }

  private static boolean isNew(ReportData d, Store.Finding f) {
    return f.firstCampaign().equals(d.campaign().id());
  }

  private static List<Map<String, Object>> findings(ReportData d) {
    List<Map<String, Object>> out = new ArrayList<>();
    boolean marks = !d.earlierCampaigns().isEmpty();
    for (Store.Finding f : d.findings()) {
      List<Store.Hit> hits = d.hits(f.id());
      long here = hits.stream().filter(h -> h.campaignId().equals(d.campaign().id())).count();
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", f.id());
      m.put("kind", f.kind());
      m.put("solver", f.solver());
      m.put("version", f.version());
      m.put("signature", f.signature());
      m.put("firstSeen", f.firstSeen());
      m.put(
          "hits",
          here == hits.size() ? Long.toString(here) : here + " (" + hits.size() + " in all)");
      m.put(
          "reducedSize",
          f.reducedSize() == null
              ? "not reduced"
              : f.reducedSize() + " B (from " + f.input().length() + ")");
      m.put("new", marks && isNew(d, f));
      m.put("known", marks && !isNew(d, f));
      m.put("firstCampaign", f.firstCampaign());
      m.put("detail", f.detail());
      m.put("expected", f.expected() + (f.basis().isEmpty() ? "" : " — " + f.basis()));
      m.put("got", f.got());
      boolean reduced = f.reduced() != null;
      m.put("inputName", reduced ? "reduced input" : "input");
      m.put("input", capped(reduced ? f.reduced() : f.input(), MAX_INPUT, f));
      List<String> command = list(f.command());
      String file = reduced ? "reduced.smt2" : command.isEmpty() ? "input.smt2" : last(command);
      m.put("command", UserCommands.of(f.solver(), options(d, f.solver()), command, file));
      m.put("folder", f.folder() == null ? "" : f.folder());
      m.put("reduction", f.reduction());
      Store.Liveness live = d.liveness(f.id());
      m.put("live", live == null ? null : live.describe());
      m.put(
          "issue",
          capped(live == null ? IssueText.of(f, hits) : IssueText.of(f, hits, live), MAX_ISSUE, f));
      out.add(m);
    }
    return out;
  }

  private static String last(List<String> l) {
    return l.get(l.size() - 1);
  }

  /** The options the campaign gave the solver of this name (none if it is not one of its own). */
  private static List<String> options(ReportData d, String solver) {
    for (Store.CampaignSolver s : d.solvers()) {
      if (s.name().equals(solver)) {
        return list(s.options());
      }
    }
    return List.of();
  }

  private static String capped(String text, int max, Store.Finding f) {
    if (text.length() <= max) {
      return text;
    }
    return text.substring(0, max)
        + "\n… "
        + (text.length() - max)
        + " more characters: assay findings show "
        + f.id()
        + " prints them all";
  }

  private Map<String, Object> section(Section s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("title", s.title());
    m.put("intro", s.intro());
    m.put("hasIntro", !s.intro().isEmpty());
    List<Map<String, Object>> tables = new ArrayList<>();
    for (Table t : s.tables()) {
      tables.add(table(t));
    }
    m.put("tables", tables);
    List<Map<String, Object>> svgs = new ArrayList<>();
    for (Chart c : s.charts()) {
      Map<String, Object> x = new LinkedHashMap<>();
      if (c.hasData()) {
        charts++;
        x.put("svg", SvgCharts.svg(c, "c" + charts + "-"));
        x.put("drawn", true);
      } else {
        // no chart without data: a sentence says what there was not
        x.put("title", c.title());
        x.put("note", c.ifEmpty());
        x.put("drawn", false);
      }
      svgs.add(x);
    }
    m.put("charts", svgs);
    return m;
  }

  private static Map<String, Object> table(Table t) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("caption", t.caption());
    m.put("header", t.header());
    m.put("note", t.note());
    m.put("hasNote", !t.note().isEmpty());
    m.put("folded", t.folded());
    m.put("size", t.rows().size() + (t.rows().size() == 1 ? " row" : " rows"));
    List<Object> rows = new ArrayList<>();
    for (List<String> r : t.rows()) {
      List<Map<String, String>> cells = new ArrayList<>();
      for (int i = 0; i < r.size(); i++) {
        Map<String, String> cell = new LinkedHashMap<>();
        cell.put("text", r.get(i));
        cell.put("cls", i > 0 && NUMBER.matcher(r.get(i)).matches() ? "num" : "");
        cells.add(cell);
      }
      rows.add(Map.of("cells", cells));
    }
    m.put("rows", rows);
    return m;
  }

  private static List<String> list(String json) {
    try {
      return new ArrayList<>(JSON.readValue(json, new TypeReference<List<String>>() {}));
    } catch (JsonProcessingException e) {
      return new ArrayList<>();
    }
  }
}
