package dev.assay.weakening;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The explicit, ordered registry of every rule (§4.1 in the thesis's order, then the
 * operator-replacement and homomorphism instances), and the lookup from a term's head to the
 * rewrites that may apply to it for each goal. No classpath scanning: a rule exists if and only if
 * it is listed here.
 */
public final class RuleCatalogue {
  private static final RuleCatalogue STANDARD = new RuleCatalogue(standardRules());

  /** A rewrite of a rule, as found by the lookup. */
  public record Entry(int ruleIndex, Rule rule, Rewrite rewrite) {}

  private final List<Rule> rules;

  /** Lookup only; the lists keep registry order, so iteration order never depends on hashing. */
  private final Map<Goal, Map<String, List<Entry>>> byHead = new HashMap<>();

  public RuleCatalogue(List<Rule> rules) {
    this.rules = List.copyOf(rules);
    Map<String, Rule> seen = new LinkedHashMap<>();
    for (Rule r : this.rules) {
      if (seen.put(r.id(), r) != null) {
        throw new IllegalArgumentException("duplicate rule id " + r.id());
      }
    }
    for (Goal g : Goal.values()) {
      Map<String, List<Entry>> table = new HashMap<>();
      for (int i = 0; i < this.rules.size(); i++) {
        Rule r = this.rules.get(i);
        for (Rewrite w : r.rewritesFor(g)) {
          for (String h : w.heads()) {
            table.computeIfAbsent(h, k -> new ArrayList<>()).add(new Entry(i, r, w));
          }
        }
      }
      byHead.put(g, table);
    }
  }

  /** The catalogue Assay uses. */
  public static RuleCatalogue standard() {
    return STANDARD;
  }

  private static List<Rule> standardRules() {
    List<Rule> r = new ArrayList<>();
    List<Rule> core = CoreRules.rules();
    // Thesis order: (8)–(10), the instances of (11), then (12)–(22).
    r.addAll(core.subList(0, 3));
    r.addAll(CongruenceRules.rules());
    r.addAll(core.subList(3, core.size()));
    r.addAll(ArithmeticRules.rules());
    r.addAll(StringRules.rules());
    r.addAll(RegexRules.rules());
    r.addAll(OperatorReplacementRules.rules());
    r.addAll(HomomorphismRules.rules());
    return r;
  }

  public List<Rule> rules() {
    return rules;
  }

  public int size() {
    return rules.size();
  }

  public Rule rule(int index) {
    return rules.get(index);
  }

  /** The rule with this id, or null. */
  public Rule byId(String id) {
    for (Rule r : rules) {
      if (r.id().equals(id)) {
        return r;
      }
    }
    return null;
  }

  /** The rewrites filed under {@code head} for {@code goal}, in registry order. */
  public List<Entry> candidates(Goal goal, String head) {
    List<Entry> l = byHead.get(goal).get(head);
    return l == null ? Collections.emptyList() : l;
  }
}
