package dev.assay.horn;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * ADD_LIN_RULE and ADD_NONLIN_RULE (mutations 7 and 8): add a rule for a randomly chosen predicate
 * P whose body is unsatisfiable, so the rule holds in every interpretation: every model of the
 * system is a model of the mutant and the other way round.
 */
final class VacuousRules {
  private VacuousRules() {}

  static List<Target> predicates(HornContext ctx) {
    List<Target> r = new ArrayList<>();
    for (int i = 0; i < ctx.system().predicateCount(); i++) {
      r.add(Target.predicate(i));
    }
    return r;
  }

  /** Names for new bound variables that no declared symbol uses. */
  static final class Names {
    private final HornContext ctx;
    private final Set<String> used = new HashSet<>();

    Names(HornContext ctx) {
      this.ctx = ctx;
    }

    String fresh(String base) {
      String n = base;
      int k = 0;
      while (used.contains(n)
          || ctx.signature().function(n) != null
          || ctx.system().isPredicate(n)) {
        n = base + "_" + k++;
      }
      used.add(n);
      return n;
    }
  }

  private static Term app(String pred, List<Term> args) {
    return args.isEmpty() ? QualIdentifier.of(pred) : Application.of(pred, args);
  }

  private static Term forall(List<SortedVar> vars, Term body) {
    return vars.isEmpty() ? body : new Quantified(Quantified.Quantifier.FORALL, vars, body);
  }

  private static Optional<String> predicate(HornContext ctx, int index) {
    List<String> names = ctx.system().predicateNames();
    return index >= 0 && index < names.size() ? Optional.of(names.get(index)) : Optional.empty();
  }

  static final OwnMutation ADD_LIN_RULE =
      new OwnMutation(
          "ADD_LIN_RULE",
          7,
          "adds a rule ∀x̄. ⊥ → P(x̄) whose premise is an unsatisfiable formula",
          "the premise is unsatisfiable, so the rule holds in every interpretation",
          false,
          VacuousRules::predicates,
          (ctx, target, rng) ->
              MutationStep.of(
                  "ADD_LIN_RULE",
                  List.of(target.predicate(), rng.nextInt(UnsatPremises.ALL.size())),
                  ""),
          (ctx, step) -> {
            if (step.choices().size() != 2) {
              return Optional.empty();
            }
            Optional<String> pred = predicate(ctx, step.choices().get(0));
            int premise = step.choices().get(1);
            if (pred.isEmpty() || premise < 0 || premise >= UnsatPremises.ALL.size()) {
              return Optional.empty();
            }
            Names names = new Names(ctx);
            List<SortedVar> vars = new ArrayList<>();
            List<Term> args = new ArrayList<>();
            for (Sort s : ctx.system().predicates().get(pred.get())) {
              String n = names.fresh("hv!" + args.size());
              vars.add(new SortedVar(n, s));
              args.add(QualIdentifier.of(n));
            }
            UnsatPremises.Premise p = UnsatPremises.ALL.get(premise);
            Map<String, Term> rename = new java.util.LinkedHashMap<>();
            for (SortedVar pv : p.vars()) {
              String n = names.fresh("hp!" + pv.name());
              rename.put(pv.name(), QualIdentifier.of(n));
              vars.add(new SortedVar(n, pv.sort()));
            }
            Term body = Terms.substitute(p.term(), rename);
            Term rule = forall(vars, Application.of("=>", body, app(pred.get(), args)));
            return Optional.of(Scripts.appendAssertion(ctx.system().script(), rule));
          });

  /** The largest cycle ADD_NONLIN_RULE builds (the paper draws n from 1 to 10). */
  static final int MAX_CYCLE = 10;

  static final OwnMutation ADD_NONLIN_RULE =
      new OwnMutation(
          "ADD_NONLIN_RULE",
          8,
          "adds a rule ∀v̄. (∃x̄. (x1 > x2 ∧ P(..)) ∧ … ∧ (xn > x1 ∧ P(..))) → P(v̄), n in 1..10",
          "x1 > x2 > … > xn > x1 is unsatisfiable, so the rule holds in every interpretation",
          false,
          VacuousRules::predicates,
          (ctx, target, rng) -> {
            List<Integer> choices = new ArrayList<>();
            choices.add(target.predicate());
            int n = rng.nextInt(1, MAX_CYCLE + 1);
            choices.add(n);
            List<Sort> sorts =
                ctx.system()
                    .predicates()
                    .get(ctx.system().predicateNames().get(target.predicate()));
            for (int i = 0; i < n; i++) {
              for (Sort s : sorts) {
                choices.add(rng.nextInt(candidates(n, sorts, s).size()));
              }
            }
            return MutationStep.of("ADD_NONLIN_RULE", choices, "");
          },
          (ctx, step) -> {
            List<Integer> ch = step.choices();
            if (ch.size() < 2) {
              return Optional.empty();
            }
            Optional<String> pred = predicate(ctx, ch.get(0));
            int n = ch.get(1);
            if (pred.isEmpty() || n < 1 || n > MAX_CYCLE) {
              return Optional.empty();
            }
            List<Sort> sorts = ctx.system().predicates().get(pred.get());
            if (ch.size() != 2 + n * sorts.size()) {
              return Optional.empty();
            }
            Names names = new Names(ctx);
            List<SortedVar> vs = new ArrayList<>();
            for (int k = 0; k < sorts.size(); k++) {
              vs.add(new SortedVar(names.fresh("hv!" + k), sorts.get(k)));
            }
            List<SortedVar> xs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
              xs.add(new SortedVar(names.fresh("hx!" + (i + 1)), Sort.INT));
            }
            List<Term> conjuncts = new ArrayList<>();
            int at = 2;
            for (int i = 0; i < n; i++) {
              List<Term> args = new ArrayList<>();
              for (Sort s : sorts) {
                List<Integer> cands = candidates(n, sorts, s);
                int c = ch.get(at++);
                if (c < 0 || c >= cands.size()) {
                  return Optional.empty();
                }
                int which = cands.get(c);
                args.add(
                    QualIdentifier.of(which < n ? xs.get(which).name() : vs.get(which - n).name()));
              }
              Term order =
                  Application.of(
                      ">",
                      QualIdentifier.of(xs.get(i).name()),
                      QualIdentifier.of(xs.get((i + 1) % n).name()));
              conjuncts.add(Application.of("and", order, app(pred.get(), args)));
            }
            Term cycle =
                conjuncts.size() == 1 ? conjuncts.get(0) : Application.of("and", conjuncts);
            Term body = new Quantified(Quantified.Quantifier.EXISTS, xs, cycle);
            List<Term> headArgs = new ArrayList<>();
            vs.forEach(v -> headArgs.add(QualIdentifier.of(v.name())));
            Term rule = forall(vs, Application.of("=>", body, app(pred.get(), headArgs)));
            return Optional.of(Scripts.appendAssertion(ctx.system().script(), rule));
          });

  /**
   * The variables an argument of sort {@code s} may take, as indices: 0..n-1 for x1..xn (when s is
   * Int), n + k for v_k of sort s. Never empty: v_k itself fits argument k.
   */
  static List<Integer> candidates(int n, List<Sort> sorts, Sort s) {
    List<Integer> r = new ArrayList<>();
    if (Sort.INT.equals(s)) {
      for (int i = 0; i < n; i++) {
        r.add(i);
      }
    }
    for (int k = 0; k < sorts.size(); k++) {
      if (sorts.get(k).equals(s)) {
        r.add(n + k);
      }
    }
    return r;
  }
}
