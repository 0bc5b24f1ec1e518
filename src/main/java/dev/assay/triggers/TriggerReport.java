package dev.assay.triggers;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Symbols;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a verifier developer needs to act on a finding (§1, "Fixing the incompleteness", "Fixing the
 * unsoundness"): which axioms the terms instantiate and through which patterns, whether those
 * patterns match any term the input already has, and a suggested fix in one paragraph.
 */
public final class TriggerReport {
  /** One instantiation the terms give directly: an axiom's pattern matched by a (sub)term. */
  public record Instantiation(String axiom, int line, String pattern, String term, String with) {}

  private TriggerReport() {}

  /** A pattern term that a sub-term (by its index) may match. */
  private record Hit(PatternIndex.Entry entry, int sub) {}

  /**
   * The direct instantiations of the finding's terms and their sub-terms, term by term, each in the
   * input's order of axioms and patterns and then of the sub-terms.
   */
  public static List<Instantiation> instantiations(Problem problem, Finding f) {
    PatternIndex index = problem.patternIndex();
    List<Instantiation> out = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    Map<TriggerPattern, String> shown = new IdentityHashMap<>();
    for (TriggerArg a : f.args()) {
      // a sub-term that occurs twice as the same object matches the same patterns
      Set<Term> visited = Collections.newSetFromMap(new IdentityHashMap<>());
      List<Term> subterms = new ArrayList<>();
      Terms.forEach(
          a.term(),
          t -> {
            if (visited.add(t)) {
              subterms.add(t);
            }
          });
      List<Hit> hits = new ArrayList<>();
      for (int i = 0; i < subterms.size(); i++) {
        for (PatternIndex.Entry e : index.candidates(subterms.get(i))) {
          hits.add(new Hit(e, i));
        }
      }
      hits.sort(Comparator.comparingInt((Hit h) -> h.entry().ordinal()).thenComparingInt(Hit::sub));
      for (Hit h : hits) {
        PatternIndex.Entry e = h.entry();
        Term s = subterms.get(h.sub());
        Conjunct c = e.conjunct();
        Map<String, Term> m = PatternMatch.match(e.term(), s, c.variables().keySet());
        if (m == null) {
          continue;
        }
        String pattern = shown.computeIfAbsent(e.pattern(), p -> show(problem, c, p));
        String printed = Printer.print(s);
        if (seen.add(c.origin().describe() + pattern + printed)) {
          out.add(
              new Instantiation(
                  axiomName(c), c.origin().line(), pattern, printed, substitution(problem, c, m)));
        }
      }
    }
    return out;
  }

  /** Whether some ground term of the input matches the pattern term (directly). */
  static boolean inputMatches(Problem problem, Conjunct owner, Term patternTerm) {
    for (PatternIndex.Occurrence o : problem.patternIndex().occurrences(patternTerm)) {
      Conjunct c = o.conjunct();
      Term t = o.term();
      if (PatternMatch.match(patternTerm, t, owner.variables().keySet()) != null
          && Terms.freeSymbols(t).stream().noneMatch(c::binds)) {
        return true;
      }
    }
    return false;
  }

  /** The suggested fix, in one paragraph. */
  public static String fix(Problem problem, Finding f) {
    StringBuilder sb = new StringBuilder();
    if (f.inconsistentAxioms()) {
      sb.append("The axioms are inconsistent: with ");
      sb.append(String.join(", ", f.terms()));
      sb.append(" E-matching refutes the quantified assertions alone, without any assertion of");
      sb.append(" the query. ");
    }
    List<String> parts = new ArrayList<>();
    for (TriggerArg a : f.args()) {
      parts.add(explain(problem, a));
    }
    sb.append(String.join("; ", parts)).append('.');
    if (f.inconsistentAxioms()) {
      sb.append(" Check these axioms (a missing precondition?): E-matching hides the");
      sb.append(" inconsistency only because no query has had such terms yet.");
    } else {
      sb.append(" Add the term(s) to the query (as the reproduction file does), or give the");
      sb.append(" axiom a pattern that the query's terms match (e.g. split off the part of its");
      sb.append(" body that needs no other term, under a less restrictive pattern).");
    }
    return sb.toString();
  }

  /** One pattern match of a term: the axiom, its pattern, the matched (sub)term and the binding. */
  private record Match(Conjunct axiom, TriggerPattern pattern, Term patternTerm, Term term) {}

  /**
   * The sentence about one term: the pattern whose instantiation it gives (the one the term itself
   * matches; after minimization a term may be a sub-term of the candidate it came from, so the
   * pattern is looked up again rather than taken from the candidate), whether the input's own terms
   * ever match that pattern, and the instantiation.
   */
  private static String explain(Problem problem, TriggerArg a) {
    List<Match> direct = matches(problem, a, a.term());
    if (direct.isEmpty()) {
      List<Term> subterms = new ArrayList<>();
      Terms.forEach(
          a.term(),
          t -> {
            if (t != a.term()) {
              subterms.add(t);
            }
          });
      for (Term t : subterms) {
        direct.addAll(matches(problem, a, t));
        if (!direct.isEmpty()) {
          break;
        }
      }
    }
    if (direct.isEmpty()) {
      return "the proof needs "
          + a.text()
          + ", which no pattern matches directly (E-matching needs it among the ground terms)";
    }
    List<String> out = new ArrayList<>();
    Set<String> said = new LinkedHashSet<>();
    for (Match m : direct) {
      // the parts of one split axiom share its name and pattern: one sentence for them
      if (out.size() == 2
          || !said.add(axiomName(m.axiom()) + show(problem, m.axiom(), m.pattern()))) {
        continue;
      }
      Map<String, Term> binding =
          PatternMatch.match(m.patternTerm(), m.term(), m.axiom().variables().keySet());
      String with =
          binding == null || binding.isEmpty()
              ? ""
              : " with " + substitution(problem, m.axiom(), binding);
      boolean matched = inputMatches(problem, m.axiom(), m.patternTerm());
      String sentence =
          axiomName(m.axiom())
              + "'s pattern "
              + show(problem, m.axiom(), m.pattern())
              + (matched ? " matches input terms, but not this one" : " never matches")
              + "; the proof needs "
              + (m.term() == a.term()
                  ? a.text()
                  : Printer.print(m.term()) + " (in " + a.text() + ")")
              + with;
      out.add(out.isEmpty() ? sentence : "it also instantiates " + sentence);
    }
    return String.join("; ", out);
  }

  /** The patterns of quantified axioms that {@code t} matches, the term's own candidate first. */
  private static List<Match> matches(Problem problem, TriggerArg a, Term t) {
    List<Match> own = new ArrayList<>();
    List<Match> others = new ArrayList<>();
    for (PatternIndex.Entry e : problem.patternIndex().candidates(t)) {
      Conjunct c = e.conjunct();
      if (PatternMatch.match(e.term(), t, c.variables().keySet()) != null) {
        (c.id() == a.conjunct().id() ? own : others).add(new Match(c, e.pattern(), e.term(), t));
      }
    }
    own.addAll(others);
    return own;
  }

  static String axiomName(Conjunct c) {
    return c.origin().describe();
  }

  static String substitution(Problem problem, Conjunct c, Map<String, Term> m) {
    Map<String, String> names = displayNames(problem, c);
    List<String> parts = new ArrayList<>();
    m.forEach(
        (k, v) -> parts.add(Symbols.print(names.getOrDefault(k, k)) + " := " + Printer.print(v)));
    return String.join(", ", parts);
  }

  /**
   * The pattern as the input wrote it: preprocessing renamed bound variables apart ({@code x@2}); a
   * report shows the original name where that is unambiguous.
   */
  static String show(Problem problem, Conjunct c, TriggerPattern p) {
    Map<String, Term> rename = new java.util.HashMap<>();
    displayNames(problem, c)
        .forEach((k, v) -> rename.put(k, dev.assay.smtlib.QualIdentifier.of(v)));
    List<Term> terms = new ArrayList<>();
    for (Term t : p.terms()) {
      terms.add(Terms.substitute(t, rename));
    }
    return new TriggerPattern(terms, p.nested(), p.inferred()).describe();
  }

  /** Bound variable → the name it had in the input, where that name is free and unambiguous. */
  private static Map<String, String> displayNames(Problem problem, Conjunct c) {
    Map<String, String> out = new java.util.LinkedHashMap<>();
    Map<String, Integer> count = new java.util.HashMap<>();
    for (String v : c.variables().keySet()) {
      count.merge(base(v), 1, Integer::sum);
    }
    for (String v : c.variables().keySet()) {
      String b = base(v);
      if (!b.equals(v)
          && count.get(b) == 1
          && !c.variables().containsKey(b)
          && problem.signature().function(b) == null) {
        out.put(v, b);
      }
    }
    return out;
  }

  private static String base(String v) {
    int at = v.lastIndexOf('@');
    return at > 0 ? v.substring(0, at) : v;
  }
}
