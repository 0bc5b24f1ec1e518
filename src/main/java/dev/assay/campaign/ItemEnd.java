package dev.assay.campaign;

import java.io.Serializable;

/**
 * How an item ended on its worker.
 *
 * @param item the item
 * @param complete whether every case ran (false: a stop cut it short, and it runs again on resume)
 * @param statistics the item's statistics as JSON text, or null
 * @param toolFailure a failure of Assay's own code that ended the item, in one line, or null (the
 *     item then counts as finished: running it again would fail again)
 * @param solverNanos the summed wall-clock time of the item's solver runs
 */
public record ItemEnd(
    long item, boolean complete, String statistics, String toolFailure, long solverNanos)
    implements Serializable {}
