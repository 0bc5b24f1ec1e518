package dev.assay.triggers;

import java.io.IOException;

/**
 * Where results go as they are finished, one per (input, configuration). Written before the next
 * search starts, so that a crash or a kill never loses a finished result.
 */
public interface ResultSink {
  void accept(TriggerResult result) throws IOException;
}
