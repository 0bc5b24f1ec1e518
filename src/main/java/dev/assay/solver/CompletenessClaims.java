package dev.assay.solver;

import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.Fragment.Feature;
import java.util.List;
import java.util.Optional;

/**
 * Per-solver completeness claims, as data: which fragments a solver's default configuration
 * decides, and which its authors say it does not. Techniques use them to sort {@code unknown}s: an
 * unknown on a formula the solver claims to decide is surprising; on one it does not claim, after a
 * change of fragment, it is what the documentation announces.
 *
 * <p>A claim of completeness applies only to the releases it names (an undetected version gets
 * none, so no unknown becomes surprising by a guess). The rows restate the cited papers and
 * documentation; no test can check a completeness claim, only find counterexamples to it, which is
 * what the incompleteness findings they let through are.
 */
public final class CompletenessClaims {
  private CompletenessClaims() {}

  private static final SolverFamily.Range ALL = SolverFamily.Range.ALL;
  private static final SolverFamily.Range Z3 = new SolverFamily.Range("4.8", null);
  private static final SolverFamily.Range CVC5 = new SolverFamily.Range("1.0", null);
  private static final SolverFamily.Range CVC4 = new SolverFamily.Range("1.8", null);

  /** Quantifier-free linear arithmetic with uninterpreted functions, arrays, bit-vectors, data. */
  private static final Fragment QF_LINEAR_COMBINATION =
      Fragment.of(
          Feature.UF,
          Feature.ARRAYS,
          Feature.BIT_VECTORS,
          Feature.DATATYPES,
          Feature.INTS,
          Feature.REALS);

  private static final String NELSON_OPPEN =
      "decision procedures for linear arithmetic, equality with uninterpreted functions, arrays,"
          + " bit-vectors and datatypes, combined (Nelson-Oppen): unknown only when a resource"
          + " limit is hit";

  /** The claims, complete ones first; the first that covers a formula speaks for it. */
  public static final List<CompletenessClaim> TABLE =
      List.of(
          new CompletenessClaim(
              "z3",
              Z3,
              QF_LINEAR_COMBINATION,
              true,
              "z3: " + NELSON_OPPEN + " (de Moura and Bjørner, Z3: An Efficient SMT Solver, 2008)"),
          new CompletenessClaim(
              "z3",
              Z3,
              Fragment.of(Feature.REALS, Feature.NONLINEAR),
              true,
              "z3 decides QF_NRA with nlsat (Jovanović and de Moura, Solving Non-linear"
                  + " Arithmetic, IJCAR 2012)"),
          new CompletenessClaim(
              "cvc5",
              CVC5,
              QF_LINEAR_COMBINATION,
              true,
              "cvc5: "
                  + NELSON_OPPEN
                  + " (Barbosa et al., cvc5: A Versatile and Industrial-Strength"
                  + " SMT Solver, TACAS 2022)"),
          new CompletenessClaim(
              "cvc4",
              CVC4,
              QF_LINEAR_COMBINATION,
              true,
              "CVC4: " + NELSON_OPPEN + " (Barrett et al., CVC4, CAV 2011)"),
          new CompletenessClaim(
              "cvc5",
              CVC5,
              Fragment.of(Feature.QUANTIFIERS, Feature.INTS),
              true,
              "cvc5 decides quantified linear integer arithmetic by counterexample-guided"
                  + " instantiation (Reynolds, King and Kuncak, Solving quantified linear arithmetic"
                  + " by counterexample-guided instantiation, FMSD 2017)"),
          new CompletenessClaim(
              "cvc5",
              CVC5,
              Fragment.of(Feature.QUANTIFIERS, Feature.REALS),
              true,
              "cvc5 decides quantified linear real arithmetic by counterexample-guided"
                  + " instantiation (Reynolds, King and Kuncak, FMSD 2017)"),
          new CompletenessClaim(
              "cvc4",
              CVC4,
              Fragment.of(Feature.QUANTIFIERS, Feature.INTS),
              true,
              "CVC4 decides quantified linear integer arithmetic by counterexample-guided"
                  + " instantiation (Reynolds, King and Kuncak, FMSD 2017)"),
          new CompletenessClaim(
              "cvc4",
              CVC4,
              Fragment.of(Feature.QUANTIFIERS, Feature.REALS),
              true,
              "CVC4 decides quantified linear real arithmetic by counterexample-guided"
                  + " instantiation (Reynolds, King and Kuncak, FMSD 2017)"),
          // What no solver claims, said once for all: these unknowns are announced.
          new CompletenessClaim(
              "*",
              ALL,
              Fragment.of(
                  Feature.QUANTIFIERS,
                  Feature.STRINGS,
                  Feature.REGEX,
                  Feature.INTS,
                  Feature.REALS,
                  Feature.NONLINEAR,
                  Feature.UF,
                  Feature.ARRAYS,
                  Feature.BIT_VECTORS,
                  Feature.DATATYPES),
              false,
              "no completeness claimed: quantifiers with uninterpreted functions, non-linear"
                  + " integer arithmetic (Hilbert's tenth problem) and strings with length and"
                  + " conversions are undecidable; solvers answer unknown (incomplete) there by"
                  + " design (cvc5 docs, Theory Reference: Strings; z3 guide, Quantifiers)"));

  /** The claim that speaks for {@code formula} run on {@code spec}: complete ones first. */
  public static Optional<CompletenessClaim> claim(SolverSpec spec, Fragment formula) {
    for (CompletenessClaim c : TABLE) {
      if (c.family().equals("*") ? c.fragment().covers(formula) : c.covers(spec, formula)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }

  /**
   * Whether {@code spec}'s authors claim it decides every formula of {@code formula}'s fragment.
   */
  public static boolean claimsComplete(SolverSpec spec, Fragment formula) {
    return claim(spec, formula).map(CompletenessClaim::complete).orElse(false);
  }
}
