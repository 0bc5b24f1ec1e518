package dev.assay.campaign;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Names new campaigns: the command, the local start time and a short digest of the run folder, the
 * time to the nanosecond and the process, so that campaigns started at once on several machines
 * into one store get different ids. Ids only name campaigns; nothing random decides a test case.
 */
final class CampaignIds {
  private CampaignIds() {}

  static String next(String command, java.nio.file.Path runDir) {
    String when = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
    String salt =
        runDir.toAbsolutePath().normalize()
            + "|"
            + System.nanoTime()
            + "|"
            + ProcessHandle.current().pid()
            + "|"
            + System.identityHashCode(runDir);
    return command + "-" + when + "-" + CanonicalForm.sha256(salt).substring(0, 8);
  }
}
