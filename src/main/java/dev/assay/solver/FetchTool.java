package dev.assay.solver;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A package manager (Maven, npm) run to fetch a solver release into the cache: its output goes to a
 * log, it reads no input (it must never wait for an answer), and it gets a time limit. What failed
 * is said by the first telling line of the log, as the tool itself would put it.
 */
final class FetchTool {
  private FetchTool() {}

  /**
   * Runs {@code command} with its output to {@code log}.
   *
   * @param errorPrefix how the tool starts the lines that say what went wrong ({@code [ERROR]})
   * @return null on success, else why not: the first line of the log that starts with {@code
   *     errorPrefix} and says more, without the prefix, or the exit value or the time limit
   */
  static String run(ProcessBuilder command, Path log, long minutes, String errorPrefix)
      throws IOException, InterruptedException {
    Process p =
        command
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .start();
    if (!p.waitFor(minutes, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      return "no result within " + minutes + " minutes";
    }
    if (p.exitValue() == 0) {
      return null;
    }
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      if (line.startsWith(errorPrefix) && !line.strip().equals(errorPrefix)) {
        return line.substring(errorPrefix.length()).strip();
      }
    }
    return "exit value " + p.exitValue();
  }
}
