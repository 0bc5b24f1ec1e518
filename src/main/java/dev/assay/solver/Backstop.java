package dev.assay.solver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The wrapper that lets the operating system, not Assay, end a solver that Assay can no longer end
 * itself: {@code setpriv --pdeathsig TERM -- timeout --kill-after=G D solver...}.
 *
 * <ul>
 *   <li>{@code timeout} (coreutils) makes itself the leader of a new process group, runs the solver
 *       as its child, and at {@code D} sends SIGTERM to the whole group, then SIGKILL {@code G}
 *       later. {@code D} is the query's time limit plus the grace period in fresh-state mode (Assay
 *       kills at the limit itself, so this only acts when Assay cannot), and none for a session,
 *       which answers many queries.
 *   <li>{@code setpriv --pdeathsig TERM} (util-linux) asks the kernel to send {@code timeout} a
 *       SIGTERM when its parent dies; {@code timeout} passes it on to the group and escalates to
 *       SIGKILL after {@code G}, so a SIGKILL of Assay ends every solver within {@code G}, in every
 *       mode. The kernel's "parent" is the thread that started the process, so {@link Launcher}
 *       starts every solver from one thread that lives as long as Assay.
 * </ul>
 *
 * <p>Both are in the essential packages of Debian and Ubuntu. Where {@code timeout} is missing, the
 * solver only gets a process group of its own (a Perl one-liner, or {@code setsid}) and nothing
 * outlives a kill of Assay but what the solver's own limit flag bounds; where {@code setpriv} is
 * missing, the time limit still holds but a session outlives a killed Assay until its input closes.
 */
final class Backstop {
  /**
   * Perl: become a process-group leader, then exec the arguments. The block form of exec never
   * involves a shell, whatever the arguments contain.
   */
  private static final String SETPGRP =
      "setpgrp(0, 0); exec { $ARGV[0] } @ARGV; die \"exec $ARGV[0]: $!\\n\";";

  /** {@code timeout --kill-after=0} would never send SIGKILL; this is the least it gets. */
  private static final Duration LEAST_KILL_AFTER = Duration.ofMillis(100);

  private final String setpriv;
  private final String timeout;
  private final List<String> groupOnly;

  private Backstop(String setpriv, String timeout, List<String> groupOnly) {
    this.setpriv = setpriv;
    this.timeout = timeout;
    this.groupOnly = groupOnly;
  }

  /** The backstop this machine allows, from the programs on PATH. */
  static Backstop find() {
    String timeout = Executables.onPath("timeout");
    String setpriv = timeout == null ? null : Executables.onPath("setpriv");
    List<String> groupOnly = List.of();
    if (timeout == null) {
      // Java cannot call setpgid; Perl comes before setsid because a new session also puts the
      // solver into its own scheduler autogroup on Linux, which halved a z3 session's throughput
      // on a busy machine (bench/SolverThroughput.java); a new group in Assay's session does not.
      String perl = Executables.onPath("perl");
      String setsid = Executables.onPath("setsid");
      groupOnly =
          perl != null
              ? List.of(perl, "-e", SETPGRP)
              : setsid != null ? List.of(setsid) : List.of();
    }
    return new Backstop(setpriv, timeout, groupOnly);
  }

  /** Whether the started process is a supervisor whose child is the solver (else the solver). */
  boolean forks() {
    return timeout != null;
  }

  /** Whether the started process leads a process group of its own. */
  boolean groupLeader() {
    return timeout != null || !groupOnly.isEmpty();
  }

  /** Whether the operating system ends the solver when Assay dies. */
  boolean endsWithAssay() {
    return setpriv != null && timeout != null;
  }

  /**
   * The words before the solver's own command line.
   *
   * @param lifetime when the operating system ends the run, counted from its start; null for never
   *     (a session), which still ends when Assay dies
   * @param grace how long after SIGTERM the group gets SIGKILL
   */
  List<String> prefix(Duration lifetime, Duration grace) {
    if (timeout == null) {
      return groupOnly;
    }
    List<String> words = new ArrayList<>();
    if (setpriv != null) {
      words.addAll(List.of(setpriv, "--pdeathsig", "TERM", "--"));
    }
    Duration killAfter = grace.compareTo(LEAST_KILL_AFTER) < 0 ? LEAST_KILL_AFTER : grace;
    words.add(timeout);
    words.add("--kill-after=" + seconds(killAfter));
    words.add(lifetime == null ? "0" : seconds(lifetime)); // 0: no time limit
    return words;
  }

  private static String seconds(Duration d) {
    return String.format(Locale.ROOT, "%.3fs", d.toMillis() / 1000.0);
  }
}
