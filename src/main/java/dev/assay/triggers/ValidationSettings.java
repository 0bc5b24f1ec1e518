package dev.assay.triggers;

import dev.assay.solver.EMatching;
import java.util.ArrayList;
import java.util.List;

/**
 * The settings every E-matching run of a search and its claim check is made under, written into
 * every result so that a claim says what it was checked with.
 *
 * @param solverLabel the solver's name and release ({@code z3 4.8.12}, {@code bundled-z3 4.14.1})
 * @param dialect the solver's E-matching-only options and seed settings
 * @param keepOptions whether the input's own {@code set-option}s stay (except the ones Assay
 *     forces); by default they are dropped, as the paper's tool does
 */
public record ValidationSettings(
    String solverLabel, EMatching.Dialect dialect, boolean keepOptions) {

  /** The seed setting the search validates under: the solver's defaults. */
  public EMatching.Seeds searchSeeds() {
    return dialect.seeds().get(0);
  }

  /** One line saying how a claim is checked, for result lines and reports. */
  public String describe() {
    List<String> seeds = new ArrayList<>();
    for (EMatching.Seeds s : dialect.seeds()) {
      seeds.add(s.name());
    }
    return solverLabel
        + ", E-matching only ("
        + String.join(" ", dialect.optionLines()).replace("(set-option :", "").replace(")", "")
        + "), the input's set-options "
        + (keepOptions ? "kept (except those)" : "dropped")
        + ", seeds "
        + String.join(", ", seeds)
        + ", each run from a fresh solver state";
  }
}
