package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.campaign.Store;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code findings list} on a store of four findings in two campaigns: each filter lets through what
 * it names and nothing else, each order sorts as it says, {@code --json} filters and sorts alike;
 * {@code findings show} leads with the reduced input and the command that reproduces it.
 *
 * <pre>
 * id  kind            solver             reduced  first seen  sightings         live
 * A   wrong-status    z3 4.8.12          300      1st         c1: 1, c2: 2      yes
 * B   crash           cvc5 1.0.3         40       2nd         c1: 1             no
 * C   invalid-model   z3 4.8.12          -        3rd         c2: 5             unknown (checked)
 * D   incompleteness  bundled-z3 4.14.1  10       4th         c2: 2             (not checked)
 * </pre>
 */
class FindingsListTest {
  private static final String A = "aaaa00000001";
  private static final String B = "bbbb00000002";
  private static final String C = "cccc00000003";
  private static final String D = "dddd00000004";

  @TempDir Path dir;
  private String url;

  @BeforeEach
  void store() throws IOException {
    url = "jdbc:sqlite:" + dir.resolve("findings.db");
    try (Store s = Store.open(url)) {
      for (String c : List.of("c1", "c2")) {
        s.addCampaign(
            new Store.Campaign(
                c, "check", "/runs/" + c, "[]", "assay check", "", 10, "h", "dev", c),
            List.of());
      }
      add(s, A, "wrong-status", "z3", "4.8.12", "c1", 1, 300, "c1", "c2", "c2");
      add(s, B, "crash", "cvc5", "1.0.3", "c1", 2, 40, "c1");
      add(s, C, "invalid-model", "z3", "4.8.12", "c2", 3, null, "c2", "c2", "c2", "c2", "c2");
      add(s, D, "incompleteness", "bundled-z3", "4.14.1", "c2", 4, 10, "c2", "c2");
      s.setLiveness(A, Store.Live.YES, "z3-wasm@5.2.0", "5.1.0", "wrong-status");
      s.setLiveness(B, Store.Live.NO, "bundled-cvc5", "1.3.2", "ok");
      s.setLiveness(C, Store.Live.UNKNOWN, "z3-wasm@5.2.0", "5.1.0", "timeout");
    }
  }

  /**
   * A finding first seen at second {@code second}, seen once per campaign named in {@code hits}.
   */
  private static void add(
      Store s,
      String id,
      String kind,
      String solver,
      String version,
      String first,
      int second,
      Integer reducedSize,
      String... hits)
      throws IOException {
    String seen = "2026-01-01T00:00:0" + second + ".000Z";
    Store.Finding f =
        new Store.Finding(
            id,
            kind + "|" + solver + "|" + id,
            kind,
            solver,
            version,
            first,
            seen,
            "case-" + id + ".smt2",
            null,
            "unsat",
            "sat",
            "expected unsat, got sat",
            "the file's (set-info :status ...)",
            "[\"" + solver + "\",\"input.smt2\"]",
            "[]",
            "(assert true)\n(check-sat)\n",
            reducedSize == null ? null : "; reduced " + id + "\n(check-sat)\n",
            reducedSize,
            reducedSize == null ? "not reduced" : "reduced in 3 solver runs");
    for (int i = 0; i < hits.length; i++) {
      s.addFinding(
          f, new Store.Hit(id, hits[i], "case-" + i + ".smt2", solver, version, i, null, seen));
    }
  }

  private ParseCommandTest.Result list(String... options) {
    List<String> args = new ArrayList<>(List.of("findings", "list", "--store", url));
    args.addAll(List.of(options));
    return ParseCommandTest.run(args.toArray(String[]::new));
  }

  /** The ids of the listing's rows, in order. */
  private List<String> ids(String... options) {
    ParseCommandTest.Result r = list(options);
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile("(?m)^\\{?\"?(?:id\":\")?([a-d]{4}0{7}\\d)").matcher(r.out());
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  @Test
  void withoutFilters_listsEveryFindingOldestFirstInATable() {
    ParseCommandTest.Result r = list();
    assertThat(ids()).containsExactly(A, B, C, D);
    assertThat(r.out().lines().findFirst().orElseThrow())
        .matches("id +kind +solver +live +input +reduced +first seen +count +new");
    assertThat(r.out())
        .containsPattern(A + " +wrong-status +z3 4\\.8\\.12 +yes +case-" + A + "\\.smt2 +300 ")
        .containsPattern(C + " .* unknown .* - +2026-01-01 00:00:03 +5 +-")
        .contains("4 findings listed from " + url);
  }

  @Test
  void solver_listsThatSolversFindingsOnly() {
    assertThat(ids("--solver", "z3")).containsExactly(A, C);
    assertThat(ids("--solver", "z3,cvc5")).containsExactly(A, B, C);
    assertThat(ids("--solver", "yices")).isEmpty();
  }

  @Test
  void kind_listsThatKindOnly_andRefusesAKindThatIsNoFinding() {
    assertThat(ids("--kind", "crash")).containsExactly(B);
    assertThat(ids("--kind", "wrong-status", "--kind", "incompleteness")).containsExactly(A, D);
    ParseCommandTest.Result r = list("--kind", "timeout");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("--kind takes a kind of finding").contains("wrong-status");
  }

  @Test
  void campaign_listsWhatItSaw_countedThere() {
    ParseCommandTest.Result r = list("--campaign", "c2");
    assertThat(ids("--campaign", "c2")).containsExactly(A, C, D);
    assertThat(r.out())
        .containsPattern(A + " .* 2/3 +known")
        .containsPattern(C + " .* 5/5 +new")
        .containsPattern(D + " .* 2/2 +new");
    assertThat(list("--campaign", "c9").code()).isEqualTo(ExitCodes.USAGE);
  }

  @Test
  void new_listsWhatTheCampaignSawFirst_andNeedsACampaign() {
    assertThat(ids("--campaign", "c2", "--new")).containsExactly(C, D);
    assertThat(ids("--campaign", "c1", "--new")).containsExactly(A, B);
    ParseCommandTest.Result r = list("--new");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("--new lists the findings a campaign saw first");
  }

  @Test
  void live_listsByTheLastCheck_unknownAlsoTheUnchecked() {
    assertThat(ids("--live", "yes")).containsExactly(A);
    assertThat(ids("--live", "no")).containsExactly(B);
    assertThat(ids("--live", "unknown")).containsExactly(C, D);
    assertThat(list("--live", "maybe").code()).isEqualTo(ExitCodes.USAGE);
  }

  @Test
  void filters_combine() {
    assertThat(ids("--solver", "z3", "--live", "unknown", "--campaign", "c2")).containsExactly(C);
    assertThat(ids("--kind", "crash", "--campaign", "c2")).isEmpty();
  }

  @Test
  void sort_ordersAsItSays() {
    assertThat(ids("--sort", "first-seen")).containsExactly(A, B, C, D);
    assertThat(ids("--sort", "count")).containsExactly(C, A, D, B);
    assertThat(ids("--sort", "count", "--campaign", "c2")).containsExactly(C, A, D);
    assertThat(ids("--sort", "kind")).containsExactly(A, C, B, D);
    assertThat(ids("--sort", "solver")).containsExactly(D, B, A, C);
    assertThat(ids("--sort", "size")).containsExactly(D, B, A, C);
    ParseCommandTest.Result r = list("--sort", "age");
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("first-seen, count, kind, solver and size");
  }

  @Test
  void json_isFilteredAndSortedAlike() {
    assertThat(ids("--json", "--sort", "size", "--solver", "z3")).containsExactly(A, C);
    ParseCommandTest.Result r = list("--json", "--campaign", "c2", "--new");
    assertThat(r.out().lines().toList())
        .hasSize(2)
        .allMatch(l -> l.startsWith("{") && l.contains("\"new\":true"));
  }

  @Test
  void show_leadsWithTheReducedInputAndTheCommand() {
    ParseCommandTest.Result r = ParseCommandTest.run("findings", "show", "aaaa", "--store", url);
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.OK);
    List<String> lines = r.out().lines().toList();
    assertThat(lines.get(0))
        .isEqualTo(
            "finding " + A + ": wrong-status on z3 4.8.12, first seen on case-" + A + ".smt2");
    assertThat(lines.subList(2, 5))
        .containsExactly(
            "; reduced.smt2: the reduced input, 300 bytes (reduced in 3 solver runs)",
            "; reduced " + A,
            "(check-sat)");
    assertThat(lines.get(6))
        .isEqualTo("command:     z3 reduced.smt2  (reduced.smt2: the input above)");
    assertThat(r.out().indexOf("command:")).isLessThan(r.out().indexOf("expected:"));
    assertThat(r.out()).contains("seen:        3 times");

    ParseCommandTest.Result c = ParseCommandTest.run("findings", "show", C, "--store", url);
    assertThat(c.out()).contains("; input.smt2: the input, not reduced\n(assert true)\n");
  }
}
