package dev.assay.cli;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/** Reads durations such as {@code 40s}, {@code 10m}, {@code 2h}, {@code 1h30m}, {@code 90}. */
final class Durations implements CommandLine.ITypeConverter<Duration> {
  private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h|d)");

  @Override
  public Duration convert(String value) {
    return parse(value);
  }

  /** Seconds as a user writes them: {@code 10}, {@code 2.5}. */
  static String seconds(double s) {
    return java.math.BigDecimal.valueOf(s).stripTrailingZeros().toPlainString();
  }

  /** Seconds as options give them ({@code --timeout 2.5}), to the millisecond. */
  static Duration fromSeconds(double s) {
    return Duration.ofMillis(Math.round(s * 1000));
  }

  static Duration parse(String value) {
    String v = value.strip().toLowerCase(Locale.ROOT);
    if (v.matches("\\d+(\\.\\d+)?")) {
      return fromSeconds(Double.parseDouble(v));
    }
    Matcher m = PART.matcher(v);
    long millis = 0;
    int at = 0;
    while (at < v.length() && m.find(at) && m.start() == at) {
      double n = Double.parseDouble(m.group(1));
      long unit =
          switch (m.group(2)) {
            case "ms" -> 1;
            case "s" -> 1000;
            case "m" -> 60_000;
            case "h" -> 3_600_000;
            default -> 86_400_000;
          };
      millis += Math.round(n * unit);
      at = m.end();
    }
    if (at != v.length() || v.isEmpty() || millis <= 0) {
      throw new CommandLine.TypeConversionException(
          "'" + value + "' is not a duration (examples: 40s, 10m, 2h, 1h30m)");
    }
    return Duration.ofMillis(millis);
  }
}
