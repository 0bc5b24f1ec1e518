package dev.assay.horn;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The main steps a stock z3 took on a CHC system, read from what it prints: the sequence of {@link
 * #states} (from {@code -v:1}/{@code verbose=1} on standard error and from the {@code
 * fp.spacer.trace_file} events) and a set of {@link #counters} (the names of {@code (get-info
 * :all-statistics)} with log2-bucketed values). HornFuzz records the main steps of a patched Z3
 * (§4.2); this is the closest a stock solver gets (docs/horn.md says how close).
 *
 * <p>Two runs have the same trace when both parts are equal; transitions (for the rare-transition
 * heuristic) are pairs of consecutive states.
 */
public record Trace(List<String> states, List<String> counters) {

  public static final Trace EMPTY = new Trace(List.of(), List.of());

  public Trace {
    states = List.copyOf(states);
    counters = List.copyOf(counters);
  }

  private static final Pattern TRANSFORM =
      Pattern.compile("^\\(transform (?:N\\d*datalog\\d*)?([A-Za-z_]+?)E?\\.\\.\\.(no-op|.*)$");
  private static final Pattern STAT = Pattern.compile(":([A-Za-z0-9_.\\-]+)\\s+([0-9.]+)");

  /**
   * Statistics whose values depend on timing or memory layout, never on what the solver did: they
   * would make every run's trace new.
   */
  private static final Set<String> VOLATILE =
      Set.of("time", "memory", "max-memory", "num-allocs", "rlimit-count");

  /**
   * Builds the trace from a run's standard error, its Spacer trace file and its standard output.
   */
  public static Trace read(String stderr, String traceFile, String stdout) {
    List<String> states = new ArrayList<>();
    for (String line : lines(stderr)) {
      String s = verboseState(line);
      if (s != null) {
        states.add(s);
      }
    }
    for (String line : lines(traceFile)) {
      String s = traceFileState(line);
      if (s != null) {
        states.add(s);
      }
    }
    return new Trace(states, counters(stdout));
  }

  /** The state a {@code -v:1} line stands for, or null for lines that are no step. */
  static String verboseState(String line) {
    String l = line.strip();
    Matcher m = TRANSFORM.matcher(l);
    if (m.matches()) {
      return "xform:" + m.group(1) + (m.group(2).startsWith("no-op") ? ":no-op" : ":changed");
    }
    if (l.startsWith("expand:")) {
      return "expand";
    }
    if (l.startsWith("create_child:")) {
      return "create-child";
    }
    if (l.startsWith("Entering level")) {
      return "level";
    }
    if (l.startsWith("Propagating:")) {
      return "propagate";
    }
    return null;
  }

  /** The state an {@code fp.spacer.trace_file} line stands for, or null. */
  static String traceFileState(String line) {
    String l = line.strip();
    if (l.startsWith("** expand-pob:")) {
      return "expand-pob";
    }
    if (l.startsWith("** add-lemma:")) {
      return l.startsWith("** add-lemma: oo") ? "add-lemma:inf" : "add-lemma";
    }
    if (l.startsWith("* LEVEL")) {
      return "trace-level";
    }
    if (l.equals("Propagating")) {
      return "trace-propagate";
    }
    return l.startsWith("** ") ? "event:" + l.substring(3).split("[: ]")[0] : null;
  }

  /** The statistics' names with their values' log2 bucket, sorted, volatile ones left out. */
  static List<String> counters(String stdout) {
    TreeMap<String, String> r = new TreeMap<>();
    if (stdout == null) {
      return List.of();
    }
    int at = stdout.lastIndexOf("(:");
    if (at < 0) {
      return List.of();
    }
    Matcher m = STAT.matcher(stdout.substring(at));
    while (m.find()) {
      String name = m.group(1);
      if (VOLATILE.contains(name) || name.startsWith("time.") || name.startsWith("time-")) {
        continue;
      }
      double v;
      try {
        v = Double.parseDouble(m.group(2));
      } catch (NumberFormatException e) {
        continue;
      }
      int bucket = v < 1 ? 0 : 64 - Long.numberOfLeadingZeros((long) v);
      r.put(name, name + ":" + bucket);
    }
    return List.copyOf(r.values());
  }

  private static List<String> lines(String s) {
    return s == null || s.isEmpty() ? List.of() : List.of(s.split("\n"));
  }

  /** Pairs of consecutive states: {@code "a -> b"}. */
  public List<String> transitions() {
    List<String> r = new ArrayList<>();
    for (int i = 0; i + 1 < states.size(); i++) {
      r.add(states.get(i) + " -> " + states.get(i + 1));
    }
    return r;
  }

  /** A digest of the whole trace: equal traces, equal hashes. */
  public String hash() {
    try {
      MessageDigest d = MessageDigest.getInstance("SHA-256");
      for (String s : states) {
        d.update(s.getBytes(StandardCharsets.UTF_8));
        d.update((byte) '\n');
      }
      d.update((byte) 0);
      for (String s : counters) {
        d.update(s.getBytes(StandardCharsets.UTF_8));
        d.update((byte) '\n');
      }
      return HexFormat.of().formatHex(d.digest(), 0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
