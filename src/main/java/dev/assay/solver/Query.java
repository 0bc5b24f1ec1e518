package dev.assay.solver;

/**
 * One SMT-LIB script to run, as the exact text the solver receives, with a name for reports and the
 * plan of the responses it asks for.
 */
public record Query(String name, String text, ResponsePlan plan) {

  public static Query of(String name, String text) {
    return new Query(name, text, ResponsePlan.of(text));
  }
}
