package dev.assay.campaign;

import java.io.Serializable;
import java.util.List;

/** An item's cases, in order, and how it ended: what a remote worker sends back for one item. */
public record ItemResult(List<PreparedCase> cases, ItemEnd end) implements Serializable {
  public ItemResult {
    cases = List.copyOf(cases);
  }
}
