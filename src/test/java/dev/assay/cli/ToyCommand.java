package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.toy.ToyProducer;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The recipe row of the toy technique: its options, its producer, its ending. */
@Command(name = "toy", mixinStandardHelpOptions = true, description = "A toy technique.")
public final class ToyCommand extends CampaignCommand {
  @Mixin SolverOptions solverOptions = new SolverOptions();

  @Option(names = "--count", paramLabel = "N", description = "Items (default: ${DEFAULT-VALUE}).")
  int count = 4;

  @Override
  boolean independentItems() {
    return true;
  }

  @Override
  Map<String, String> recordedDefaults() {
    return Map.of("--count", String.valueOf(count));
  }

  @Override
  double defaultTimeout() {
    return 10;
  }

  @Override
  double timeoutSeconds() {
    return solverOptions.timeoutSeconds(10);
  }

  @Override
  Plan plan(Engine.Config.Builder engine) throws InterruptedException {
    ToyProducer producer = new ToyProducer(count);
    Engine.Config config =
        solverOptions
            .configure(
                engine, solverOptions.ready(solverOptions.parsed(List.of("bundled")), null), 10)
            .build();
    return new Plan(
        producer, config, (r, out) -> out.printf("toy: %d sat answers%n", producer.satAnswers()));
  }
}
