package dev.assay.smtlib;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;

/**
 * The reader's record of which theory symbols user declarations shadow at this point of the text
 * ({@link Shadowing}), with the assertion level each began at, so that a {@code pop} ends what its
 * levels began. The same in both reading modes, so that reading with and without sort checking
 * gives the same identifiers.
 */
final class Shadows {
  /** Theory symbols shadowed before the text begins (a signature's, or a script's for a model). */
  private final Set<String> initial;

  /** Called when shadowing begins or ends: sorts cached by name are stale then. */
  private Runnable changed = () -> {};

  /** The names shadowed in the text, with the level each began at, innermost last. */
  private final Deque<Object[]> begun = new ArrayDeque<>();

  /** The assertion level: pushes minus pops (never below 0). */
  private BigInteger level = BigInteger.ZERO;

  Shadows(Set<String> initial) {
    this.initial = Set.copyOf(initial);
  }

  /** Runs {@code listener} whenever shadowing begins or ends. */
  void onChange(Runnable listener) {
    this.changed = listener;
  }

  /** Marks a name entry made for {@code n.text} that the initial declarations shadow. */
  void initialise(NameEntry n) {
    if (!initial.isEmpty() && initial.contains(n.text)) {
      n.shadow = Identifier.of(Shadowing.declaredName(n.text));
    }
  }

  /** From here on, {@code n}'s name means the user's symbol, if it is a theory symbol. */
  void begin(NameEntry n) {
    if (n.shadow == null && TheorySignatures.isTheorySymbol(n.text)) {
      n.shadow = Identifier.of(Shadowing.declaredName(n.text));
      begun.addLast(new Object[] {n, level});
      changed.run();
    }
  }

  void push(BigInteger k) {
    level = level.add(k);
  }

  /** Ends the shadowing begun in the {@code k} innermost levels. */
  void pop(BigInteger k) {
    level = level.compareTo(k) <= 0 ? BigInteger.ZERO : level.subtract(k);
    boolean any = false;
    while (!begun.isEmpty() && ((BigInteger) begun.peekLast()[1]).compareTo(level) > 0) {
      ((NameEntry) begun.removeLast()[0]).shadow = null;
      any = true;
    }
    if (any) {
      changed.run();
    }
  }

  /** Ends all shadowing ({@code reset}). */
  void reset() {
    level = BigInteger.ZERO;
    boolean any = !begun.isEmpty();
    while (!begun.isEmpty()) {
      ((NameEntry) begun.removeLast()[0]).shadow = null;
    }
    if (any) {
      changed.run();
    }
  }
}
