package dev.assay.campaign;

/** What a command does when its run folder already holds a run. */
public enum ExistingRun {
  /** Stop with a one-line error and change nothing: a folder the user named is never lost. */
  REFUSE,
  /** Start over in it (a default folder that every run of a command reuses). */
  REPLACE,
  /** Continue it: run only what its journal does not hold yet. */
  RESUME
}
