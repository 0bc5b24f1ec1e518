package dev.assay.horn;

import dev.assay.smtlib.CaseFiles;
import dev.assay.smtlib.Parser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The seed systems of a campaign, read from files and folders: each file that reads as a CHC system
 * (HORN logic or z3's fixedpoint format), with its text; the others skipped with the reason.
 *
 * @param seeds the systems, in case-file order
 * @param texts each seed's file text, same order
 * @param skipped one line per file that was not read ({@code NAME: why})
 */
public record HornSeeds(List<HornSeed> seeds, List<String> texts, List<String> skipped) {
  public HornSeeds {
    seeds = List.copyOf(seeds);
    texts = List.copyOf(texts);
    skipped = List.copyOf(skipped);
  }

  /** The seeds under {@code paths}. */
  public static HornSeeds load(List<Path> paths) throws IOException {
    List<HornSeed> seeds = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    for (CaseFiles.CaseFile f : CaseFiles.collect(paths)) {
      String text = Files.readString(f.path(), StandardCharsets.UTF_8);
      try {
        seeds.add(HornSeed.of(f.name(), Parser.parseScript(text, f.path().toString())));
        texts.add(text);
      } catch (RuntimeException e) {
        skipped.add(f.name() + ": " + e.getMessage());
      }
    }
    return new HornSeeds(seeds, texts, skipped);
  }
}
