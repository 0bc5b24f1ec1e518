package dev.assay.solver;

import java.time.Duration;
import java.util.List;

/**
 * The facts of one solver run: the exact argument list, how the process ended, times, and the
 * captured (bounded) output.
 *
 * @param command the argument list exactly as started (no shell involved)
 * @param exitCode the exit status when the process exited by itself during the query, else null
 * @param signal the signal that ended the process, else null (inferred from the JVM's 128+n
 *     convention, as a shell would)
 * @param wall wall-clock time of the query
 * @param cpu CPU time of the solver process and its children, sampled while running (a lower bound;
 *     null when the run was too short to sample)
 * @param stdout the start of standard output (at most the capture limit)
 * @param stderr the start of standard error (at most the capture limit)
 * @param stdoutBytes how many bytes the solver wrote to standard output in total
 * @param stderrBytes how many bytes the solver wrote to standard error in total
 * @param leftoverProcesses processes of the solver's tree still running after it ended, which Assay
 *     then killed
 */
public record Execution(
    List<String> command,
    Integer exitCode,
    Integer signal,
    Duration wall,
    Duration cpu,
    String stdout,
    String stderr,
    long stdoutBytes,
    long stderrBytes,
    int leftoverProcesses) {

  public Execution {
    command = List.copyOf(command);
  }

  /** Whether standard output was longer than what was kept. */
  public boolean stdoutTruncated() {
    return stdoutBytes > stdout.length();
  }

  /** The command as one line, each argument quoted for a POSIX shell where needed. */
  public String commandLine() {
    return CommandLines.format(command);
  }
}
