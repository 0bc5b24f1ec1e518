package dev.assay.cli;

import dev.assay.campaign.RunManifest;
import dev.assay.core.InputError;
import dev.assay.generate.FormulaFiles;
import dev.assay.generate.FormulaGenerator;
import dev.assay.generate.GenerateConfig;
import dev.assay.mutate.FuzzProducer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** How {@code assay fuzz} walks from its seeds (Algorithm 1), and with which random seed. */
final class WalkOptions {
  @Option(names = "--iterations", paramLabel = "N")
  int iterations = 300;

  @Option(names = "--walk-length", paramLabel = "N")
  int walkLength = 50;

  @Option(names = "--seed", paramLabel = "N")
  long seed = 0;

  @Option(names = "--generated", paramLabel = "N")
  int generated;

  /** Refuses walk options that make no walk. */
  void check() {
    if (generated < 0) {
      throw new InputError("--generated must not be negative: " + generated);
    }
    if (iterations < 1 || walkLength < 1) {
      throw new InputError("--iterations and --walk-length must be at least 1");
    }
  }

  /**
   * The walks the options ask for.
   *
   * @param endless whether items repeat until the campaign's time is up
   */
  FuzzProducer.Walks walks(boolean endless) {
    return new FuzzProducer.Walks(iterations, walkLength, seed, endless);
  }

  /** The folder of a run that holds its generated seeds. */
  static final String GENERATED_SEEDS = "generated-seeds";

  /**
   * The seeds given, and the folder of generated seeds when {@code --generated} asks for them:
   * written again on every start (the same files, from the same seed), so a resumed campaign walks
   * the same seeds.
   */
  List<Path> seedPaths(List<Path> seeds, Path dir, boolean resuming) throws IOException {
    if (generated == 0) {
      return seeds;
    }
    if (!resuming) {
      RunManifest.refuseIfHeld(dir, "campaign");
    }
    Path folder = dir.resolve(GENERATED_SEEDS);
    FormulaGenerator generator = new FormulaGenerator(GenerateConfig.defaults());
    for (long i = 0; i < generated; i++) {
      FormulaFiles.write(folder, generator.generate(seed, i));
    }
    List<Path> all = new ArrayList<>(seeds);
    all.add(folder);
    return all;
  }
}
