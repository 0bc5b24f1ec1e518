package dev.assay.strings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The failing tests of a run grouped by what they test, so that a thousand failures read as a few
 * causes: per configuration, the category (with its pattern flavour), the subject (the operation
 * under test for sat tests, the Table 2 row E1–E12 for unsat tests: the first element of a test's
 * provenance) and the Table 4 column, with how many tests fell there and the first of them by id as
 * the example to open. The paper leaves the clustering of failing tests to future work; grouping by
 * construction is the cheap, exact part of it, since step 2 never chains transformations.
 */
public final class FailureGroups {
  /** One group: its key, size, and the smallest test id in it. */
  public record Group(
      String configuration,
      Category category,
      boolean patterns,
      String subject,
      Table4Cell cell,
      boolean soundness,
      long count,
      String example) {}

  private record Key(
      String configuration,
      Category category,
      boolean patterns,
      String subject,
      Table4Cell cell,
      boolean soundness) {}

  private static final Comparator<Key> ORDER =
      Comparator.comparing(Key::configuration)
          .thenComparing(Key::category)
          .thenComparing(Key::patterns)
          .thenComparing(Key::subject)
          .thenComparing(Key::cell)
          .thenComparing(Key::soundness);

  private final List<String> configurations;
  private final Map<Key, long[]> counts = new TreeMap<>(ORDER);
  private final Map<Key, String> examples = new TreeMap<>(ORDER);

  FailureGroups(List<String> configurations) {
    this.configurations = List.copyOf(configurations);
  }

  /** Records a failing result (callers skip passing ones). */
  synchronized void add(StringTest test, String configuration, Classification c) {
    String subject = test.provenance().isEmpty() ? test.name() : test.provenance().get(0);
    Key k =
        new Key(configuration, test.category(), test.patterns(), subject, c.cell(), c.soundness());
    counts.computeIfAbsent(k, x -> new long[1])[0]++;
    examples.merge(k, test.id(), (a, b) -> a.compareTo(b) <= 0 ? a : b);
  }

  public synchronized List<Group> groups() {
    List<Group> r = new ArrayList<>();
    // configurations in run order, then the fixed order of the key
    for (String conf : configurations) {
      for (Map.Entry<Key, long[]> e : counts.entrySet()) {
        Key k = e.getKey();
        if (k.configuration().equals(conf)) {
          r.add(
              new Group(
                  conf,
                  k.category(),
                  k.patterns(),
                  k.subject(),
                  k.cell(),
                  k.soundness(),
                  e.getValue()[0],
                  examples.get(k)));
        }
      }
    }
    return r;
  }

  /** One markdown table per configuration; nothing for a configuration without failures. */
  public synchronized String markdown() {
    StringBuilder sb = new StringBuilder();
    String current = null;
    for (Group g : groups()) {
      if (!g.configuration().equals(current)) {
        current = g.configuration();
        sb.append("\n#### ").append(current).append(": failing tests by subject\n\n");
        sb.append("| Expected result | Category | Subject | Result | # tests | Example |\n");
        sb.append("|---|---|---|---|---:|---|\n");
      }
      String label = g.category().expected().smtlib() + (g.patterns() ? " [+p]" : "");
      String result =
          g.cell().name() + " (" + g.cell().meaning() + ")" + (g.soundness() ? ", soundness" : "");
      String count = g.soundness() ? "**" + g.count() + "**" : Long.toString(g.count());
      sb.append(
          "| %s | %s | %s | %s | %s | `%s` |\n"
              .formatted(label, g.category().label(), g.subject(), result, count, g.example()));
    }
    return sb.toString();
  }
}
