package dev.assay.smtlib;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** Reads S-expressions (option values, attribute values, unknown commands, solver output). */
final class SExprReader {
  private SExprReader() {}

  /** One S-expression, read with an explicit stack. */
  static SExpr read(Lexer lx) {
    Deque<List<SExpr>> stack = new ArrayDeque<>();
    while (true) {
      SExpr done;
      switch (lx.kind) {
        case LPAREN -> {
          stack.push(new ArrayList<>());
          lx.next();
          continue;
        }
        case RPAREN -> {
          if (stack.isEmpty()) {
            throw lx.errorHere("unexpected ')'");
          }
          done = new SExpr.SList(stack.pop());
          lx.next();
        }
        case EOF -> throw lx.errorHere("unexpected end of input in an S-expression");
        default -> {
          done = new SExpr.Atom(lx.tokenText());
          lx.next();
        }
      }
      if (stack.isEmpty()) {
        return done;
      }
      stack.peek().add(done);
    }
  }
}
