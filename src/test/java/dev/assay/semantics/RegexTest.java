package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.SmtString;
import org.junit.jupiter.api.Test;

class RegexTest {
  private static Regex lit(String s) {
    return Regex.ofString(SmtString.fromJava(s));
  }

  private final RegexMatcher m = new RegexMatcher();

  @Test
  void smartConstructors_normaliseUnionsAndIntersections() {
    Regex a = lit("a");
    Regex b = lit("b");
    assertThat(Regex.union(a, b)).isEqualTo(Regex.union(b, a));
    assertThat(Regex.union(a, Regex.union(b, a))).isEqualTo(Regex.union(a, b));
    assertThat(Regex.union(a, Regex.NONE)).isEqualTo(a);
    assertThat(Regex.union(a, Regex.ALL)).isEqualTo(Regex.ALL);
    assertThat(Regex.inter(a, Regex.ALL)).isEqualTo(a);
    assertThat(Regex.inter(a, Regex.NONE)).isEqualTo(Regex.NONE);
    assertThat(Regex.inter(a, b)).isEqualTo(Regex.NONE);
    assertThat(Regex.comp(Regex.comp(a))).isEqualTo(a);
    assertThat(Regex.star(Regex.star(a))).isEqualTo(Regex.star(a));
    assertThat(Regex.concat(Regex.EPSILON, a, Regex.EPSILON)).isEqualTo(a);
    assertThat(Regex.concat(a, Regex.NONE)).isEqualTo(Regex.NONE);
  }

  @Test
  void loop_coversBoundsAndNullableBodies() {
    Regex optA = Regex.opt(lit("a"));
    Regex loop = Regex.loop(optA, 2, 3); // (a?){2,3} = a{0,3}
    assertThat(m.matches(loop, SmtString.fromJava(""))).isTrue();
    assertThat(m.matches(loop, SmtString.fromJava("aaa"))).isTrue();
    assertThat(m.matches(loop, SmtString.fromJava("aaaa"))).isFalse();
    assertThat(Regex.loop(lit("a"), 3, 2)).isEqualTo(Regex.NONE);
  }

  @Test
  void complementOfIntersection_matchesByDerivatives() {
    // strings over {a,b} with no "aa" and even length, via complement
    Regex ab = Regex.chars(CharSet.range('a', 'b'));
    Regex noAa = Regex.comp(Regex.concat(Regex.ALL, lit("aa"), Regex.ALL));
    Regex even = Regex.star(Regex.concat(ab, ab));
    Regex r = Regex.inter(noAa, even, Regex.star(ab));
    assertThat(m.matches(r, SmtString.fromJava("abba"))).isTrue();
    assertThat(m.matches(r, SmtString.fromJava("aaba"))).isFalse();
    assertThat(m.matches(r, SmtString.fromJava("aba"))).isFalse();
    assertThat(m.matches(r, SmtString.fromJava("abca"))).isFalse();
  }

  @Test
  void equivalence_decidesLanguageEquality() {
    Regex a = lit("a");
    assertThat(m.equivalent(Regex.star(a), Regex.union(Regex.EPSILON, Regex.plus(a)), 1000))
        .isTrue();
    assertThat(m.equivalent(Regex.concat(Regex.star(a), Regex.star(a)), Regex.star(a), 1000))
        .isTrue();
    assertThat(m.equivalent(Regex.plus(a), Regex.star(a), 1000)).isFalse();
    assertThat(m.equivalent(Regex.comp(Regex.NONE), Regex.ALL, 1000)).isTrue();
    assertThat(m.equivalent(Regex.chars(CharSet.range(0, 0x2FFFF)), Regex.ALLCHAR, 10)).isTrue();
  }

  @Test
  void leftmostShortest_prefersLeftmostThenShortest() {
    Regex r = Regex.union(lit("bc"), lit("b"), lit("abcd"));
    assertThat(m.leftmostShortest(r, SmtString.fromJava("xabcd"), 0, true)).containsExactly(1, 5);
    assertThat(m.leftmostShortest(Regex.star(lit("b")), SmtString.fromJava("abc"), 0, false))
        .containsExactly(0, 0);
    assertThat(m.leftmostShortest(Regex.star(lit("b")), SmtString.fromJava("abc"), 0, true))
        .containsExactly(1, 2);
  }

  @Test
  void charSet_operations() {
    CharSet s = CharSet.range('a', 'f').union(CharSet.range('d', 'k')).union(CharSet.of('m'));
    assertThat(s.rangeCount()).isEqualTo(2);
    assertThat(s.contains('k')).isTrue();
    assertThat(s.contains('l')).isFalse();
    assertThat(s.complement().complement()).isEqualTo(s);
    assertThat(s.intersect(CharSet.range('j', 'z')))
        .isEqualTo(CharSet.range('j', 'k').union(CharSet.of('m')));
    assertThat(CharSet.ALL.complement().isEmpty()).isTrue();
  }
}
