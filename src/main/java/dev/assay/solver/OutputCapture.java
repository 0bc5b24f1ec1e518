package dev.assay.solver;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Drains one output stream of a solver on its own thread, keeping at most {@code cap} bytes from
 * the start and counting the rest, so that a solver printing a gigabyte neither blocks on a full
 * pipe nor fills Assay's memory.
 */
final class OutputCapture implements Runnable {
  private final InputStream in;
  private final int cap;
  private final CountDownLatch done = new CountDownLatch(1);
  private byte[] kept = new byte[256];
  private int keptLength;
  private long total;

  OutputCapture(InputStream in, int cap) {
    this.in = in;
    this.cap = cap;
  }

  @Override
  public void run() {
    byte[] buf = new byte[65536];
    try {
      int n;
      while ((n = in.read(buf)) > 0) {
        append(buf, n);
      }
    } catch (IOException e) {
      // The stream was closed under us (process killed): what we have is the output.
    } finally {
      try {
        in.close();
      } catch (IOException e) {
        // Nothing more to read either way.
      }
      done.countDown();
    }
  }

  private synchronized void append(byte[] buf, int n) {
    total += n;
    int room = cap - keptLength;
    if (room <= 0) {
      return;
    }
    int take = Math.min(room, n);
    if (keptLength + take > kept.length) {
      kept = Arrays.copyOf(kept, Math.min(cap, Math.max(kept.length * 2, keptLength + take)));
    }
    System.arraycopy(buf, 0, kept, keptLength, take);
    keptLength += take;
  }

  /** Waits until the stream ended (all writers gone), at most {@code millis}. */
  boolean await(long millis) throws InterruptedException {
    return done.await(millis, TimeUnit.MILLISECONDS);
  }

  /** The kept start of the output, decoded as UTF-8. */
  synchronized String text() {
    return new String(kept, 0, keptLength, StandardCharsets.UTF_8);
  }

  /** All bytes seen so far. */
  synchronized long total() {
    return total;
  }

  /** The kept text so far, forgetting it (for sessions, where stderr is taken per query). */
  synchronized String take() {
    String s = text();
    keptLength = 0;
    total = 0;
    return s;
  }
}
