package dev.assay.strings;

import dev.assay.core.ExpectedStatus;
import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.SExpr;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One generated test: a formula that is sat or unsat by construction, with what is known about it.
 * A sat test carries a witness model (every declared variable mapped to a literal); an unsat test
 * names each assertion with {@code :named} and carries its expected minimal, unique unsat core.
 *
 * @param name unique within its category and pattern flavour, usable as a file name
 * @param category the Table 4 category
 * @param patterns true for the "[+p]" flavour of an unsat category (patterns of Table 2 kept)
 * @param variables the declared constants, in declaration order
 * @param assertions the asserted terms in order; for unsat tests each is {@code (! t :named n)}
 * @param witness for sat tests, a model by construction (variable to literal); empty otherwise
 * @param expectedCore for unsat tests, the names of the unique minimal unsat core; empty otherwise
 * @param provenance how the test was made, most general first (e.g. {@code [E3, res, NC1]})
 */
public record StringTest(
    String name,
    Category category,
    boolean patterns,
    List<SortedVar> variables,
    List<Term> assertions,
    Map<String, Term> witness,
    List<String> expectedCore,
    List<String> provenance) {

  public StringTest {
    variables = List.copyOf(variables);
    assertions = List.copyOf(assertions);
    witness = Collections.unmodifiableMap(new LinkedHashMap<>(witness));
    expectedCore = List.copyOf(expectedCore);
    provenance = List.copyOf(provenance);
    if (category.expected() == ExpectedStatus.SAT && !expectedCore.isEmpty()) {
      throw new IllegalArgumentException(name + ": a sat test has no unsat core");
    }
    if (category.expected() == ExpectedStatus.UNSAT && !witness.isEmpty()) {
      throw new IllegalArgumentException(name + ": an unsat test has no model");
    }
  }

  public ExpectedStatus expected() {
    return category.expected();
  }

  /** The category key with the pattern flavour, e.g. {@code larger-unsat-core+p}. */
  public String group() {
    return category.key() + (patterns ? "+p" : "");
  }

  /** A stable id, unique in a suite: {@code group/name}. */
  public String id() {
    return group() + "/" + name;
  }

  /** The assertions' {@code :named} names, in order (empty for sat tests). */
  public List<String> assertionNames() {
    List<String> r = new ArrayList<>();
    for (Term t : assertions) {
      if (t instanceof Annotated a && a.name() != null) {
        r.add(a.name());
      }
    }
    return r;
  }

  /** The asserted formulas without their {@code :named} wrappers. */
  public List<Term> formulas() {
    List<Term> r = new ArrayList<>();
    for (Term t : assertions) {
      r.add(unname(t));
    }
    return r;
  }

  /** {@code t} without a {@code :named} attribute at its root. */
  static Term unname(Term t) {
    if (t instanceof Annotated a && a.name() != null) {
      List<Attribute> rest = new ArrayList<>();
      for (Attribute at : a.attributes()) {
        if (!(at instanceof Attribute.Named)) {
          rest.add(at);
        }
      }
      return rest.isEmpty() ? a.term() : new Annotated(a.term(), rest);
    }
    return t;
  }

  /**
   * The benchmark: status, logic, declarations, assertions and one {@code check-sat}; no options
   * and no get-model/get-unsat-core.
   */
  public Script script() {
    return new Script(commands(false));
  }

  /**
   * The query sent to a solver, as in the paper's setup: {@code produce-models} and {@code
   * produce-unsat-cores} on, then the benchmark, then {@code (get-model)} for a sat test or {@code
   * (get-unsat-core)} for an unsat one.
   */
  public Script query() {
    return new Script(commands(true));
  }

  private List<Command> commands(boolean query) {
    List<Command> c = new ArrayList<>();
    c.add(new Command.SetInfo(":status", SExpr.atom(expected().smtlib())));
    if (query) {
      c.add(new Command.SetOption(":produce-models", SExpr.atom("true")));
      c.add(new Command.SetOption(":produce-unsat-cores", SExpr.atom("true")));
    }
    c.add(new Command.SetLogic("ALL"));
    for (SortedVar v : variables) {
      c.add(new Command.DeclareFun(v.name(), List.of(), v.sort()));
    }
    for (Term t : assertions) {
      c.add(new Command.Assert(t));
    }
    c.add(new Command.CheckSat());
    if (query) {
      c.add(expected() == ExpectedStatus.SAT ? new Command.GetModel() : new Command.GetUnsatCore());
    }
    return c;
  }
}
