package dev.assay.mutate;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.InputError;
import dev.assay.smtlib.CaseFiles;
import dev.assay.smtlib.SourceText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The seeds of a campaign: every {@code .smt2} file under the given files and folders (sorted,
 * named as {@link CaseFiles} names cases), each with a known status from its {@code (set-info
 * :status ...)} or, failing that, from a {@code status.tsv} (columns {@code file} and {@code
 * status}, paths relative to the table) in one of its folders. Files that cannot be seeds are
 * listed with the reason, not fatal.
 */
public final class SeedSet {
  /** The seeds, and one line per skipped file. */
  public record Loaded(List<Seed> seeds, List<String> skipped, Map<String, String> texts) {}

  private SeedSet() {}

  public static Loaded load(List<Path> inputs) throws IOException {
    List<Seed> seeds = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    Map<String, String> texts = new HashMap<>();
    Map<Path, Map<String, String>> tables = new HashMap<>();
    for (CaseFiles.CaseFile f : CaseFiles.collect(inputs)) {
      try {
        String text = SourceText.read(f.path());
        Seed s = Seed.parse(text, f.name(), tableStatus(f.path(), tables));
        seeds.add(s);
        texts.put(s.name(), text);
      } catch (InputError e) {
        skipped.add(e.getMessage());
      }
    }
    return new Loaded(seeds, skipped, texts);
  }

  /** The status a {@code status.tsv} in one of the file's folders gives it, or null. */
  private static ExpectedStatus tableStatus(Path file, Map<Path, Map<String, String>> tables)
      throws IOException {
    Path abs = file.toAbsolutePath().normalize();
    for (Path dir = abs.getParent(); dir != null; dir = dir.getParent()) {
      Map<String, String> table = tables.get(dir);
      if (table == null) {
        table = readTable(dir.resolve("status.tsv"));
        tables.put(dir, table);
      }
      String rel = dir.relativize(abs).toString().replace('\\', '/');
      String st = table.get(rel);
      if (st != null) {
        return ExpectedStatus.parse(st);
      }
    }
    return null;
  }

  private static Map<String, String> readTable(Path tsv) throws IOException {
    Map<String, String> m = new HashMap<>();
    if (!Files.isRegularFile(tsv)) {
      return m;
    }
    List<String> lines = Files.readAllLines(tsv, StandardCharsets.UTF_8);
    if (lines.isEmpty()) {
      return m;
    }
    List<String> header = List.of(lines.get(0).split("\t", -1));
    int file = header.indexOf("file");
    int status = header.indexOf("status");
    if (file < 0 || status < 0) {
      return m;
    }
    for (String line : lines.subList(1, lines.size())) {
      String[] cols = line.split("\t", -1);
      if (cols.length > Math.max(file, status)) {
        m.put(cols[file], cols[status]);
      }
    }
    return m;
  }
}
