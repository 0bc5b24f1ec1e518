package dev.assay.horn;

import dev.assay.core.InputError;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.SExpr;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Symbols;
import dev.assay.smtlib.Term;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import dev.assay.solver.Z3Parameters;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link Simplifier} that asks a z3 (a binary or the bundled worker) through the solver layer:
 * one query with the script's declarations and one {@code (simplify ...)} per term, whose printed
 * results are read back with Assay's own reader.
 *
 * @param solver the z3 asked
 * @param release the parameters of that z3's release, for its rewriter defaults
 */
public record SolverSimplifier(Solver solver, Z3Parameters release) implements Simplifier {
  @Override
  public Optional<List<Term>> simplify(
      Script script, List<Term> terms, Map<String, Boolean> options)
      throws IOException, InterruptedException {
    Outcome o = solver.run(Query.of("simplify", query(script, terms, options)));
    if (!(o instanceof Outcome.Finished) || o.execution() == null) {
      return Optional.empty();
    }
    return read(o.execution().stdout(), terms.size());
  }

  /** The query: declarations, then one simplify command per term. */
  static String query(Script script, List<Term> terms, Map<String, Boolean> options) {
    StringBuilder sb = new StringBuilder();
    Scripts.appendDeclarations(sb, script);
    for (Term t : terms) {
      sb.append("(simplify ");
      Printer.appendTerm(sb, t);
      options.forEach((k, v) -> sb.append(" :").append(Symbols.print(k)).append(' ').append(v));
      sb.append(")\n");
    }
    return sb.toString();
  }

  /** The printed terms, one per input, or empty on an error or a count mismatch. */
  static Optional<List<Term>> read(String stdout, int expected) {
    List<Term> out = new ArrayList<>();
    try {
      for (SExpr e : Parser.parseSExprs(stdout, "simplify")) {
        if (e instanceof SExpr.SList l
            && !l.items().isEmpty()
            && "error".equals(l.items().get(0).symbolText())) {
          return Optional.empty();
        }
        out.add(Parser.parseTerm(e.toString()));
      }
    } catch (InputError e) {
      return Optional.empty();
    }
    return out.size() == expected ? Optional.of(out) : Optional.empty();
  }
}
