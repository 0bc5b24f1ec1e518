package dev.assay.weakening;

import dev.assay.semantics.BoolValue;
import dev.assay.semantics.Evaluator;
import dev.assay.semantics.IntValue;
import dev.assay.semantics.Model;
import dev.assay.semantics.StringValue;
import dev.assay.semantics.Value;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Exhaustive evaluation of an implication over small domains with Assay's evaluator: every
 * assignment of the Bool, Int and String constants it uses (Int in -2..3, strings over {a, b} up to
 * length 3). Not a proof — the fallback for instances no solver proves (string orderings), where a
 * counterexample in the small domain would still fail the test.
 */
final class BoundedCheck {
  private static final List<String> NAMES = List.of("p", "q", "r", "x", "y", "z", "s", "t");

  private BoundedCheck() {}

  /** A counterexample, "undetermined" if some evaluation was not a Boolean, or null. */
  static String implication(String premise, String conclusion) {
    Term p = Parser.parseTerm(premise);
    Term c = Parser.parseTerm(conclusion);
    Set<String> used = Terms.freeSymbols(Make.app("and", p, c));
    List<String> vars = new ArrayList<>();
    for (String n : NAMES) {
      if (used.contains(n)) {
        vars.add(n);
      }
    }
    for (String n : used) {
      if (!NAMES.contains(n) && !n.equals("true") && !n.equals("false") && n.matches("[a-z]+")) {
        return "undetermined: uses " + n;
      }
    }
    List<List<Value>> domains = new ArrayList<>();
    for (String v : vars) {
      domains.add(domain(v));
    }
    int[] idx = new int[vars.size()];
    while (true) {
      Model.Builder b = new Model.Builder();
      for (int i = 0; i < vars.size(); i++) {
        b.constant(vars.get(i), domains.get(i).get(idx[i]));
      }
      Evaluator ev = new Evaluator(b.build());
      Value pv = ev.evaluate(p);
      Value cv = ev.evaluate(c);
      if (!(pv instanceof BoolValue pb) || !(cv instanceof BoolValue cb)) {
        return "undetermined: " + pv + " / " + cv;
      }
      if (pb.equals(BoolValue.TRUE) && cb.equals(BoolValue.FALSE)) {
        StringBuilder sb = new StringBuilder("counterexample:");
        for (int i = 0; i < vars.size(); i++) {
          sb.append(' ').append(vars.get(i)).append('=').append(domains.get(i).get(idx[i]));
        }
        return sb.toString();
      }
      int k = 0;
      while (k < idx.length && ++idx[k] == domains.get(k).size()) {
        idx[k] = 0;
        k++;
      }
      if (k == idx.length) {
        return null;
      }
    }
  }

  private static List<Value> domain(String var) {
    List<Value> d = new ArrayList<>();
    switch (var) {
      case "p", "q", "r" -> {
        d.add(BoolValue.TRUE);
        d.add(BoolValue.FALSE);
      }
      case "x", "y", "z" -> {
        for (int i = -2; i <= 3; i++) {
          d.add(IntValue.of(i));
        }
      }
      default -> {
        List<String> words = new ArrayList<>(List.of(""));
        for (int len = 1; len <= 3; len++) {
          List<String> next = new ArrayList<>();
          for (String w : words) {
            if (w.length() == len - 1) {
              next.add(w + "a");
              next.add(w + "b");
            }
          }
          words.addAll(next);
        }
        for (String w : words) {
          d.add(StringValue.of(w));
        }
      }
    }
    return d;
  }
}
