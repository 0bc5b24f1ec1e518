package dev.assay.cli;

import dev.assay.weakening.RuleCatalogue;
import dev.assay.weakening.RuleDocs;
import java.io.PrintWriter;
import picocli.CommandLine.Option;

/**
 * {@code assay fuzz --rules} and {@code --rules-markdown}: the weakening and strengthening rules
 * listed instead of a campaign, as text or as the table of {@code docs/mutate-rules.md}.
 */
final class RuleListingOptions {
  @Option(names = "--rules")
  boolean rules;

  @Option(names = "--rules-markdown")
  boolean markdown;

  /** Prints the rules when asked to; whether it did. */
  boolean print(PrintWriter out) {
    if (!rules && !markdown) {
      return false;
    }
    RuleCatalogue catalogue = RuleCatalogue.standard();
    out.print(rules ? RuleDocs.listing(catalogue) : RuleDocs.markdownTable(catalogue));
    out.flush();
    return true;
  }
}
