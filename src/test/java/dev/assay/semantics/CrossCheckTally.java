package dev.assay.semantics;

/** The counts of one kind of cross-check over all its batches, for the summary line. */
final class CrossCheckTally {
  long compared;
  long unspecified;
  long noValue;
  long crashes;
  long disagreements;

  /** One line: what was compared against which solver, and how it went. */
  String summary(String what) {
    return String.format(
        "%s: %d terms compared, %d unspecified by the standard, %d without a literal value, %d"
            + " solver crashes, %d disagreements",
        what, compared, unspecified, noValue, crashes, disagreements);
  }
}
