package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The report's look-ups by head symbol ({@link PatternIndex}) give exactly what matching every
 * sub-term against every pattern of the input gives, in the same order, on every file of the test
 * set.
 */
class TriggerReportTest {
  @Test
  void instantiations_byHeadSymbol_areThoseOfMatchingEveryPattern_onTheTestSet()
      throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.list(Problems.TEST_SET)) {
      files = s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
    }
    assertThat(files).hasSizeGreaterThan(20);
    int compared = 0;
    for (Path file : files) {
      Problem p = Problems.file(file.getFileName().toString());
      Finding f = finding(p, args(p));
      List<TriggerReport.Instantiation> expected = everyPattern(p, f);
      assertThat(TriggerReport.instantiations(p, f)).as(file.toString()).isEqualTo(expected);
      compared += expected.size();
      assertThat(TriggerReport.fix(p, f)).as(file.toString()).contains("the proof needs");
    }
    assertThat(compared).as("instantiations compared").isGreaterThan(100);
  }

  @Test
  void fix_saysWhetherTheInputsOwnTermsMatchThePattern() {
    Problem p =
        Problems.of(
            """
            (declare-fun f (Int) Int)
            (declare-fun g (Int) Int)
            (declare-const a Int)
            (assert (forall ((x Int)) (! (> (f x) 0) :pattern ((f x)))))
            (assert (forall ((y Int)) (! (> (g y) 0) :pattern ((g y)))))
            (assert (< (f a) 0))
            """);
    Conjunct fAxiom = Problems.conjunct(p, 0);
    Conjunct gAxiom = Problems.conjunct(p, 1);
    Term fb = Application.of("f", QualIdentifier.of("b"));
    Term gb = Application.of("g", QualIdentifier.of("b"));
    String fix =
        TriggerReport.fix(
            p, finding(p, List.of(new TriggerArg(fb, fAxiom, null, null), arg(gb, gAxiom))));
    assertThat(fix)
        .contains("'s pattern {(f x)} matches input terms, but not this one; the proof needs (f b)")
        .contains("'s pattern {(g y)} never matches; the proof needs (g b) with y := b");
  }

  private static TriggerArg arg(Term t, Conjunct c) {
    return new TriggerArg(t, c, null, null);
  }

  /**
   * Each pattern term with its variables replaced by one constant, first nested in the other
   * pattern terms (as their first argument: its match comes before theirs in the input's order, and
   * after them among the sub-terms), then alone, then the input's ground sub-terms.
   */
  private static List<TriggerArg> args(Problem p) {
    List<TriggerArg> instances = new ArrayList<>();
    for (Conjunct c : p.quantified()) {
      for (TriggerPattern pattern : c.patterns()) {
        for (Term pt : pattern.terms()) {
          instances.add(arg(Terms.substitute(pt, constants(c)), c));
        }
      }
    }
    List<TriggerArg> out = new ArrayList<>();
    for (TriggerArg outer : instances) {
      if (outer.term() instanceof Application a && !instances.isEmpty()) {
        List<Term> args = new ArrayList<>(a.args());
        args.set(0, instances.get(0).term());
        out.add(arg(new Application(a.function(), args), outer.conjunct()));
      }
    }
    out.addAll(instances);
    Conjunct any = p.quantified().isEmpty() ? p.conjuncts().get(0) : p.quantified().get(0);
    for (Conjunct c : p.conjuncts()) {
      if (!c.quantified()) {
        Terms.forEach(
            c.body(),
            t -> {
              if (t instanceof Application) {
                out.add(arg(t, any));
              }
            });
      }
    }
    return out;
  }

  private static Map<String, Term> constants(Conjunct c) {
    Map<String, Term> k = new HashMap<>();
    c.variables().keySet().forEach(v -> k.put(v, QualIdentifier.of("k")));
    return k;
  }

  private static Finding finding(Problem p, List<TriggerArg> args) {
    return new Finding(args, Map.of(), List.of(), "", "", Finding.INCOMPLETENESS, "", List.of());
  }

  /** Every sub-term against every pattern, in the input's order: what the index must give. */
  private static List<TriggerReport.Instantiation> everyPattern(Problem problem, Finding f) {
    List<TriggerReport.Instantiation> out = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (TriggerArg a : f.args()) {
      List<Term> subterms = new ArrayList<>();
      Terms.forEach(a.term(), subterms::add);
      for (Conjunct c : problem.quantified()) {
        for (TriggerPattern pattern : c.patterns()) {
          if (pattern.nested()) {
            continue;
          }
          for (Term pt : pattern.terms()) {
            for (Term s : subterms) {
              Map<String, Term> m = PatternMatch.match(pt, s, c.variables().keySet());
              String shown = TriggerReport.show(problem, c, pattern);
              if (m != null && seen.add(c.origin().describe() + shown + Printer.print(s))) {
                out.add(
                    new TriggerReport.Instantiation(
                        TriggerReport.axiomName(c),
                        c.origin().line(),
                        shown,
                        Printer.print(s),
                        TriggerReport.substitution(problem, c, m)));
              }
            }
          }
        }
      }
    }
    return out;
  }
}
