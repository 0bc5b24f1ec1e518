package dev.assay.horn;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.util.List;

/**
 * The unsatisfiable formulas ADD_LIN_RULE uses as premises (§3.3, mutation 7: "one of the
 * unsatisfiable formula set"). Each is closed over its own variables and needs a different piece of
 * reasoning to refute (integer bounds, parity, arrays, reals, propositional), so the solver under
 * test has real work to do before it may drop the rule. A test checks every one unsatisfiable with
 * two solvers.
 */
final class UnsatPremises {
  private UnsatPremises() {}

  /** One premise: an id, its variables and the formula over them. */
  record Premise(String id, String summary, List<SortedVar> vars, String formula) {
    Term term() {
      return Parser.parseTerm(formula);
    }
  }

  private static SortedVar v(String name, Sort sort) {
    return new SortedVar(name, sort);
  }

  static final List<Premise> ALL =
      List.of(
          new Premise(
              "U1",
              "two strict orders in opposite directions",
              List.of(v("a", Sort.INT), v("b", Sort.INT)),
              "(and (< a b) (< b a))"),
          new Premise(
              "U2",
              "no integer strictly between 0 and 1",
              List.of(v("a", Sort.INT)),
              "(and (> (* 2 a) 0) (< (* 2 a) 2))"),
          new Premise(
              "U3",
              "an even sum equal to an odd number",
              List.of(v("a", Sort.INT), v("b", Sort.INT)),
              "(= (+ (* 2 a) (* 4 b)) 1)"),
          new Premise(
              "U4",
              "a real at least one half whose double is below one",
              List.of(v("r", Sort.REAL)),
              "(and (>= r 0.5) (< (* 2.0 r) 1.0))"),
          new Premise(
              "U5",
              "a proposition and its negation",
              List.of(v("p", Sort.BOOL)),
              "(and p (not p))"),
          new Premise(
              "U6",
              "two stores of different values at one index giving equal arrays",
              List.of(v("m", Sort.array(Sort.INT, Sort.INT)), v("i", Sort.INT)),
              "(= (store m i 1) (store m i 2))"),
          new Premise(
              "U7",
              "a number and its successor both odd",
              List.of(v("a", Sort.INT)),
              "(and (= (mod a 2) 1) (= (mod (+ a 1) 2) 1))"));
}
