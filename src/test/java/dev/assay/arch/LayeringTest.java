package dev.assay.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layers of docs/ARCHITECTURE.md, checked on the sources: each package imports only the
 * packages it may. A technique (strings, mutate, horn, triggers, generate) never imports another
 * technique, the campaign engine or the CLI; only the CLI wires.
 */
class LayeringTest {
  private static final Path MAIN = Path.of("src/main/java/dev/assay");

  /** Package to the Assay packages it may import (besides itself). */
  private static final Map<String, List<String>> ALLOWED = new LinkedHashMap<>();

  static {
    // weakening: the parity analysis and weakening rules that mutate and horn share; it sits above
    // the techniques and needs only terms.
    List<String> techniqueBase =
        List.of(
            "core",
            "smtlib",
            "semantics",
            "solver",
            "solver.z3",
            "solver.cvc5",
            "oracle",
            "reduce",
            "logic",
            "weakening");
    ALLOWED.put("core", List.of());
    ALLOWED.put("smtlib", List.of("core"));
    ALLOWED.put("semantics", List.of("core", "smtlib"));
    ALLOWED.put("solver", List.of("core", "smtlib"));
    ALLOWED.put("solver.z3", List.of("core", "smtlib", "solver"));
    ALLOWED.put("solver.cvc5", List.of("core", "smtlib", "solver"));
    ALLOWED.put("oracle", List.of("core", "smtlib", "semantics", "solver"));
    ALLOWED.put("reduce", List.of("core", "smtlib"));
    ALLOWED.put("logic", List.of("core", "smtlib", "semantics", "solver", "oracle", "reduce"));
    ALLOWED.put("weakening", List.of("core", "smtlib"));
    for (String t : List.of("strings", "mutate", "horn", "triggers", "generate", "check")) {
      ALLOWED.put(t, techniqueBase);
    }
    List<String> campaign = new ArrayList<>(techniqueBase);
    ALLOWED.put("campaign", campaign);
    List<String> report = new ArrayList<>(campaign);
    report.add("campaign");
    ALLOWED.put("report", report);
    // The tools over a store's findings (assay reduce, assay bisect and findings check-live): the
    // engine's store and failure properties, never a technique.
    ALLOWED.put("reducejob", report);
    ALLOWED.put("bisect", report);
    // The technique sections of the report: report and the techniques meet here, not in report.
    List<String> sections = new ArrayList<>(report);
    sections.addAll(List.of("report", "strings", "mutate", "horn", "triggers", "generate"));
    ALLOWED.put("sections", sections);
  }

  private static final Pattern IMPORT =
      Pattern.compile("^import (?:static )?dev\\.assay\\.([a-z0-9_.]+)\\.[A-Z]", Pattern.MULTILINE);

  @Test
  void everyPackage_importsOnlyTheLayersAboveIt() throws IOException {
    List<String> violations = new ArrayList<>();
    try (Stream<Path> files = Files.walk(MAIN)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        String pkg = MAIN.relativize(f.getParent()).toString().replace('/', '.');
        if (pkg.equals("cli")) {
          continue; // the CLI wires everything
        }
        List<String> allowed = ALLOWED.get(pkg);
        assertThat(allowed).as("package %s has no row in the layer table", pkg).isNotNull();
        Matcher m = IMPORT.matcher(Files.readString(f));
        while (m.find()) {
          String imported = m.group(1);
          if (!imported.equals(pkg) && !allowed.contains(imported)) {
            violations.add(MAIN.relativize(f) + " imports dev.assay." + imported);
          }
        }
      }
    }
    assertThat(violations).isEmpty();
  }

  @Test
  void onlyTheCliExits() throws IOException {
    List<String> exits = new ArrayList<>();
    try (Stream<Path> files = Files.walk(MAIN)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        if (Files.readString(f).contains("System.exit(") && !f.endsWith(Path.of("cli/Main.java"))) {
          exits.add(MAIN.relativize(f).toString());
        }
      }
    }
    assertThat(exits).isEmpty();
  }
}
