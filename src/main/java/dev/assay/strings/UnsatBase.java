package dev.assay.strings;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The step-1 unsat formula of one equivalence, {@code not A and B}, in one pattern flavour, and the
 * pieces the step-2 transformations share: assertion names, fresh names, instantiating a Table 3
 * row, and assembling a test.
 *
 * <p>Assertions are named {@code notA} (the negated operation), {@code B} (the equivalent formula)
 * and {@code C} (the clause a transformation adds, with its side condition), the granularity of
 * Fig. 6: the expected core is a set of these names.
 *
 * @param notA {@code (not A)}
 * @param b B, without its patterns unless {@code patterns}
 */
record UnsatBase(Equivalence row, boolean patterns, Term notA, Term b) {
  static final String NOT_A = "notA";
  static final String B = "B";
  static final String C = "C";

  /** The base of {@code row} in one pattern flavour. */
  static UnsatBase of(Equivalence row, boolean patterns) {
    return new UnsatBase(
        row,
        patterns,
        Application.of("not", row.a()),
        patterns ? row.b() : TermOps.stripPatterns(row.b()));
  }

  /** The variables free in both A and B, in declaration order (Fig. 6, line 14). */
  List<SortedVar> sharedVariables() {
    List<SortedVar> r = new ArrayList<>();
    for (SortedVar v : row.variables()) {
      if (TermOps.occursFree(row.a(), v.name()) && TermOps.occursFree(row.b(), v.name())) {
        r.add(v);
      }
    }
    return r;
  }

  /** The variables free only in B (the paper's existentially quantified ones), in order. */
  List<SortedVar> bOnlyVariables() {
    List<SortedVar> r = new ArrayList<>();
    for (SortedVar v : row.variables()) {
      if (!TermOps.occursFree(row.a(), v.name()) && TermOps.occursFree(row.b(), v.name())) {
        r.add(v);
      }
    }
    return r;
  }

  /**
   * A variable {@code x} of B renamed {@code x_fresh} in B, tied back to it by a clause of an NC
   * equality of its sort (Fig. 6).
   */
  record FreshVariable(SortedVar variable, VariableEquality equality, Clause clause, Term b) {
    /** The test id suffix of this replacement for {@code row}: {@code row-x-NCk}. */
    String id(Equivalence row) {
      return row.id() + "-" + variable.name() + "-" + equality.id();
    }
  }

  /**
   * For each of {@code variables}, in order, and each NC equality of its sort, in table order: B
   * with the variable renamed and the clause that ties the two names.
   */
  List<FreshVariable> freshVariables(List<SortedVar> variables) {
    List<FreshVariable> r = new ArrayList<>();
    for (SortedVar x : variables) {
      for (VariableEquality eq : Equalities.variableRows()) {
        if (!eq.sort().equals(x.sort())) {
          continue;
        }
        String fresh = x.name() + "_fresh";
        Clause clause = variableClause(eq, x.name(), fresh);
        r.add(
            new FreshVariable(
                x, eq, clause, TermOps.substitute(b, Map.of(x.name(), TermOps.var(fresh)))));
      }
    }
    return r;
  }

  /** An instantiated Table 3 row: the clause, its side condition (or null), new variables. */
  record Clause(Term equality, Term side, List<SortedVar> freshVariables) {
    Term asFormula() {
      return side == null ? equality : Application.of("and", equality, side);
    }
  }

  /**
   * NC row {@code eq} instantiated for variable {@code x}: {@code lhs[x/rhs] = x_fresh}, the other
   * row variables renamed {@code x_v}.
   */
  static Clause variableClause(VariableEquality eq, String x, String xFresh) {
    Map<String, Term> sub = new HashMap<>();
    List<SortedVar> fresh = new ArrayList<>();
    fresh.add(new SortedVar(xFresh, eq.sort()));
    sub.put(eq.rhs(), TermOps.var(x));
    for (SortedVar v : eq.variables()) {
      if (!v.name().equals(eq.rhs())) {
        String n = x + "_" + v.name();
        sub.put(v.name(), TermOps.var(n));
        fresh.add(new SortedVar(n, v.sort()));
      }
    }
    Term lhs = TermOps.substitute(eq.lhs(), sub);
    Term side = eq.side() == null ? null : TermOps.substitute(eq.side(), sub);
    return new Clause(Application.of("=", lhs, TermOps.var(xFresh)), side, fresh);
  }

  /** C row {@code eq} instantiated: {@code zFresh = lhs}, the row variables renamed {@code z_v}. */
  static Clause constantClause(ConstantEquality eq, String zFresh, Sort zSort, String prefix) {
    Map<String, Term> sub = new HashMap<>();
    List<SortedVar> fresh = new ArrayList<>();
    fresh.add(new SortedVar(zFresh, zSort));
    for (SortedVar v : eq.variables()) {
      String n = prefix + "_" + v.name();
      sub.put(v.name(), TermOps.var(n));
      fresh.add(new SortedVar(n, v.sort()));
    }
    Term lhs = TermOps.substitute(eq.lhs(), sub);
    Term side = eq.side() == null ? null : TermOps.substitute(eq.side(), sub);
    return new Clause(Application.of("=", TermOps.var(zFresh), lhs), side, fresh);
  }

  /** The sort of a constant as listed by {@link TermOps#constants(Term)}. */
  static Sort sortOfConstant(Term c) {
    if (c instanceof StringConstant) {
      return Sort.STRING;
    }
    if (c instanceof NumeralConstant || TermOps.isNegativeNumeral(c)) {
      return Sort.INT;
    }
    return Sort.BOOL;
  }

  /** A file-name-safe short form of a constant: {@code int0}, {@code intm1}, {@code str_empty}. */
  static String slug(Term c) {
    if (c instanceof NumeralConstant n) {
      return "int" + n.value();
    }
    if (TermOps.isNegativeNumeral(c)) {
      return "intm" + ((NumeralConstant) ((Application) c).arg(0)).value();
    }
    if (c instanceof StringConstant s) {
      if (s.value().length() == 0) {
        return "str_empty";
      }
      StringBuilder sb = new StringBuilder("str_");
      for (int cp : s.value().toArray()) {
        if ((cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9')) {
          sb.appendCodePoint(cp);
        } else {
          sb.append('x').append(Integer.toHexString(cp));
        }
      }
      return sb.toString();
    }
    return c.toString();
  }

  static Term named(Term t, String name) {
    return new Annotated(t, List.of(new Attribute.Named(name)));
  }

  /** The declarations: the row's variables, then {@code extra}. */
  List<SortedVar> declarations(List<SortedVar> extra) {
    List<SortedVar> r = new ArrayList<>(row.variables());
    r.addAll(extra);
    return r;
  }

  /**
   * A test for the fresh variable {@code x}: its B, its clause as C, and a provenance naming the
   * row, the {@code technique}, the variable and the equality.
   */
  StringTest test(Category category, FreshVariable x, List<String> core, String technique) {
    return test(
        category,
        x.id(row),
        x.b(),
        x.clause().asFormula(),
        x.clause().freshVariables(),
        core,
        List.of(row.id(), technique, x.variable().name(), x.equality().id()));
  }

  /** A test with assertions {@code notA}, {@code B} (the given B) and optionally {@code C}. */
  StringTest test(
      Category category,
      String name,
      Term bTerm,
      Term cTerm,
      List<SortedVar> extraVars,
      List<String> core,
      List<String> provenance) {
    List<Term> assertions = new ArrayList<>();
    assertions.add(named(notA, NOT_A));
    assertions.add(named(bTerm, B));
    if (cTerm != null) {
      assertions.add(named(cTerm, C));
    }
    return new StringTest(
        name,
        category,
        patterns,
        declarations(extraVars),
        assertions,
        new LinkedHashMap<>(),
        core,
        provenance);
  }
}
