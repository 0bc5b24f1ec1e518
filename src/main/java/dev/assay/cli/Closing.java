package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.campaign.Store;
import dev.assay.oracle.InputIssue;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The lines every campaign ends with: findings (new and already known), failures, label suspects,
 * internal errors, where the results and the store are, how to resume; and the line that says which
 * mode each solver ran in.
 */
final class Closing {
  private Closing() {}

  /** The line that says which mode each solver runs in, and why. */
  static String modes(Engine.Config config) {
    List<String> parts = new ArrayList<>();
    for (SolverSpec s : config.solving().solvers()) {
      parts.add(
          s.name()
              + " "
              + Engine.modeName(Solvers.resolve(config.solving().mode(), s)).replace("-reset", ""));
    }
    return "assay "
        + config.invocation().command()
        + ": mode "
        + String.join(", ", parts)
        + (config.solving().mode() == Solvers.Mode.MEASURED
            ? " (each solver's measured default; --mode chooses)"
            : "");
  }

  /** The options each solver ran with (a random option profile's, say), one line per solver. */
  static void solverOptions(List<SolverSpec> solvers, PrintWriter out) {
    for (SolverSpec s : solvers) {
      if (!s.options().isEmpty()) {
        out.printf("options of %s: %s%n", s.name(), String.join(" ", s.options()));
      }
    }
  }

  /** At most this many unconfirmed disagreements are listed; results.jsonl holds them all. */
  static final int LISTED = 20;

  /**
   * The unconfirmed disagreements: each answer that contradicts the expectation or another solver
   * and that nothing could confirm, with why and what would confirm it.
   */
  static void unconfirmed(Engine.Result r, PrintWriter out) {
    List<Store.Unconfirmed> u = r.unconfirmed();
    if (u.isEmpty()) {
      return;
    }
    out.printf(
        "%s (not findings until confirmed; look at %s):%n",
        Words.count(u.size(), "unconfirmed disagreement"), u.size() == 1 ? "it" : "them");
    for (Store.Unconfirmed x : u.subList(0, Math.min(LISTED, u.size()))) {
      out.printf("  %s on %s: %s%n", x.solver(), x.caseId(), x.detail());
      if (!x.why().isEmpty()) {
        out.printf("    %s%n", x.why());
      }
    }
    if (u.size() > LISTED) {
      out.printf(
          "  ... %d more in %s (verdict unchecked, detail \"unconfirmed disagreement ...\")%n",
          u.size() - LISTED, r.results());
    }
  }

  /** The inputs that were not run, counted by status and named with the reader's message. */
  static void inputIssues(Engine.Result r, PrintWriter out) {
    List<InputIssue> issues = r.inputIssues();
    if (issues.isEmpty()) {
      return;
    }
    long unparsable =
        issues.stream().filter(i -> i.status() == InputIssue.Status.UNPARSABLE).count();
    long nothing = issues.size() - unparsable;
    List<String> parts = new ArrayList<>();
    if (unparsable > 0) {
      parts.add(unparsable + " unparsable");
    }
    if (nothing > 0) {
      parts.add(nothing + " with nothing to check");
    }
    out.printf(
        "not run: %s (%s), never sent to a solver:%n",
        Words.count(issues.size(), "input"), String.join(", ", parts));
    for (InputIssue i : issues) {
      out.printf("  %s: %s%n", i.status().label(), i.message());
    }
  }

  /** The closing lines of campaign {@code command} in {@code dir}. */
  static void print(Engine.Result r, String command, Path dir, PrintWriter out) {
    if (r.earlierRuns() > 0) {
      out.printf("resumed: %s finished before%n", Words.count(r.earlierRuns(), "solver run"));
    }
    if (r.failureRuns() > 0) {
      out.printf(
          "%s; reproductions under %s%n",
          Words.count(r.failureRuns(), "failed run"), dir.resolve("failures"));
    }
    if (r.interrupted()) {
      out.printf(
          "interrupted after %s; assay %s --resume %s runs the rest%n",
          r.plannedItems() == Long.MAX_VALUE // until the time is up: no count planned
              ? Words.count(r.items(), "item")
              : r.items() + " of " + Words.count(r.plannedItems(), "item"),
          command,
          dir);
    }
    if (!r.labelSuspects().isEmpty()) {
      out.printf(
          "every solver answered against the expected status of %s: the label is more"
              + " likely wrong than every solver (%s)%n",
          Words.count(r.labelSuspects().size(), "case"),
          String.join(", ", r.labelSuspects().subList(0, Math.min(5, r.labelSuspects().size())))
              + (r.labelSuspects().size() > 5 ? ", ..." : ""));
    }
    for (String t : r.toolFailures()) {
      out.println("internal error (recorded, campaign went on): " + t);
    }
    inputIssues(r, out);
    unconfirmed(r, out);
    long known = r.findings().size() - r.newFindings();
    out.printf(
        "findings: %s with a finding; %d distinct, %d new, %d already known (assay"
            + " findings list %s)%n",
        Words.count(r.findingRuns(), "run"), r.findings().size(), r.newFindings(), known, dir);
    out.printf("results: %s; store: %s (campaign %s)%n", r.results(), r.store(), r.campaignId());
    out.flush();
  }
}
