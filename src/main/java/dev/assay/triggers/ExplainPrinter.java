package dev.assay.triggers;

import dev.assay.core.Plurals;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Prints a search step by step for {@code assay triggers --explain}: the conjuncts with their
 * patterns, then per σ and depth the clusters and rewritings, the formulas G and what the solver
 * said, the models, the candidate terms and the validations. Meant for reading one file's search
 * when debugging axioms.
 */
public final class ExplainPrinter implements SearchListener {
  private final PrintWriter out;

  public ExplainPrinter(PrintWriter out) {
    this.out = out;
  }

  /** The preprocessed input: conjuncts, patterns, dropped quantifiers. */
  @Override
  public void problem(Problem p) {
    out.printf(
        Locale.ROOT,
        "%s: %s after preprocessing, %d quantified; %s got inferred patterns%n",
        p.source(),
        Plurals.count(p.conjuncts().size(), "conjunct"),
        p.quantified().size(),
        Plurals.count(p.inferredQuantifiers(), "quantifier"));
    for (Conjunct c : p.conjuncts()) {
      out.printf("  %s  %s%n", c.tag(), c.origin().describe());
      out.printf("      %s%n", Preprocessor.shorten(c.describe()));
      for (TriggerPattern t : c.patterns()) {
        out.printf(
            "      pattern %s%s%s%n",
            t.describe(), t.nested() ? " (nested)" : "", t.inferred() ? " (inferred)" : "");
      }
    }
    for (String d : p.dropped()) {
      out.println("  dropped: " + d);
    }
    out.flush();
  }

  @Override
  public void baseline(String answer) {
    out.println("E-matching on the input alone: " + answer);
  }

  @Override
  public void sweep(double sigma, int depth) {
    out.printf(Locale.ROOT, "== sigma %.1f, depth %d%n", sigma, depth);
  }

  @Override
  public void focus(Conjunct f, int depth, List<Conjunct> reach) {
    StringBuilder sb = new StringBuilder();
    for (Conjunct c : reach) {
      sb.append(' ').append(c.tag());
    }
    out.printf("-- %s%s%n", f.tag(), depth == 0 ? "" : ", similar within reach:" + sb);
  }

  @Override
  public void cluster(Cluster c) {
    out.println("   cluster " + c.describe());
  }

  @Override
  public void formula(GFormula g, String outcome) {
    out.printf("     G [%s]: %s%n", String.join(" ", g.partIds()), outcome);
    for (var p : g.parts()) {
      out.println("       " + Preprocessor.shorten(dev.assay.smtlib.Printer.print(p)));
    }
  }

  @Override
  public void model(Map<String, String> values) {
    out.println("       model " + values);
  }

  @Override
  public void candidate(Candidate c) {
    StringBuilder sb = new StringBuilder();
    for (TriggerArg a : c.args()) {
      sb.append(' ').append(a.text());
    }
    out.println("       candidate dummy(" + sb.toString().strip() + ")");
  }

  @Override
  public void hints(String source, int instances, int terms, RefutationHints.Evidence evidence) {
    boolean own = source.equals(RefutationHints.Z3);
    String whose = own ? "Z3's" : "its";
    String of =
        switch (evidence) {
          case PROOF -> "in the proof of " + whose + " refutation";
          case CORE_PROOF -> "in the proof of " + whose + " refutation's unsat core";
          case SETTINGS_PROOF ->
              "in the proof of " + whose + " refutation under E-matching's settings with MBQI";
          case REFUTING_LOG -> "of " + whose + " default mode, which refuted the input";
          case LOG -> "of " + whose + " default mode, which did not decide the input";
        };
    out.printf(
        "== %s: %s %s, %s matching the input's patterns%n",
        own ? "MBQI hints" : "hints of " + source,
        Plurals.count(instances, "instance"),
        of,
        Plurals.count(terms, "term"));
    out.flush();
  }

  @Override
  public void validation(int candidates, int args, String result) {
    out.printf(
        "   validation of %s, %s: %s%n",
        Plurals.count(candidates, "candidate"), Plurals.count(args, "term"), result);
    out.flush();
  }

  @Override
  public void check(ClaimCheck.Result result) {
    out.println("   claim check on " + result.solver() + ": " + result.describe());
    out.flush();
  }

  /** Where the search's time went: seconds and share per phase, then per round. */
  @Override
  public void profile(String config, String status, SearchProfile profile) {
    Map<String, Double> phases = profile.phases();
    double total = phases.values().stream().mapToDouble(Double::doubleValue).sum();
    out.printf(Locale.ROOT, "== %s %s: where the time went (%.2f s)%n", config, status, total);
    for (Map.Entry<String, Double> e : phases.entrySet()) {
      out.printf(
          Locale.ROOT,
          "   %-18s %8.3f s %5.1f %%%n",
          e.getKey(),
          e.getValue(),
          total > 0 ? 100 * e.getValue() / total : 0);
    }
    if (profile.backgroundValidationSeconds() > 0) {
      out.printf(
          Locale.ROOT,
          "   (validations on the background thread: %.3f s of solver time)%n",
          profile.backgroundValidationSeconds());
    }
    for (SearchProfile.Round r : profile.rounds()) {
      out.printf(
          Locale.ROOT,
          "   round sigma %.1f depth %d: %.3f s, %d formulas, %d model queries, %d candidates, %d"
              + " batches%n",
          r.sigma(),
          r.depth(),
          r.seconds(),
          r.formulas(),
          r.modelQueries(),
          r.candidates(),
          r.batches());
    }
    out.flush();
  }

  @Override
  public void minimized(List<TriggerArg> args, int tests) {
    StringBuilder sb = new StringBuilder();
    for (TriggerArg a : args) {
      sb.append(' ').append(a.text());
    }
    out.printf("   minimized in %s to:%s%n", Plurals.count(tests, "run"), sb);
    out.flush();
  }
}
