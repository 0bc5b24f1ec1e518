package dev.assay.triggers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where one search's wall time went, phase by phase, and what each round (σ, depth) of formulas G
 * cost: the profile a result line carries, also for a search that timed out, so that a slow file
 * shows which step to make cheaper.
 *
 * <p>Phases are timed on the search's own thread and exclusively: time in a phase entered inside
 * another counts for the inner one only, so the phases add up to the time the profile followed.
 * Validations that run on the background thread beside the model queries are not a phase of the
 * search thread; the search thread's waits for them are ({@link Phase#VALIDATION}), and their own
 * solver time is kept apart ({@link #addBackgroundValidation}).
 */
public final class SearchProfile {
  /** The steps of a search, in the order they first run. */
  public enum Phase {
    /** Reading, expansion, NNF, Skolemization, splitting, renaming (§3.1). */
    PREPROCESSING("preprocessing"),
    /** The solver run that infers missing patterns (§3.1). */
    PATTERN_INFERENCE("pattern_inference"),
    /** E-matching on the input alone. */
    BASELINE("baseline"),
    /** The default-mode run whose MBQI instances give a first batch ({@link RefutationHints}). */
    MBQI_HINTS("mbqi_hints"),
    /** Clusters, unification and the formulas G built from them (Alg. 2, Alg. 1 lines 3–11). */
    CLUSTERING("clustering"),
    /** Model queries to the session (Alg. 1, line 13). */
    MODEL_QUERIES("model_queries"),
    /** Candidate terms and the soft constraints for diverse models (Alg. 3, App. B). */
    CANDIDATES("candidates"),
    /** Validation batches, or waiting for them (Alg. 1, line 16). */
    VALIDATION("validation"),
    /** Minimization of a validated term set (Alg. 1, line 18). */
    MINIMIZATION("minimization"),
    /** The claim check: terms needed and sufficient under every seed setting, fresh runs. */
    CHECK("check");

    private final String label;

    Phase(String label) {
      this.label = label;
    }

    public String label() {
      return label;
    }
  }

  /**
   * The cost of one round of formulas G.
   *
   * @param sigma the similarity threshold of the round
   * @param depth the clustering depth of the round
   * @param seconds wall time of the round on the search thread
   * @param formulas formulas G sent to the solver
   * @param modelQueries model queries
   * @param candidates new candidate terms
   * @param batches validation batches
   */
  public record Round(
      double sigma,
      int depth,
      double seconds,
      int formulas,
      int modelQueries,
      int candidates,
      int batches) {}

  /** Restores the phase that was running when a timed section began. */
  public interface Section extends AutoCloseable {
    @Override
    void close();
  }

  private final long[] nanos = new long[Phase.values().length];
  private final List<Round> rounds = new ArrayList<>();
  private Phase current;
  private long since;
  private long backgroundNanos;

  /** Times {@code p} until the returned section is closed (then the previous phase resumes). */
  public Section time(Phase p) {
    Phase previous = switchTo(p);
    return () -> switchTo(previous);
  }

  private Phase switchTo(Phase p) {
    long now = System.nanoTime();
    if (current != null) {
      nanos[current.ordinal()] += now - since;
    }
    Phase previous = current;
    current = p;
    since = now;
    return previous;
  }

  /** Adds a finished round. */
  void addRound(Round r) {
    rounds.add(r);
  }

  /** Counts the solver time of a validation that ran on the background thread. */
  synchronized void addBackgroundValidation(long n) {
    backgroundNanos += n;
  }

  /** Seconds in {@code p} so far (a running phase counts up to now). */
  public double seconds(Phase p) {
    long n = nanos[p.ordinal()];
    if (current == p) {
      n += System.nanoTime() - since;
    }
    return n / 1e9;
  }

  /** Seconds per phase, in phase order, only phases that ran. */
  public Map<String, Double> phases() {
    Map<String, Double> out = new LinkedHashMap<>();
    for (Phase p : Phase.values()) {
      double s = seconds(p);
      if (s > 0) {
        out.put(p.label(), s);
      }
    }
    return out;
  }

  public List<Round> rounds() {
    return List.copyOf(rounds);
  }

  /** Solver seconds of validations run on the background thread. */
  public synchronized double backgroundValidationSeconds() {
    return backgroundNanos / 1e9;
  }

  /** A copy that shares nothing with this profile (the phases of a finished search). */
  public SearchProfile snapshot() {
    SearchProfile s = new SearchProfile();
    for (Phase p : Phase.values()) {
      s.nanos[p.ordinal()] = Math.round(seconds(p) * 1e9);
    }
    s.rounds.addAll(rounds);
    s.backgroundNanos = Math.round(backgroundValidationSeconds() * 1e9);
    return s;
  }

  /** This profile with {@code shared}'s phases added (preprocessing and baseline of a file). */
  public SearchProfile plus(SearchProfile shared) {
    SearchProfile s = snapshot();
    for (Phase p : Phase.values()) {
      s.nanos[p.ordinal()] += Math.round(shared.seconds(p) * 1e9);
    }
    s.backgroundNanos += Math.round(shared.backgroundValidationSeconds() * 1e9);
    return s;
  }
}
