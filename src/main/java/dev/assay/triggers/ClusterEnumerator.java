package dev.assay.triggers;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * Enumerates the pairs (C, R) of Alg. 2 for one conjunct F, depth and threshold σ, lazily and in
 * increasing size (App. E, "Rewritings"): first clusters of one formula, then of two, ...; within a
 * cluster, rewriting sets of increasing cardinality.
 *
 * <p>At depth d the cluster's formulas lie within d similarity steps of F, at least one exactly d
 * steps away (smaller clusters were seen at smaller depths), and each formula k > 1 steps away is
 * similar to a member k − 1 steps away (transitive similarity, §3.2). R is a union of alternatives
 * ({@link Unifier}) between similar members of C ∪ {F}; every quantified member takes part in at
 * least one (Alg. 2, lines 7–9: a quantified formula without a rewriting is no use, a
 * quantifier-free one still adds its facts), and each variable is rewritten at most once ({@link
 * RewritingSet}).
 */
final class ClusterEnumerator implements Iterator<Cluster> {
  /** The most formulas within reach that clusters are drawn from (most similar first). */
  static final int MAX_CANDIDATES = 40;

  /** The largest cluster. */
  static final int MAX_MEMBERS = 4;

  /** Rewriting sets tried per cluster. */
  static final int MAX_SELECTIONS = 24;

  /** Clusters looked at per conjunct and depth, valid or not (bounds work without solver calls). */
  static final int MAX_CLUSTERS_EXAMINED = 5000;

  private final Problem problem;
  private final Neighborhood neighborhood;
  private final Unifier unifier;
  private final Conjunct focus;
  private final int depth;
  private final double sigma;
  private final List<Conjunct> candidates = new ArrayList<>();
  private final Map<Integer, Integer> level = new LinkedHashMap<>();

  private int size = 1;
  private Combinations clusterIter;
  private Iterator<Cluster> selections = Collections.emptyIterator();
  private Cluster next;
  private boolean emittedEmpty;
  private int examined;
  private final java.util.function.BooleanSupplier timeUp;

  /**
   * @param timeUp whether to stop looking for clusters (a search's budget is spent)
   */
  ClusterEnumerator(
      Problem problem,
      Neighborhood neighborhood,
      Unifier unifier,
      Conjunct focus,
      int depth,
      double sigma,
      java.util.function.BooleanSupplier timeUp) {
    this.timeUp = timeUp;
    this.problem = problem;
    this.neighborhood = neighborhood;
    this.unifier = unifier;
    this.focus = focus;
    this.depth = depth;
    this.sigma = sigma;
    if (depth > 0) {
      reach();
      clusterIter = new Combinations(candidates.size(), 1);
    }
    advance();
  }

  /** The formulas within {@code depth} similarity steps of F, by level, most similar first. */
  private void reach() {
    level.put(focus.id(), 0);
    List<Integer> frontier = List.of(focus.id());
    for (int k = 1; k <= depth && candidates.size() < MAX_CANDIDATES; k++) {
      List<Integer> nextFrontier = new ArrayList<>();
      for (int x : frontier) {
        for (int y : neighborhood.of(x, sigma)) {
          if (!level.containsKey(y) && candidates.size() < MAX_CANDIDATES) {
            level.put(y, k);
            nextFrontier.add(y);
            candidates.add(problem.conjuncts().get(y));
          }
        }
      }
      frontier = nextFrontier;
    }
  }

  /** The conjuncts within reach (for {@code --explain}). */
  List<Conjunct> candidates() {
    return candidates;
  }

  @Override
  public boolean hasNext() {
    return next != null;
  }

  @Override
  public Cluster next() {
    if (next == null) {
      throw new NoSuchElementException();
    }
    Cluster r = next;
    advance();
    return r;
  }

  private void advance() {
    next = null;
    if (depth == 0) {
      if (!emittedEmpty) {
        emittedEmpty = true;
        next = Cluster.empty();
      }
      return;
    }
    while (true) {
      if (selections.hasNext()) {
        next = selections.next();
        return;
      }
      List<Conjunct> members = nextCluster();
      if (members == null) {
        return;
      }
      selections = new Selections(members);
    }
  }

  /** The next valid cluster's members, or null when there are no more. */
  private List<Conjunct> nextCluster() {
    while (examined < MAX_CLUSTERS_EXAMINED && !timeUp.getAsBoolean()) {
      while (!clusterIter.hasNext()) {
        size++;
        if (size > Math.min(MAX_MEMBERS, candidates.size())) {
          return null;
        }
        clusterIter = new Combinations(candidates.size(), size);
      }
      int[] idx = clusterIter.next();
      examined++;
      List<Conjunct> members = new ArrayList<>(idx.length);
      boolean reachesDepth = false;
      for (int i : idx) {
        Conjunct c = candidates.get(i);
        members.add(c);
        reachesDepth |= level.get(c.id()) == depth;
      }
      if (reachesDepth && connected(members)) {
        return members;
      }
    }
    return null;
  }

  /** Whether each member k > 1 steps away has a similar member (or F) k − 1 steps away. */
  private boolean connected(List<Conjunct> members) {
    for (Conjunct m : members) {
      int k = level.get(m.id());
      if (k <= 1) {
        continue;
      }
      boolean ok = false;
      for (Conjunct o : members) {
        if (level.get(o.id()) == k - 1 && neighborhood.similar(o.id(), m.id(), sigma)) {
          ok = true;
          break;
        }
      }
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /** The rewriting sets of one cluster, by increasing number of alternatives. */
  private final class Selections implements Iterator<Cluster> {
    private final List<Conjunct> members;
    private final List<Alternative> pool = new ArrayList<>();
    private final List<Conjunct> mustTakePart = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();
    private final int maxK;
    private int k;
    private Combinations combos;
    private int produced;
    private Cluster pending;

    Selections(List<Conjunct> members) {
      this.members = members;
      List<Conjunct> all = new ArrayList<>();
      all.add(focus);
      all.addAll(members);
      for (int i = 0; i < all.size(); i++) {
        for (int j = i + 1; j < all.size(); j++) {
          Conjunct a = all.get(i);
          Conjunct b = all.get(j);
          if (neighborhood.similar(a.id(), b.id(), sigma)) {
            pool.addAll(unifier.alternatives(a, b));
          }
        }
      }
      for (Conjunct m : members) {
        if (m.quantified()) {
          mustTakePart.add(m);
        }
      }
      boolean possible = true;
      for (Conjunct m : mustTakePart) {
        possible &= pool.stream().anyMatch(a -> a.touches(m.id()));
      }
      this.maxK = possible ? Math.min(pool.size(), mustTakePart.size() + 2) : -1;
      this.k = mustTakePart.isEmpty() ? 0 : 1;
      this.combos = maxK >= k ? new Combinations(pool.size(), k) : null;
      find();
    }

    @Override
    public boolean hasNext() {
      return pending != null;
    }

    @Override
    public Cluster next() {
      Cluster r = pending;
      find();
      return r;
    }

    private void find() {
      pending = null;
      if (combos == null || produced >= MAX_SELECTIONS) {
        return;
      }
      while (true) {
        while (!combos.hasNext()) {
          k++;
          if (k > maxK) {
            combos = null;
            return;
          }
          combos = new Combinations(pool.size(), k);
        }
        int[] idx = combos.next();
        List<Alternative> chosen = new ArrayList<>(idx.length);
        for (int i : idx) {
          chosen.add(pool.get(i));
        }
        if (!takesPart(chosen)) {
          continue;
        }
        RewritingSet r = RewritingSet.of(chosen);
        if (r == null || !seen.add(key(r))) {
          continue;
        }
        produced++;
        pending = new Cluster(members, chosen, r);
        return;
      }
    }

    private boolean takesPart(List<Alternative> chosen) {
      for (Conjunct m : mustTakePart) {
        boolean ok = false;
        for (Alternative a : chosen) {
          if (a.touches(m.id())) {
            ok = true;
            break;
          }
        }
        if (!ok) {
          return false;
        }
      }
      return true;
    }

    private String key(RewritingSet r) {
      java.util.TreeSet<String> keys = new java.util.TreeSet<>();
      for (Rewriting w : r.rewritings()) {
        keys.add(w.key());
      }
      return String.join(";", keys);
    }
  }
}
