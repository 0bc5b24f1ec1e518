package dev.assay.mutate;

import dev.assay.core.Uninterruptibly;
import dev.assay.oracle.SolverInput;
import dev.assay.solver.DaemonThreads;
import java.util.NoSuchElementException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Makes a walk's next mutant on a helper thread while the solvers run the current one. Making a
 * mutant (the random step, the rules' applicability, the fragment scan, the text and the solvers'
 * input) is most of fuzz's own work per run, and at {@code -j 1} the second core is idle while a
 * solver runs. The walk's steps do not depend on what the solvers answered, so the mutants and
 * their order are the same as when each is made on demand: the walk is only ever stepped by one
 * thread at a time (the helper while a step is pending, the item's thread after it took the step).
 * What a mutant counts in the walk's statistics is counted when the item takes it, so a mutant made
 * ahead and never taken (the budget ended) counts nowhere.
 */
final class MutantsAhead {
  /** Helper threads, one per walk with a step pending; daemons, so they never hold the JVM. */
  private static final ExecutorService HELPERS =
      Executors.newCachedThreadPool(r -> DaemonThreads.of(r, "assay-mutants-ahead"));

  /** One step of the walk: a mutant with its text and what the solvers are sent, or none. */
  record Step(Mutant mutant, String text, String sent, boolean end, boolean stuck) {
    static final Step END = new Step(null, null, null, true, false);
    static final Step STUCK = new Step(null, null, null, false, true);
  }

  private final RandomWalk walk;
  private Future<Step> pending;

  MutantsAhead(RandomWalk walk) {
    this.walk = walk;
  }

  /** Starts making the next step on a helper thread (the caller will not touch the walk). */
  void startNext() {
    if (pending == null) {
      pending = HELPERS.submit(this::make);
    }
  }

  /** The next step: the one started ahead, or made now when none was. */
  Step next() {
    Future<Step> f = pending;
    pending = null;
    if (f == null) {
      return make();
    }
    try {
      return Uninterruptibly.get(f); // the step is short: take it, and leave a stop to the caller
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r; // a rule's failure ends the item as if it had happened on the item's thread
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    }
  }

  /** Drops a step made ahead (the item ends early); the helper finishes it on its own. */
  void abandon() {
    if (pending != null) {
      pending.cancel(false);
      pending = null;
    }
  }

  private Step make() {
    if (!walk.hasNext()) {
      return Step.END;
    }
    Mutant m;
    try {
      m = walk.next();
    } catch (NoSuchElementException e) {
      return Step.STUCK;
    }
    String text = MutantText.render(m);
    return new Step(m, text, SolverInput.prepare(text, true), false, false);
  }
}
