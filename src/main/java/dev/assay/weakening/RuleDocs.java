package dev.assay.weakening;

import dev.assay.core.Plurals;
import dev.assay.core.TextTable;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The rule catalogue as text: the one-line-per-rule listing of {@code assay fuzz --rules} and the
 * Markdown table of docs/mutate-rules.md, with each rewrite's worked example.
 */
public final class RuleDocs {
  private RuleDocs() {}

  /** A table with one row per rule (id, where it comes from, direction, rewrite) and a count. */
  public static String listing(RuleCatalogue catalogue) {
    List<List<String>> rows = new ArrayList<>();
    rows.add(List.of("rule", "source", "direction", "rewrite"));
    for (Rule r : catalogue.rules()) {
      rows.add(List.of(r.id(), r.reference(), r.direction().label(), r.summary()));
    }
    StringWriter s = new StringWriter();
    PrintWriter out = new PrintWriter(s);
    TextTable.printText(rows, out);
    out.println(
        Plurals.count(catalogue.size(), "rule")
            + " (source: the equation or definition of Bringolf's thesis)");
    out.flush();
    return s.toString();
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
