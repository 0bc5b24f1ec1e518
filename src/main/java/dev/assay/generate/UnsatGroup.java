package dev.assay.generate;

import dev.assay.smtlib.Term;
import java.util.List;

/**
 * Assertions that together have no model: pieces true under the planted model, and a killer that
 * contradicts them (see {@link Construction}). Without its killer, a group is satisfied by the
 * planted model.
 */
record UnsatGroup(Construction construction, List<Term> pieces, Term killer) {
  UnsatGroup {
    pieces = List.copyOf(pieces);
  }
}
