package dev.assay.campaign;

import dev.assay.core.Verdict;
import dev.assay.oracle.RunResult;
import dev.assay.solver.Outcome;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What makes two failing runs the same problem, as one line: the verdict kind, the solver, and the
 * problem's fingerprint. A crash is fingerprinted by its normalised message (the assertion or fatal
 * line the solver printed, with numbers, addresses and quoted text blanked); a soundness finding by
 * the canonical hash of its reduced input and the options it needs (when it could not be reduced,
 * by what the technique says groups it, else by its own canonical hash); an incompleteness by what
 * the technique says it is about; anything else by its normalised detail.
 */
public final class Signatures {
  private static final List<Pattern> CRASH_LINES =
      List.of(
          Pattern.compile("(?i).*(assert|assertion|violation|fatal|unreachable|terminate).*"),
          Pattern.compile("(?i).*(exception|error:|segmentation|abort|panic).*"));

  private Signatures() {}

  /** A finding's id: the first 12 hex digits of its signature's SHA-256. */
  public static String findingId(String signature) {
    return CanonicalForm.sha256(signature).substring(0, 12);
  }

  /**
   * The signature of a failing run. {@code inputFingerprint} is the canonical hash of the reduced
   * input and the minimal options, used for soundness findings; null when there is none.
   */
  public static String of(RunResult r, String inputFingerprint) {
    Verdict v = r.verdict();
    String head = v.label() + "|" + r.solver().name() + "|";
    if (v.is(Verdict.Kind.CRASH)) {
      return head + crashMessage(r.outcome(), v.detail());
    }
    if (v.kind().isSoundness() && inputFingerprint != null) {
      return head + inputFingerprint;
    }
    if (!r.signatureHint().isEmpty()) {
      return head + r.signatureHint();
    }
    if (v.kind().isSoundness()) {
      // Not reduced (no solver could confirm the expected status of smaller inputs): only the
      // same input is known to be the same problem.
      return head + "unreduced " + CanonicalForm.hash(r.testCase().script());
    }
    return head + normalise(v.detail());
  }

  /**
   * A crash's message, normalised: the problematic frame of a JVM's fatal-error report, else the
   * first line of the solver's output that names an assertion, a fatal failure or an exception
   * (else the cause Assay saw, e.g. "killed by signal 11").
   */
  public static String crashMessage(Outcome o, String cause) {
    String text = "";
    if (o.execution() != null) {
      text = o.execution().stderr() + "\n" + o.execution().stdout();
    }
    // A JVM's fatal-error report (a worker's native solver crashed) has the same first lines for
    // every crash; the frame it names says where.
    List<String> lines = text.lines().toList();
    int frame = lines.indexOf("# Problematic frame:");
    if (frame >= 0 && frame + 1 < lines.size()) {
      return normalise(lines.get(frame + 1).replaceFirst("^#\\s*", ""));
    }
    for (Pattern p : CRASH_LINES) {
      for (String line : lines) {
        String l = line.strip();
        if (!l.isEmpty() && p.matcher(l).matches()) {
          return normalise(l);
        }
      }
    }
    return normalise(cause);
  }

  /**
   * A message with numbers, addresses, paths and quoted text blanked, so one bug gives one line.
   */
  public static String normalise(String detail) {
    String s =
        detail
            .replaceAll("\"[^\"]*\"", "\"…\"")
            .replaceAll("0x[0-9a-fA-F]+", "ADDR")
            .replaceAll("(/[\\w.+-]+)+/", "")
            .replaceAll("\\d+", "N")
            .replaceAll("\\s+", " ")
            .strip()
            .toLowerCase(Locale.ROOT);
    return s.length() > 160 ? s.substring(0, 160) : s;
  }
}
