package dev.assay.strings;

import java.util.List;
import java.util.Locale;

/** Which flavours of the unsat tests to generate: without patterns, with them, or both. */
public enum PatternMode {
  OFF,
  ON,
  BOTH;

  /** The flavours, "without patterns" first. */
  public List<Boolean> flavours() {
    return switch (this) {
      case OFF -> List.of(false);
      case ON -> List.of(true);
      case BOTH -> List.of(false, true);
    };
  }

  public static PatternMode parse(String text) {
    try {
      return valueOf(text.trim().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--patterns takes on, off or both, not '" + text + "'");
    }
  }
}
