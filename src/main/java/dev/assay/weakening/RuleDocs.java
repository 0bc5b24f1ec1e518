package dev.assay.weakening;

import java.util.List;

/**
 * The rule catalogue as text: the one-line-per-rule listing of {@code assay fuzz --rules} and the
 * Markdown table of docs/mutate-rules.md, with each rewrite's worked example.
 */
public final class RuleDocs {
  private RuleDocs() {}

  /** One line per rule: id, reference, direction, summary. */
  public static String listing(RuleCatalogue catalogue) {
    int w = 0;
    for (Rule r : catalogue.rules()) {
      w = Math.max(w, r.id().length());
    }
    StringBuilder sb = new StringBuilder();
    for (Rule r : catalogue.rules()) {
      sb.append(
          String.format(
              "%-" + w + "s  %-7s  %-18s  %s%n",
              r.id(),
              r.reference(),
              r.direction().label(),
              r.summary()));
    }
    sb.append(catalogue.size()).append(" rules\n");
    return sb.toString();
  }

  /** The rule table of docs/mutate-rules.md. */
  public static String markdownTable(RuleCatalogue catalogue) {
    StringBuilder sb = new StringBuilder();
    sb.append("| # | id | ref | direction | rule | example (→ weakens, ← strengthens) |\n");
    sb.append("| --- | --- | --- | --- | --- | --- |\n");
    List<Rule> rules = catalogue.rules();
    for (int i = 0; i < rules.size(); i++) {
      Rule r = rules.get(i);
      StringBuilder ex = new StringBuilder();
      for (Rewrite w : new Rewrite[] {r.forward(), r.backward()}) {
        if (w == null) {
          continue;
        }
        RuleExamples.Application a = RuleExamples.apply(r, w, w.example(), 1);
        if (ex.length() > 0) {
          ex.append("<br>");
        }
        ex.append(r.arrow(w)).append(" ");
        if (a == null) {
          ex.append("`").append(w.example()).append("` (no instance)");
        } else {
          ex.append("`").append(a.beforeText()).append("` ⟶ `").append(a.afterText()).append("`");
        }
      }
      sb.append("| ")
          .append(i + 1)
          .append(" | `")
          .append(r.id())
          .append("` | ")
          .append(r.reference())
          .append(" | ")
          .append(r.direction().label())
          .append(" | ")
          .append(escape(r.summary()))
          .append(" | ")
          .append(escape(ex.toString()))
          .append(" |\n");
    }
    return sb.toString();
  }

  private static String escape(String s) {
    return s.replace("|", "\\|");
  }
}
