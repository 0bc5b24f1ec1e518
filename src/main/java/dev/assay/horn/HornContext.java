package dev.assay.horn;

import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Signature;

/** A mutant's CHC view with the seed's signature: what the own mutations read. */
public record HornContext(ChcSystem system, Signature signature) {}
