package dev.assay.spark;

import dev.assay.campaign.ItemResult;
import java.io.Serializable;
import java.util.List;

/**
 * The items of one task, in order, as the executor ran them, and the executor's process id (which
 * JVM ran the slice: tests and logs tell the executors apart by it).
 */
public record SliceResult(List<ItemResult> items, long executorPid) implements Serializable {
  public SliceResult {
    items = List.copyOf(items);
  }
}
