package dev.assay.campaign;

import java.io.PrintWriter;

/**
 * A one-line progress bar redrawn in place on a terminal: done/total, a bar, findings so far and an
 * estimate of the time left. Silent when the output is not a terminal (logs, pipes, tests).
 */
public final class Progress {
  private static final long REDRAW_NANOS = 100_000_000L;
  private static final int BAR = 30;

  private final PrintWriter out;
  private final boolean enabled;
  private final long total;
  private final long start = System.nanoTime();
  private long done;
  private long findings;
  private long lastDraw;

  private Progress(PrintWriter out, boolean enabled, long total) {
    this.out = out;
    this.enabled = enabled;
    this.total = total;
  }

  /** A bar on {@code out} when Assay runs on a terminal ({@code System.console() != null}). */
  public static Progress forTerminal(PrintWriter out, long total) {
    return new Progress(out, System.console() != null, total);
  }

  /** A bar that never draws. */
  public static Progress silent(long total) {
    return new Progress(null, false, total);
  }

  /** Counts one finished item. */
  public synchronized void advance(boolean finding) {
    done++;
    if (finding) {
      findings++;
    }
    long now = System.nanoTime();
    if (enabled && (now - lastDraw >= REDRAW_NANOS || done == total)) {
      lastDraw = now;
      draw(now);
    }
  }

  private void draw(long now) {
    int filled = total == 0 ? BAR : (int) (BAR * done / total);
    double elapsed = (now - start) / 1e9;
    String eta =
        done == 0 || done == total
            ? ""
            : String.format(" ~%.0fs left", elapsed / done * (total - done));
    out.print(
        "\r["
            + "#".repeat(filled)
            + ".".repeat(BAR - filled)
            + "] "
            + done
            + "/"
            + total
            + "  findings "
            + findings
            + eta
            + "   ");
    out.flush();
  }

  /** Ends the bar's line so later output starts on a fresh line. */
  public synchronized void finish() {
    if (enabled) {
      draw(System.nanoTime());
      out.println();
      out.flush();
    }
  }
}
