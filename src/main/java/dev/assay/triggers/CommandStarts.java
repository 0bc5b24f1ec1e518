package dev.assay.triggers;

/**
 * The line on which each top-level command of a script starts, read from the file's bytes with the
 * lexical rules of SMT-LIB (comments, string literals, quoted symbols), so that reports can say
 * "assertion at line 12" although terms carry no positions.
 */
final class CommandStarts {
  private CommandStarts() {}

  /** The 1-based start line of each top-level parenthesised item, in order. */
  static int[] lines(byte[] text) {
    int[] out = new int[16];
    int count = 0;
    int line = 1;
    int depth = 0;
    int n = text.length;
    for (int i = 0; i < n; i++) {
      byte c = text[i];
      if (c == '\n') {
        line++;
      } else if (c == ';') {
        while (i + 1 < n && text[i + 1] != '\n') {
          i++;
        }
      } else if (c == '"') {
        i++;
        while (i < n) {
          if (text[i] == '\n') {
            line++;
          }
          if (text[i] == '"') {
            if (i + 1 < n && text[i + 1] == '"') {
              i++;
            } else {
              break;
            }
          }
          i++;
        }
      } else if (c == '|') {
        i++;
        while (i < n && text[i] != '|') {
          if (text[i] == '\n') {
            line++;
          }
          i++;
        }
      } else if (c == '(') {
        if (depth == 0) {
          if (count == out.length) {
            out = java.util.Arrays.copyOf(out, count * 2);
          }
          out[count++] = line;
        }
        depth++;
      } else if (c == ')') {
        depth = Math.max(0, depth - 1);
      }
    }
    return java.util.Arrays.copyOf(out, count);
  }
}
