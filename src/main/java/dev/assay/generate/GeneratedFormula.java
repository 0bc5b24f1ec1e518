package dev.assay.generate;

import dev.assay.core.ExpectedStatus;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.WitnessComment;
import dev.assay.semantics.Model;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * One generated script with what is known about it: the expected status of each check-sat, the
 * witness model (the planted model, which satisfies every assertion in force at each check-sat
 * expected sat), how each unsat check-sat was made unsat, the logic, and where it came from (seed,
 * index, knobs), so that the same call regenerates it exactly.
 *
 * @param seed the generation seed
 * @param index the formula's index under that seed
 * @param knobs the configuration in one line ({@link GenerateConfig#describe()})
 * @param theories the theories this script draws from (a subset of the configured ones)
 * @param script the script, with a {@code (set-info :status ...)} before each check-sat
 * @param statuses expected status of each check-sat, in order
 * @param planted the planted model: every assertion but the killers of unsat groups holds under it
 *     (for incremental scripts, with each guard of a fact true and each guard of a killer false)
 * @param plantedLines the planted model as model commands, one per line
 * @param killers the assertions that make unsat groups unsat (each false or undetermined under the
 *     planted model); empty for a sat formula
 * @param constructions the ids of the {@link Construction}s used, in order of use
 * @param logic the script's logic: the smallest standard logic covering it
 * @param incremental true for a push/pop and check-sat-assuming script
 * @param regenerateFlags the {@code assay generate} options that give the same knobs
 */
public record GeneratedFormula(
    long seed,
    long index,
    String knobs,
    List<Theory> theories,
    Script script,
    List<ExpectedStatus> statuses,
    Model planted,
    List<String> plantedLines,
    List<Term> killers,
    List<String> constructions,
    String logic,
    boolean incremental,
    String regenerateFlags) {

  public GeneratedFormula {
    theories = List.copyOf(theories);
    statuses = List.copyOf(statuses);
    plantedLines = List.copyOf(plantedLines);
    killers = List.copyOf(killers);
    constructions = List.copyOf(constructions);
  }

  /**
   * The witness: the planted model, which satisfies every assertion and assumption in force at each
   * check-sat expected sat; null if none is expected sat.
   */
  public Model witness() {
    return statuses.contains(ExpectedStatus.SAT) ? planted : null;
  }

  /** What an oracle needs: statuses and witness. */
  public Expectation expectation() {
    return new Expectation(statuses, witness(), List.of());
  }

  /** A file name stem: {@code gen-SEED-INDEX} (with {@code -inc} for incremental scripts). */
  public String name() {
    return (incremental ? "inc-" : "gen-") + Long.toUnsignedString(seed) + "-" + index;
  }

  /** The overall expectation in one word: sat, unsat, or the list for incremental scripts. */
  public String summary() {
    List<String> s = new ArrayList<>();
    for (ExpectedStatus x : statuses) {
      s.add(x.smtlib());
    }
    return String.join(",", s);
  }

  /**
   * The standalone file: a header saying what the formula is and how its status is known, the
   * script, and the witness model as a comment.
   */
  public String text() {
    StringBuilder sb = new StringBuilder();
    sb.append("; assay generate: ")
        .append(incremental ? "incremental script " : "formula ")
        .append(index)
        .append(" of seed ")
        .append(Long.toUnsignedString(seed))
        .append('\n');
    sb.append("; knobs: ").append(knobs).append('\n');
    List<String> names = new ArrayList<>();
    for (Theory t : theories) {
      names.add(t.cliName());
    }
    sb.append("; theories drawn from: ").append(String.join(", ", names)).append('\n');
    sb.append("; logic: ").append(logic).append('\n');
    sb.append("; expected: ").append(summary());
    if (statuses.contains(ExpectedStatus.SAT)) {
      sb.append(" (sat: the witness model below satisfies every assertion in force)");
    }
    sb.append('\n');
    for (String id : constructions) {
      Construction c = byId(id);
      sb.append("; unsat by construction: ").append(id);
      if (c != null) {
        sb.append(" - ").append(c.summary());
      }
      sb.append('\n');
    }
    sb.append("; regenerate: assay generate --seed ")
        .append(Long.toUnsignedString(seed))
        .append(" --first ")
        .append(index)
        .append(" --count 1 ")
        .append(regenerateFlags)
        .append('\n');
    sb.append(Printer.print(script));
    if (witness() != null) {
      sb.append(WitnessComment.format(plantedLines));
    }
    return sb.toString();
  }

  private static Construction byId(String id) {
    for (Construction c : Construction.values()) {
      if (c.id().equals(id)) {
        return c;
      }
    }
    return null;
  }
}
