package dev.assay.solver;

import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Enforces session deadlines from one daemon thread that looks every few milliseconds. Cheaper per
 * query than scheduling and cancelling a timer task, which matters when a session answers thousands
 * of small queries a second; the kill itself runs on an I/O thread so one slow kill (grace period)
 * never delays another session's deadline.
 */
final class Watchdog {
  /** Something with a deadline that can be expired. */
  interface Guarded {
    /** The deadline in {@link System#nanoTime()} terms, or 0 for none. */
    long deadlineNanos();

    /** Called once when the deadline has passed; must not block for long. */
    void expire();
  }

  private static final long PERIOD_MILLIS = 5;
  private static final CopyOnWriteArrayList<Guarded> GUARDED = new CopyOnWriteArrayList<>();

  static {
    Thread t = new Thread(Watchdog::loop, "assay-watchdog");
    t.setDaemon(true);
    t.start();
  }

  private Watchdog() {}

  static void register(Guarded g) {
    GUARDED.add(g);
  }

  static void unregister(Guarded g) {
    GUARDED.remove(g);
  }

  private static void loop() {
    while (true) {
      try {
        Thread.sleep(PERIOD_MILLIS);
      } catch (InterruptedException e) {
        return;
      }
      long now = System.nanoTime();
      for (Guarded g : GUARDED) {
        long d = g.deadlineNanos();
        if (d != 0 && now - d >= 0) {
          g.expire();
        }
      }
    }
  }
}
