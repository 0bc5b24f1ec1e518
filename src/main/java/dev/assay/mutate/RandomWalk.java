package dev.assay.mutate;

import dev.assay.core.Rng;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.LogicDialect;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SortError;
import dev.assay.smtlib.Term;
import dev.assay.weakening.Applicability;
import dev.assay.weakening.FormulaIndex;
import dev.assay.weakening.MutationContext;
import dev.assay.weakening.Rewrite;
import dev.assay.weakening.Rule;
import dev.assay.weakening.RuleCatalogue;
import dev.assay.weakening.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * Algorithm 1, repeated incremental mutation, for one seed: {@code iterations} mutants, each one
 * rule application away from the previous, starting over from the (preprocessed) seed every {@code
 * walkLength} steps. The rule is drawn uniformly among those applicable to the current mutant, then
 * its position uniformly. Starts no process; all draws come from the given {@link Rng}, so the same
 * seed and Rng give the same mutants.
 */
public final class RandomWalk {
  private final Seed seed;
  private final RuleCatalogue catalogue;
  private final int iterations;
  private final int walkLength;
  private final Rng rng;
  private final Script start;
  private final List<String> preprocessing;
  private final FormulaIndex startIndex;

  /** What the seed's own logic allows: a mutant's logic never allows less. */
  private final Fragment floor;

  private final Fragment startFragment;

  private final java.util.function.Predicate<Script> acceptable;

  /** Whose logic names a mutant declares: the campaign's solvers. */
  private final LogicDialect reader;

  private long rejected;

  private int n;
  private FormulaIndex current;
  private List<MutationStep> chain = new ArrayList<>();
  private boolean stuck;

  /** Positions found at the previous step: the next one usually has about as many. */
  private int lastChoices = 64;

  public RandomWalk(Seed seed, RuleCatalogue catalogue, int iterations, int walkLength, Rng rng) {
    this(seed, catalogue, iterations, walkLength, rng, s -> true, LogicDialect.LENIENT);
  }

  /**
   * A walk whose mutants all pass {@code acceptable} (a rule application that makes one that does
   * not is discarded like one that does not apply): the campaign's solvers' input limitations; each
   * mutant declares the smallest logic {@code reader} (the campaign's solvers) accepts for it.
   */
  public RandomWalk(
      Seed seed,
      RuleCatalogue catalogue,
      int iterations,
      int walkLength,
      Rng rng,
      java.util.function.Predicate<Script> acceptable,
      LogicDialect reader) {
    this.acceptable = acceptable;
    this.reader = reader;
    if (iterations < 0 || walkLength < 1) {
      throw new IllegalArgumentException("iterations >= 0 and walk length >= 1 required");
    }
    this.seed = seed;
    this.catalogue = catalogue;
    this.iterations = iterations;
    this.walkLength = walkLength;
    this.rng = rng;
    Preprocessor.Result pre = Preprocessor.run(seed.script(), seed.signature(), seed.status(), rng);
    this.floor = Fragment.ofLogic(seed.script().logic());
    this.startFragment = Fragment.of(pre.script(), seed.signature());
    this.start = Fragment.withLogic(pre.script(), startFragment, floor, reader);
    this.preprocessing = pre.steps();
    this.startIndex = new FormulaIndex(start, seed.signature());
  }

  /** The seed after preprocessing: where every walk starts. */
  public Script start() {
    return start;
  }

  /** The fragment of the preprocessed seed. */
  public Fragment startFragment() {
    return startFragment;
  }

  public List<String> preprocessing() {
    return preprocessing;
  }

  /** True while fewer than {@code iterations} mutants were made and some rule still applied. */
  public boolean hasNext() {
    return n < iterations && !stuck;
  }

  /** Rule applications discarded because their mutant was not acceptable. */
  public long rejected() {
    return rejected;
  }

  /** True if the walk ended early because no rule applied to the current mutant. */
  public boolean isStuck() {
    return stuck;
  }

  /** The next mutant. */
  public Mutant next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    if (n % walkLength == 0) {
      current = startIndex;
      chain = new ArrayList<>();
    }
    Applicability app = Applicability.of(current, seed.status(), catalogue, lastChoices);
    int applicable = app.ruleCount();
    lastChoices = app.choices();
    while (true) {
      if (app.isEmpty()) {
        stuck = true;
        throw new NoSuchElementException("no rule applies to " + seed.name());
      }
      int choice = app.pick(rng);
      int node = app.node(choice);
      Rewrite rewrite = app.rewrite(choice);
      Rule rule = catalogue.rule(app.rule(choice));
      Site site = new Site(current, node, app.goal(choice));
      Term replacement = rewrite.apply().apply(site, new MutationContext(current, rng));
      if (replacement == null) {
        app.discard(choice);
        continue;
      }
      Script next = current.replace(node, replacement);
      if (!acceptable.test(next)) {
        rejected++;
        app.discard(choice);
        continue;
      }
      FormulaIndex nextIndex;
      try {
        nextIndex = new FormulaIndex(next, seed.signature(), current.size() + 32);
      } catch (SortError e) {
        if (!seed.signature().shadowedSymbols().isEmpty()) {
          // a rule wrote a theory operator the seed's declarations shadow (Shadowing): no mutant
          rejected++;
          app.discard(choice);
          continue;
        }
        throw new IllegalStateException(
            "rule "
                + rule.id()
                + " made an ill-sorted mutant of "
                + seed.name()
                + ": "
                + e.getMessage(),
            e);
      }
      chain.add(
          new MutationStep(
              rule.id(),
              rule.arrow(rewrite),
              app.goal(choice),
              current.assertionOf(node) + 1,
              path(current, node)));
      current = nextIndex;
      int iteration = n++;
      // The header follows the content: rules bring in quantifiers, arithmetic, strings; the
      // smallest logic its solvers accept covering the mutant and its seed's logic is declared.
      Fragment fragment = Fragment.of(next, seed.signature());
      return new Mutant(
          seed.name(),
          seed.status(),
          iteration,
          iteration % walkLength + 1,
          Fragment.withLogic(next, fragment, floor, reader),
          preprocessing,
          chain,
          applicable,
          fragment);
    }
  }

  /** Child indices from the assertion's root to {@code node}, dot-separated. */
  static String path(FormulaIndex ix, int node) {
    List<Integer> steps = new ArrayList<>();
    for (int k = node; ix.parent(k) >= 0; k = ix.parent(k)) {
      steps.add(ix.childPos(k));
    }
    StringBuilder sb = new StringBuilder();
    for (int i = steps.size() - 1; i >= 0; i--) {
      if (sb.length() > 0) {
        sb.append('.');
      }
      sb.append(steps.get(i));
    }
    return sb.toString();
  }
}
