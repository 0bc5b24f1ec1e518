package dev.assay.smtlib;

import dev.assay.core.InputError;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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
    byte[] bytes = readBytes(file);
    return decode(bytes, file.toString());
  }

  /**
   * The raw bytes of {@code file}, not yet checked to be UTF-8 (for {@link
   * Parser#readScript(byte[], String)}, which checks them); a missing file is an {@link
   * InputError}.
   */
  public static byte[] readBytes(Path file) throws IOException {
    try {
      if (!Files.isRegularFile(file)) {
        throw new InputError(file.toString(), 0, 0, "no such file");
      }
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new InputError(file.toString(), 0, 0, "no such file");
    }
  }

  /** Decodes UTF-8, reporting the line and column of the first invalid byte. */
  public static String decode(byte[] bytes, String source) {
    CharsetDecoder dec = strictDecoder();
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    CoderResult r = dec.decode(in, out, true);
    if (r.isError()) {
      throw invalidByte(bytes, in.position(), source);
    }
    dec.flush(out);
    out.flip();
    return out.toString();
  }

  /**
   * Checks that {@code bytes} are strict UTF-8, with the same error as {@link #decode} but without
   * building the text. Benchmark files are nearly all ASCII, so the decoder only sees the part from
   * the first non-ASCII byte on, through a small reused buffer.
   */
  public static void checkUtf8(byte[] bytes, String source) {
    int first = asciiPrefix(bytes);
    if (first == bytes.length) {
      return;
    }
    CharsetDecoder dec = strictDecoder();
    ByteBuffer in = ByteBuffer.wrap(bytes, first, bytes.length - first);
    CharBuffer out = CharBuffer.allocate(8192);
    while (true) {
      CoderResult r = dec.decode(in, out, true);
      if (r.isError()) {
        throw invalidByte(bytes, in.position(), source);
      }
      if (r.isUnderflow()) {
        return;
      }
      out.clear(); // overflow: only validity matters, the chars are dropped
    }
  }

  /**
   * Reads eight bytes at a time, as a long: in the quick JIT the launcher uses for parse (no C2
   * intrinsics), a byte loop over 20 MB is several times slower.
   */
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** Length of the longest prefix of ASCII bytes. */
  private static int asciiPrefix(byte[] bytes) {
    int i = 0;
    for (int n = bytes.length - 7; i < n; i += 8) {
      if (((long) LONGS.get(bytes, i) & 0x8080808080808080L) != 0) {
        break;
      }
    }
    while (i < bytes.length && bytes[i] >= 0) {
      i++;
    }
    return i;
  }

  private static CharsetDecoder strictDecoder() {
    return StandardCharsets.UTF_8
        .newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
  }

  /** The error for an invalid byte at {@code bad}: its line, and its column counted in bytes. */
  private static InputError invalidByte(byte[] bytes, int bad, String source) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < bad; i++) {
      if (bytes[i] == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return new InputError(source, line, bad - lineStart + 1, "invalid UTF-8 byte sequence");
  }
}
