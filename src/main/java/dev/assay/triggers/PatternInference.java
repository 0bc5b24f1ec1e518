package dev.assay.triggers;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Symbols;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import dev.assay.solver.EMatching;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gives patterns to the quantifiers that have none (§3.1: "if none is provided, we run the solver
 * to infer one"): each such quantifier gets a unique {@code :qid}, the solver reads the input's
 * declarations and those assertions at verbosity 10, and the patterns it reports ({@link
 * InferredPatterns}) are attached as {@code :pattern}s marked as inferred. A pattern that does not
 * read back as a well-sorted term over the quantifier's variables (the solver may have rewritten
 * the quantifier) is not used. Quantifiers the solver gives no pattern keep none: E-matching never
 * instantiates them, and normalization drops them.
 */
final class PatternInference {
  static final String QID_PREFIX = "assay!q";

  /** What inference did: the assertions with patterns attached, and the solver's run. */
  record Result(List<Term> assertions, int quantifiers, int withPatterns, String problem) {}

  private final Solver solver;

  PatternInference(Solver solver) {
    this.solver = solver;
  }

  /**
   * The assertions with inferred patterns attached.
   *
   * @param declarations the input's declaration and definition commands, in order
   * @param assertions the active assertions
   * @param signature the input's signature, for reading patterns back
   */
  Result infer(
      List<Command> declarations,
      List<Term> assertions,
      Signature signature,
      long timeoutMillis,
      java.time.Duration hard)
      throws IOException, InterruptedException {
    Map<String, List<SortedVar>> varsByQid = new LinkedHashMap<>();
    List<Term> annotated = new ArrayList<>(assertions.size());
    List<Boolean> touched = new ArrayList<>();
    for (Term a : assertions) {
      int before = varsByQid.size();
      annotated.add(annotate(a, varsByQid));
      touched.add(varsByQid.size() > before);
    }
    if (varsByQid.isEmpty()) {
      return new Result(assertions, 0, 0, null);
    }
    StringBuilder q = new StringBuilder();
    for (String line : EMatching.OPTION_LINES) {
      q.append(line).append('\n');
    }
    q.append(EMatching.timeoutLine(timeoutMillis)).append('\n');
    q.append(EMatching.VERBOSE_LINE).append('\n');
    for (Command c : declarations) {
      q.append(Printer.print(c)).append('\n');
    }
    for (int i = 0; i < annotated.size(); i++) {
      if (touched.get(i)) {
        q.append(Printer.print(new Command.Assert(annotated.get(i)))).append('\n');
      }
    }
    q.append("(check-sat)\n");
    Outcome o = solver.run(Query.of("pattern-inference", q.toString()), hard);
    Execution e = o.execution();
    // z3 prints verbose output on standard error; the bundled Z3's native library on standard out
    String stderr = e == null ? "" : e.stderr() + "\n" + e.stdout();
    Map<String, List<String>> names = new HashMap<>();
    varsByQid.forEach(
        (k, v) -> names.put(k, v.stream().map(x -> Symbols.print(x.name())).toList()));
    Map<String, List<List<String>>> found = InferredPatterns.read(stderr, names);
    Map<String, List<Attribute>> patterns = new HashMap<>();
    int with = 0;
    for (Map.Entry<String, List<SortedVar>> en : varsByQid.entrySet()) {
      List<Attribute> ps = readBack(found.get(en.getKey()), en.getValue(), signature);
      patterns.put(en.getKey(), ps);
      if (!ps.isEmpty()) {
        with++;
      }
    }
    List<Term> out = new ArrayList<>(assertions.size());
    for (int i = 0; i < annotated.size(); i++) {
      out.add(touched.get(i) ? attach(annotated.get(i), patterns) : assertions.get(i));
    }
    String problem = null;
    if (!(o instanceof Outcome.Finished) && found.isEmpty()) {
      problem = "pattern inference: the solver's run ended as " + o.kind();
    }
    return new Result(out, varsByQid.size(), with, problem);
  }

  /**
   * Gives every pattern-less quantifier of {@code t} that acts universally a fresh qid, recording
   * its variables. (Existential ones become Skolem functions and need no pattern.)
   */
  private static Term annotate(Term t, Map<String, List<SortedVar>> varsByQid) {
    java.util.Set<Term> universal = Polarity.universalQuantifiers(t);
    return Terms.rewriteBottomUp(
        t,
        n -> {
          if (!(n instanceof Quantified q) || hasPatterns(q) || !universal.contains(n)) {
            return n;
          }
          String qid = QID_PREFIX + varsByQid.size();
          varsByQid.put(qid, q.vars());
          List<Attribute> attrs = new ArrayList<>();
          Term inner = q.body();
          if (inner instanceof Annotated a) {
            for (Attribute at : a.attributes()) {
              if (!(at instanceof Attribute.Qid)) {
                attrs.add(at);
              }
            }
            inner = a.term();
          }
          attrs.add(new Attribute.Qid(qid));
          return new Quantified(q.quantifier(), q.vars(), new Annotated(inner, attrs));
        });
  }

  static boolean hasPatterns(Quantified q) {
    if (q.body() instanceof Annotated a) {
      for (Attribute at : a.attributes()) {
        if (at instanceof Attribute.Pattern) {
          return true;
        }
      }
    }
    return false;
  }

  /** Replaces each of Assay's qids by the patterns found for it (and the inferred marker). */
  private static Term attach(Term t, Map<String, List<Attribute>> patterns) {
    return Terms.rewriteBottomUp(
        t,
        n -> {
          if (!(n instanceof Quantified q) || !(q.body() instanceof Annotated a)) {
            return n;
          }
          List<Attribute> attrs = new ArrayList<>();
          List<Attribute> add = null;
          for (Attribute at : a.attributes()) {
            if (at instanceof Attribute.Qid qid && qid.name().startsWith(QID_PREFIX)) {
              add = patterns.get(qid.name());
            } else {
              attrs.add(at);
            }
          }
          if (add == null) {
            return n;
          }
          if (!add.isEmpty()) {
            attrs.addAll(add);
            attrs.add(new Attribute.Other(ConjunctBuilder.INFERRED, null));
          }
          Term body = attrs.isEmpty() ? a.term() : new Annotated(a.term(), attrs);
          return new Quantified(q.quantifier(), q.vars(), body);
        });
  }

  /** The found patterns that read back as well-sorted terms mentioning every variable. */
  private static List<Attribute> readBack(
      List<List<String>> texts, List<SortedVar> vars, Signature signature) {
    List<Attribute> out = new ArrayList<>();
    if (texts == null) {
      return out;
    }
    Map<String, Sort> scope = new LinkedHashMap<>();
    for (SortedVar v : vars) {
      scope.put(v.name(), v.sort());
    }
    for (List<String> multi : texts) {
      List<Term> terms = new ArrayList<>();
      java.util.Set<String> seen = new java.util.HashSet<>();
      try {
        for (String s : multi) {
          Term t = Parser.parseTerm(s, signature.shadowedSymbols());
          SortChecker.sortOf(t, signature, scope);
          seen.addAll(Terms.freeSymbols(t));
          terms.add(t);
        }
      } catch (RuntimeException e) {
        continue; // not a term of this quantifier as Assay reads it
      }
      if (seen.containsAll(scope.keySet())) {
        out.add(new Attribute.Pattern(terms));
      }
    }
    return out;
  }
}
