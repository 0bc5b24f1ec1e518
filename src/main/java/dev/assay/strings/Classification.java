package dev.assay.strings;

/**
 * Where one result goes in Table 4, and whether it is a soundness failure: a wrong status, an
 * invalid model, or an unsat core that is satisfiable. A core that lacks a member of the expected
 * unique minimal core is satisfiable by construction (every unsat subset contains the unique
 * minimal core); a core with extra members is only imprecise.
 *
 * @param cell the Table 4 column
 * @param soundness whether the result is a soundness failure
 * @param detail one line saying what happened
 */
public record Classification(Table4Cell cell, boolean soundness, String detail) {}
