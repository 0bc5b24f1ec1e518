package dev.assay.campaign;

import java.io.Serializable;
import java.util.List;

/**
 * One case's runs on every solver of the campaign, in solver order, ready to be recorded.
 *
 * @param item the item that made the case
 * @param seq the case's position in its item
 */
public record PreparedCase(long item, int seq, List<PreparedRun> runs) implements Serializable {
  public PreparedCase {
    runs = List.copyOf(runs);
  }
}
