package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A log's lines read in place: long lines, line ends, the last line and ids of both forms. */
class LogLinesTest {
  @Test
  void linesLongerThanTheBuffer_crLfAndALastLineWithoutNewline_comeBackWhole() throws Exception {
    String longLine = "[mk-app] #1 f" + " #2".repeat(50_000); // 150 000 chars: past the buffer
    LogLines in = new LogLines(new StringReader("a b\r\n" + longLine + "\n\nlast"));
    List<String> lines = new ArrayList<>();
    while (in.next()) {
      lines.add(in.text());
    }
    assertThat(lines).containsExactly("a b", longLine, "", "last");
  }

  @Test
  void idsAreNumbers_otherTokensGetNegativeIdsOfTheirOwn() throws Exception {
    Map<String, Integer> other = new HashMap<>();
    Map<String, String> names = new HashMap<>();
    LogLines in = new LogLines(new StringReader("[mk-app] #17 f #3 datatype#2 #3 datatype#2 #x"));
    assertThat(in.next()).isTrue();
    in.skip("[mk-app] ".length());
    assertThat(in.id(other)).isEqualTo(17);
    assertThat(in.word(names)).isEqualTo("f");
    int[] args = in.ids(other);
    assertThat(args).hasSize(5);
    assertThat(args[0]).isEqualTo(3);
    assertThat(args[1]).isNegative().isEqualTo(args[3]).isNotEqualTo(args[4]);
    assertThat(args[4]).isNegative().isNotEqualTo(InstanceTrace.NONE);
    assertThat(LogLines.id("datatype#2", other)).isEqualTo(args[1]);
    assertThat(in.id(other)).isEqualTo(InstanceTrace.NONE);
    assertThat(in.next()).isFalse();
  }
}
