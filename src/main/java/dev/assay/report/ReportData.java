package dev.assay.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.campaign.Store;
import dev.assay.core.InputError;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything the report shows of one campaign, read from the store at once: the campaign with its
 * solvers and sessions, every result, every finished item's statistics, the campaign's findings
 * with their sightings, and the campaigns the store holds from before it. Nothing here comes from
 * the machine that renders the report (no clock, no paths of its own), so one store gives one
 * report.
 */
public final class ReportData {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Store.Campaign campaign;
  private final List<Store.CampaignSolver> solvers;
  private final List<Store.Session> sessions;
  private final List<Store.StoredResult> results;
  private final List<Store.FinishedItem> items;
  private final List<Store.Finding> findings;
  private final Map<String, List<Store.Hit>> hits;
  private final List<Store.Campaign> earlier;
  private final Map<String, Store.Liveness> liveness;

  private ReportData(
      Store.Campaign campaign,
      List<Store.CampaignSolver> solvers,
      List<Store.Session> sessions,
      List<Store.StoredResult> results,
      List<Store.FinishedItem> items,
      List<Store.Finding> findings,
      Map<String, List<Store.Hit>> hits,
      List<Store.Campaign> earlier,
      Map<String, Store.Liveness> liveness) {
    this.campaign = campaign;
    this.solvers = List.copyOf(solvers);
    this.sessions = List.copyOf(sessions);
    this.results = List.copyOf(results);
    this.items = List.copyOf(items);
    this.findings = List.copyOf(findings);
    this.hits = hits;
    this.earlier = List.copyOf(earlier);
    this.liveness = liveness;
  }

  /**
   * Reads campaign {@code campaignId} of {@code store}; null for the store's latest campaign.
   *
   * @throws InputError when the store holds no such campaign (or none at all)
   */
  public static ReportData load(Store store, String campaignId) throws IOException {
    List<Store.Campaign> all = store.campaigns();
    Store.Campaign c = null;
    if (campaignId == null) {
      if (all.isEmpty()) {
        throw new InputError("the store " + store.url() + " holds no campaign");
      }
      c = all.get(all.size() - 1);
    } else {
      c = store.campaign(campaignId).orElse(null);
      if (c == null) {
        throw new InputError("no campaign " + campaignId + " in " + store.url());
      }
    }
    List<Store.Campaign> before = new ArrayList<>();
    for (Store.Campaign other : all) {
      if (other.id().equals(c.id())) {
        break; // campaigns come oldest first
      }
      before.add(other);
    }
    List<Store.Finding> findings = store.findingsOf(c.id());
    Map<String, List<Store.Hit>> hits = new LinkedHashMap<>();
    for (Store.Finding f : findings) {
      hits.put(f.id(), store.hits(f.id()));
    }
    return new ReportData(
        c,
        store.solvers(c.id()),
        store.sessions(c.id()),
        store.results(c.id()),
        store.finishedItems(c.id()),
        findings,
        hits,
        before,
        store.liveness());
  }

  /** The last check of whether a finding is live in its solver's newest release, or null. */
  public Store.Liveness liveness(String findingId) {
    return liveness.get(findingId);
  }

  public Store.Campaign campaign() {
    return campaign;
  }

  /** The solver configurations, in run order. */
  public List<Store.CampaignSolver> solvers() {
    return solvers;
  }

  /** The sessions: the first run, then each resume. */
  public List<Store.Session> sessions() {
    return sessions;
  }

  /** Every run, in item, case and solver order. */
  public List<Store.StoredResult> results() {
    return results;
  }

  /** The finished items with their statistics, in item order. */
  public List<Store.FinishedItem> items() {
    return items;
  }

  /** The findings seen in this campaign, in order of first sighting. */
  public List<Store.Finding> findings() {
    return findings;
  }

  /** Every sighting of a finding of this campaign, in any campaign of the store, oldest first. */
  public List<Store.Hit> hits(String findingId) {
    return hits.getOrDefault(findingId, List.of());
  }

  /** The campaigns the store holds from before this one, oldest first. */
  public List<Store.Campaign> earlierCampaigns() {
    return earlier;
  }

  /** The recorded arguments of the campaign (the options that decide what it runs). */
  public List<String> arguments() {
    try {
      return JSON.readValue(campaign.arguments(), new TypeReference<List<String>>() {});
    } catch (JsonProcessingException e) {
      return List.of();
    }
  }

  /** The value of a recorded option ({@code --seed 3} or {@code --seed=3}), or null. */
  public String argument(String option) {
    List<String> args = arguments();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (a.equals(option) && i + 1 < args.size()) {
        return args.get(i + 1);
      }
      if (a.startsWith(option + "=")) {
        return a.substring(option.length() + 1);
      }
    }
    return null;
  }

  /** An item's statistics as JSON, or null when it recorded none or they do not parse. */
  public static JsonNode statistics(Store.FinishedItem item) {
    if (item.statistics() == null) {
      return null;
    }
    try {
      return JSON.readTree(item.statistics());
    } catch (JsonProcessingException e) {
      return null;
    }
  }

  /** The campaign's time in seconds, all sessions together (those that ended). */
  public double seconds() {
    double s = 0;
    for (Store.Session x : sessions) {
      if (x.seconds() != null) {
        s += x.seconds();
      }
    }
    return s;
  }
}
