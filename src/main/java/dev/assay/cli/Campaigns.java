package dev.assay.cli;

import dev.assay.core.InputError;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import picocli.CommandLine.Command;

/**
 * The registry of campaign commands, one row per technique (and for {@code check}): what {@code
 * assay} offers as subcommands, what {@code --resume} and a cluster's executors make again from a
 * command's name and recorded arguments. A new technique is one more row.
 */
public final class Campaigns {
  private final List<Supplier<? extends CampaignCommand>> rows;

  private Campaigns(List<Supplier<? extends CampaignCommand>> rows) {
    this.rows = List.copyOf(rows);
  }

  /** Assay's campaign commands, in the order {@code assay --help} lists them. */
  public static Campaigns standard() {
    return new Campaigns(
        List.of(
            CheckCommand::new,
            StringsCommand::new,
            FuzzCommand::new,
            HornCommand::new,
            GenerateCommand::new,
            TriggersCommand::new));
  }

  /** This registry with one more row (a technique outside the standard set). */
  Campaigns with(Supplier<? extends CampaignCommand> row) {
    List<Supplier<? extends CampaignCommand>> more = new ArrayList<>(rows);
    more.add(row);
    return new Campaigns(more);
  }

  /** A new command object of every row. */
  List<CampaignCommand> commands() {
    List<CampaignCommand> out = new ArrayList<>();
    for (Supplier<? extends CampaignCommand> r : rows) {
      out.add(r.get());
    }
    return out;
  }

  /** A new command object of the row named {@code name}. */
  CampaignCommand command(String name) {
    for (Supplier<? extends CampaignCommand> r : rows) {
      CampaignCommand c = r.get();
      if (nameOf(c).equals(name)) {
        return c;
      }
    }
    throw new InputError("no campaign command named '" + name + "'");
  }

  /** The names of the commands whose items may run on other machines. */
  List<String> withIndependentItems() {
    List<String> out = new ArrayList<>();
    for (CampaignCommand c : commands()) {
      if (c.independentItems()) {
        out.add(nameOf(c));
      }
    }
    return out;
  }

  /** A command's name, from its {@code @Command} annotation. */
  static String nameOf(CampaignCommand c) {
    return c.getClass().getAnnotation(Command.class).name();
  }
}
