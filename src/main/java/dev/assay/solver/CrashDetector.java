package dev.assay.solver;

import java.util.List;

/**
 * Tells a crash from an ordinary end: death by a signal Assay did not send, or one of the messages
 * solvers print when an internal check fails. Each signature is a row with a stable id so reports
 * can group crashes by kind.
 */
public final class CrashDetector {
  /** One message that marks an internal failure, where it comes from, and a one-line label. */
  public record Signature(String id, String text, String origin) {}

  /** The known signatures, searched in this order in stderr then stdout. */
  public static final List<Signature> SIGNATURES =
      List.of(
          new Signature("ASSERTION_VIOLATION", "ASSERTION VIOLATION", "z3 debug-build assertion"),
          new Signature("UNREACHABLE", "UNREACHABLE CODE WAS REACHED", "z3 UNREACHABLE()"),
          new Signature("C_ASSERT", "Assertion `", "C/C++ assert() (glibc)"),
          new Signature("FATAL_FAILURE", "Fatal failure within", "cvc4/cvc5 internal check"),
          new Signature("INTERNAL_ERROR", "Internal error", "cvc4/cvc5/yices internal error"),
          new Signature(
              "UNCAUGHT_CXX", "terminate called after throwing", "uncaught C++ exception"),
          new Signature("UNCAUGHT_JAVA", "Exception in thread \"", "uncaught JVM exception"),
          // The bundled Z3 worker's JVM reports a fault in native code (Z3) this way, then exits
          // with status 1 (no signal: it is started without core dumps).
          new Signature(
              "JVM_FATAL",
              "A fatal error has been detected by the Java Runtime Environment",
              "JVM fatal error, e.g. a segfault in the bundled Z3"),
          // Z3's WebAssembly build traps or aborts (an assertion, an unreachable instruction,
          // memory out of bounds); its worker reports the RuntimeError and exits.
          new Signature(
              "WASM_TRAP", "z3-wasm: RuntimeError", "WebAssembly trap or abort (z3-wasm)"),
          new Signature("SEGFAULT_TEXT", "Segmentation fault", "segfault reported as text"),
          new Signature("STACK_OVERFLOW", "StackOverflowError", "JVM stack overflow"));

  private CrashDetector() {}

  /**
   * Why this run counts as a crash, in one line, or null when it does not.
   *
   * @param signal the signal that ended the process (null if none)
   * @param killedByAssay whether Assay sent that signal (timeout or cleanup)
   */
  public static String cause(Integer signal, boolean killedByAssay, String stdout, String stderr) {
    if (signal != null && !killedByAssay) {
      return "killed by signal " + signal + signalName(signal);
    }
    for (Signature s : SIGNATURES) {
      String line = lineWith(stderr, s.text());
      if (line == null) {
        line = lineWith(stdout, s.text());
      }
      if (line != null) {
        return s.id() + ": " + line;
      }
    }
    return null;
  }

  private static String lineWith(String text, String needle) {
    int i = text.indexOf(needle);
    if (i < 0) {
      return null;
    }
    int start = text.lastIndexOf('\n', i) + 1;
    int end = text.indexOf('\n', i);
    String line = text.substring(start, end < 0 ? text.length() : end).strip();
    return line.length() > 200 ? line.substring(0, 200) + "..." : line;
  }

  private static String signalName(int signal) {
    switch (signal) {
      case 4:
        return " (SIGILL)";
      case 6:
        return " (SIGABRT)";
      case 7:
        return " (SIGBUS)";
      case 8:
        return " (SIGFPE)";
      case 9:
        return " (SIGKILL)";
      case 11:
        return " (SIGSEGV)";
      case 15:
        return " (SIGTERM)";
      default:
        return "";
    }
  }
}
