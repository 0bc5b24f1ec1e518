package dev.assay.semantics;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.PostOrder;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/** Writes a {@link Regex} back as an SMT-LIB {@code RegLan} term (explicit stack). */
final class RegexTerms {
  private RegexTerms() {}

  static Term toTerm(Regex root) {
    // Σ* is written as re.all, whatever node spells it
    return PostOrder.fold(root, r -> r.isAll() ? List.<Regex>of() : r.children(), RegexTerms::node);
  }

  private static Term node(Regex r, List<Term> kids) {
    if (r.isAll()) {
      return QualIdentifier.of("re.all");
    }
    switch (r.kind()) {
      case NONE:
        return QualIdentifier.of("re.none");
      case EPSILON:
        return Application.of("str.to_re", StringConstant.of(""));
      case CHARS:
        return chars(r.chars());
      case CONCAT:
        return concat(r, kids);
      case UNION:
        return Application.of("re.union", kids);
      case INTER:
        return Application.of("re.inter", kids);
      case STAR:
        return Application.of("re.*", kids);
      case COMP:
        return Application.of("re.comp", kids);
      case LOOP:
        return new Application(
            new QualIdentifier(Identifier.indexed("re.loop", r.low(), r.high()), null), kids);
      default:
        throw new AssertionError(r.kind());
    }
  }

  private static Term chars(CharSet set) {
    if (set.isAll()) {
      return QualIdentifier.of("re.allchar");
    }
    List<Term> parts = new ArrayList<>();
    for (int i = 0; i < set.rangeCount(); i++) {
      int lo = set.rangeLow(i);
      int hi = set.rangeHigh(i);
      if (lo == hi) {
        parts.add(Application.of("str.to_re", new StringConstant(SmtString.of(lo))));
      } else {
        parts.add(
            Application.of(
                "re.range",
                new StringConstant(SmtString.of(lo)),
                new StringConstant(SmtString.of(hi))));
      }
    }
    return parts.size() == 1 ? parts.get(0) : Application.of("re.union", parts);
  }

  /** Runs of single characters become one {@code str.to_re} literal. */
  private static Term concat(Regex r, List<Term> kids) {
    List<Term> parts = new ArrayList<>();
    List<Integer> run = new ArrayList<>();
    for (int i = 0; i < r.childCount(); i++) {
      Regex c = r.child(i);
      if (c.kind() == Regex.Kind.CHARS && c.chars().size() == 1) {
        run.add(c.chars().first());
        continue;
      }
      flush(run, parts);
      parts.add(kids.get(i));
    }
    flush(run, parts);
    return parts.size() == 1 ? parts.get(0) : Application.of("re.++", parts);
  }

  private static void flush(List<Integer> run, List<Term> parts) {
    if (run.isEmpty()) {
      return;
    }
    int[] cps = run.stream().mapToInt(Integer::intValue).toArray();
    parts.add(Application.of("str.to_re", new StringConstant(SmtString.of(cps))));
    run.clear();
  }
}
