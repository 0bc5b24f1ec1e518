package dev.assay.campaign;

import org.flywaydb.core.api.logging.Log;
import org.flywaydb.core.api.logging.LogFactory;

/**
 * Keeps Flyway's progress lines off Assay's output: a command's output is its tables and findings,
 * and tests compare it byte for byte. Flyway's errors still reach the user, as the exception the
 * store turns into a one-line message.
 */
final class QuietFlyway {
  private static final Log SILENT =
      new Log() {
        @Override
        public void debug(String message) {}

        @Override
        public void info(String message) {}

        @Override
        public void warn(String message) {}

        @Override
        public void error(String message) {}

        @Override
        public void error(String message, Exception e) {}

        @Override
        public void notice(String message) {}
      };

  private QuietFlyway() {}

  /** Held so that the configured level is not lost when the logger is collected. */
  private static final java.util.logging.Logger JUL =
      java.util.logging.Logger.getLogger("org.flywaydb");

  static synchronized void silence() {
    LogFactory.setLogCreator(c -> SILENT);
    // Flyway picks its logger from the class path at configuration time; on a plain JVM that is
    // java.util.logging, whose INFO lines go to stderr.
    JUL.setLevel(java.util.logging.Level.SEVERE);
  }
}
