package dev.assay.horn;

import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Script;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A member of a seed group: the script, the chain of steps that made it from the seed, and the
 * solver parameters the chain set (name → value, in the order they were set). The seed itself is
 * the mutant with an empty chain.
 */
public record Mutant(Script script, List<MutationStep> chain, Map<String, String> params) {

  public Mutant {
    chain = List.copyOf(chain);
    params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
  }

  /** The seed as the start of a chain. */
  public static Mutant seed(Script script) {
    return new Mutant(script, List.of(), Map.of());
  }

  /** The CHC view of the script. */
  public ChcSystem system() {
    return ChcSystem.of(script);
  }

  /** This mutant changed by {@code step} into {@code newScript}. */
  public Mutant then(MutationStep step, Script newScript) {
    List<MutationStep> c = new ArrayList<>(chain);
    c.add(step);
    return new Mutant(newScript, c, params);
  }

  /** This mutant with parameter {@code name} set to {@code value} by {@code step}. */
  public Mutant withParam(MutationStep step, String name, String value) {
    List<MutationStep> c = new ArrayList<>(chain);
    c.add(step);
    Map<String, String> p = new LinkedHashMap<>(params);
    p.put(name, value);
    return new Mutant(script, c, p);
  }

  /** A bug test on a mutant (the reducers keep it true). */
  @FunctionalInterface
  public interface Test {
    boolean stillFails(Mutant mutant) throws java.io.IOException, InterruptedException;
  }

  /** The parameters as solver options, {@code name=value} as z3's command line takes them. */
  public List<String> options() {
    List<String> r = new ArrayList<>();
    params.forEach((k, v) -> r.add(k + "=" + v));
    return r;
  }
}
