package dev.assay.core;

import java.util.Locale;

/** The names enums are shown and read by: their constants' names in lower-case words. */
public final class EnumLabels {
  private EnumLabels() {}

  /** The constant's name in kebab case: {@code WRONG_STATUS} is {@code wrong-status}. */
  public static String kebab(Enum<?> constant) {
    return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
