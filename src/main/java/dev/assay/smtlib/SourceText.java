package dev.assay.smtlib;

import dev.assay.core.InputError;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads SMT-LIB source files as strict UTF-8; bad bytes are a positioned {@link InputError}. */
public final class SourceText {
  private SourceText() {}

  /** The text of {@code file}; a missing file or invalid UTF-8 is an {@link InputError}. */
  public static String read(Path file) throws IOException {
    byte[] bytes;
    try {
      if (!Files.isRegularFile(file)) {
        throw new InputError(file.toString(), 0, 0, "no such file");
      }
      bytes = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new InputError(file.toString(), 0, 0, "no such file");
    }
    return decode(bytes, file.toString());
  }

  /** Decodes UTF-8, reporting the line and column of the first invalid byte. */
  public static String decode(byte[] bytes, String source) {
    CharsetDecoder dec =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    CoderResult r = dec.decode(in, out, true);
    if (r.isError()) {
      int bad = in.position();
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < bad; i++) {
        if (bytes[i] == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      throw new InputError(source, line, bad - lineStart + 1, "invalid UTF-8 byte sequence");
    }
    dec.flush(out);
    out.flip();
    return out.toString();
  }
}
