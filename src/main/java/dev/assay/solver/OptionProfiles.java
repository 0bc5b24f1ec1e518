package dev.assay.solver;

import dev.assay.core.Rng;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws random option profiles from a catalog: between one and {@code maxOptions} distinct fuzzed
 * options, each with a value from its domain (values the solver rejects on their own are never
 * drawn), then the catalog's rules applied in order: an option whose {@code requires} rule names an
 * option not set gets that option too (or is dropped if it is set to another value), and of two
 * settings that {@code conflict} the later is dropped. The same seed gives the same profile.
 */
public final class OptionProfiles {
  private OptionProfiles() {}

  /**
   * What the profile will be used on: incremental scripts (the solver layer adds the incremental
   * flag) and the script's logic (some options are refused under a logic with quantifiers, such as
   * ALL); the probe records such refusals as conflicts with {@code (incremental)} and {@code
   * (logic)}.
   */
  public record Use(boolean incremental, String logic) {
    /** One check-sat in a quantifier-free logic. */
    public static final Use SINGLE_QUANTIFIER_FREE = new Use(false, "QF_ALL");

    boolean conflictsWith(OptionConstraint c) {
      if (c.other().equals("(incremental)")) {
        return incremental;
      }
      if (c.other().equals("(logic)")) {
        return logic == null || !logic.startsWith("QF_");
      }
      return false;
    }
  }

  /** A random valid profile for {@code catalog}, for single quantifier-free queries. */
  public static OptionProfile pick(
      OptionCatalog catalog, Rng rng, int maxOptions, boolean experts) {
    return pick(catalog, rng, maxOptions, experts, Use.SINGLE_QUANTIFIER_FREE);
  }

  /** A random valid profile for {@code catalog} and scripts used as {@code use} says. */
  public static OptionProfile pick(
      OptionCatalog catalog, Rng rng, int maxOptions, boolean experts, Use use) {
    List<SolverOption> pool = new ArrayList<>(catalog.fuzzable(experts));
    List<OptionProfile.Setting> settings = new ArrayList<>();
    int n = pool.isEmpty() ? 0 : rng.nextInt(1, Math.max(1, maxOptions) + 1);
    for (int i = 0; i < n && !pool.isEmpty(); i++) {
      SolverOption o = pool.remove(rng.nextInt(pool.size()));
      settings.add(new OptionProfile.Setting(o.name(), rng.pick(o.values())));
    }
    return new OptionProfile(catalog.solver(), catalog.version(), valid(catalog, settings, use));
  }

  /**
   * Option fuzzing of a campaign: each configuration as given, then after it {@code perSolver}
   * configurations with a random profile of its release's catalog added to its options (named
   * {@code NAME~pK}), drawn from {@code Rng(seed).forIteration(K)} with at most {@code maxOptions}
   * options each. A configuration whose release has no catalog gets no profiles. The profile is
   * part of each run's command, so a finding's command carries it, and reduction drops its options
   * one by one.
   */
  public static List<SolverSpec> fuzzed(
      List<SolverSpec> specs, long seed, int perSolver, int maxOptions, Use use) {
    List<SolverSpec> out = new ArrayList<>();
    for (SolverSpec s : specs) {
      out.add(s);
      OptionCatalog catalog = OptionCatalog.of(s);
      if (catalog == null) {
        continue;
      }
      for (int k = 1; k <= perSolver; k++) {
        OptionProfile p = pick(catalog, new Rng(seed).forIteration(k), maxOptions, false, use);
        List<String> options = new ArrayList<>(s.options());
        for (String word : p.args()) {
          // an option the user set stays as set: a profile that turned it off would test another
          // configuration than the one asked for
          if (!givenAlready(s.options(), word)) {
            options.add(word);
          }
        }
        out.add(s.withOptions(options).withName(s.name() + "~p" + k));
      }
    }
    return out;
  }

  /** Whether {@code word} sets an option that {@code given} already sets (in any form). */
  static boolean givenAlready(List<String> given, String word) {
    String name = optionName(word);
    for (String g : given) {
      if (optionName(g).equals(name)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code --no-x}, {@code --x=v} and {@code --x} name {@code x}; {@code a.b=v} names {@code a.b}.
   */
  private static String optionName(String word) {
    String w = word.startsWith("--") ? word.substring(2) : word;
    int eq = w.indexOf('=');
    if (eq >= 0) {
      w = w.substring(0, eq);
    }
    return w.startsWith("no-") ? w.substring(3) : w;
  }

  /** {@code settings} with the catalog's requires and conflicts rules applied. */
  static List<OptionProfile.Setting> valid(
      OptionCatalog catalog, List<OptionProfile.Setting> settings, Use use) {
    List<OptionProfile.Setting> out = new ArrayList<>();
    for (OptionProfile.Setting s : settings) {
      List<OptionProfile.Setting> with = new ArrayList<>(List.of(s));
      boolean ok = !catalog.rejected(s.option(), s.value());
      // the requires rules closed over what they add: an added setting's own needs are added too,
      // and a need that contradicts the profile or another need drops the drawn setting
      for (int i = 0; ok && i < with.size(); i++) {
        OptionProfile.Setting w = with.get(i);
        for (OptionConstraint c : catalog.constraints()) {
          if (c.kind() == OptionConstraint.Kind.CONFLICTS
              && c.matches(w.option(), w.value())
              && use.conflictsWith(c)) {
            ok = false;
          }
          if (c.kind() != OptionConstraint.Kind.REQUIRES || !c.matches(w.option(), w.value())) {
            continue;
          }
          String current = valueOf(out, c.other());
          if (current == null) {
            current = valueOf(with, c.other());
          }
          if (current == null) {
            with.add(new OptionProfile.Setting(c.other(), c.otherValue()));
          } else if (!c.otherMatches(c.other(), current)) {
            ok = false;
          }
        }
      }
      for (OptionProfile.Setting w : with) {
        for (OptionConstraint c : catalog.constraints()) {
          if (c.kind() != OptionConstraint.Kind.CONFLICTS) {
            continue;
          }
          for (OptionProfile.Setting x : out) {
            if ((c.matches(w.option(), w.value()) && c.otherMatches(x.option(), x.value()))
                || (c.matches(x.option(), x.value()) && c.otherMatches(w.option(), w.value()))) {
              ok = false;
            }
          }
        }
        if (valueOf(out, w.option()) != null && !valueOf(out, w.option()).equals(w.value())) {
          ok = false;
        }
      }
      if (ok) {
        for (OptionProfile.Setting w : with) {
          if (valueOf(out, w.option()) == null) {
            out.add(w);
          }
        }
      }
    }
    return out;
  }

  private static String valueOf(List<OptionProfile.Setting> settings, String option) {
    for (OptionProfile.Setting s : settings) {
      if (s.option().equals(option)) {
        return s.value();
      }
    }
    return null;
  }
}
