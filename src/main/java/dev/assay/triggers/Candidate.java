package dev.assay.triggers;

import dev.assay.smtlib.Sort;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A candidate triggering term (Alg. 3): the dummy function's arguments and the fresh constants they
 * use (values of uninterpreted sorts the model does not tie to an input constant).
 *
 * @param args the arguments, without duplicates
 * @param fresh fresh constants: name → sort, in order of first use
 * @param origin how it was made, for {@code --explain}
 */
record Candidate(List<TriggerArg> args, Map<String, Sort> fresh, String origin) {
  Candidate {
    args = List.copyOf(args);
    fresh = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(fresh));
  }

  String key() {
    StringBuilder sb = new StringBuilder();
    for (TriggerArg a : args) {
      sb.append(a.text()).append(' ');
    }
    return sb.toString();
  }
}
