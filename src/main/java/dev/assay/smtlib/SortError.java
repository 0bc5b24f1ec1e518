package dev.assay.smtlib;

/**
 * An ill-sorted term or an unknown symbol, found by the sort checker. Carries no position: the
 * reader and {@link SortChecker} add where it happened and turn it into an {@link
 * dev.assay.core.InputError}.
 */
public final class SortError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public SortError(String message) {
    super(message, null, false, false);
  }
}
