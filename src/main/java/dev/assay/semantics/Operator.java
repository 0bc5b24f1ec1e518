package dev.assay.semantics;

/**
 * One theory function symbol with its semantics: name, theory, a one-line summary (documented in
 * docs/semantics.md) and the implementation over argument values.
 *
 * <p>A strict operator yields the first {@link Unspecified} argument unchanged; a non-strict one
 * (the Boolean connectives, {@code =}, {@code ite}) sees unspecified arguments itself and absorbs
 * them where the result does not depend on them.
 */
public record Operator(String name, String theory, String summary, boolean strict, Impl impl) {

  /** The semantics of one operator. Argument type errors surface as {@link IllSorted}. */
  @FunctionalInterface
  public interface Impl {
    Value apply(OperatorArgs args);
  }

  /** Applies the operator; ill-sorted arguments give an {@link Unspecified} value. */
  public Value apply(OperatorArgs args) {
    if (strict) {
      for (Value v : args.values()) {
        if (v instanceof Unspecified) {
          return v;
        }
      }
    }
    try {
      return impl.apply(args);
    } catch (IllSorted e) {
      return new Unspecified(Unspecified.Cause.ILL_SORTED, name + ": " + e.getMessage());
    } catch (OperatorArgs.TooLarge e) {
      return new Unspecified(Unspecified.Cause.UNSUPPORTED, name + ": " + e.getMessage());
    }
  }

  /** Thrown by {@link OperatorArgs} when an argument has the wrong kind or count. */
  public static final class IllSorted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    IllSorted(String message) {
      super(message, null, false, false);
    }
  }
}
