package dev.assay.horn;

import dev.assay.core.ExpectedStatus;
import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Signature;

/**
 * A mutant's CHC view with the seed's signature: what the mutations read. {@code expected} is the
 * status the seed had on the solver under test ({@code UNKNOWN} when there is none): the weakening
 * group needs it to know which way it may change the system; the other groups keep the status
 * whatever it is.
 */
public record HornContext(ChcSystem system, Signature signature, ExpectedStatus expected) {

  /** A context without a known status (no weakening or strengthening is offered). */
  public HornContext(ChcSystem system, Signature signature) {
    this(system, signature, ExpectedStatus.UNKNOWN);
  }
}
