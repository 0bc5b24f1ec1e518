package dev.assay.report;

import dev.assay.campaign.Store;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes the HTML report of one campaign of a store: {@code assay report}, and the report every
 * campaign command writes at its end.
 */
public final class CampaignReport {
  /** The report's file in a run folder when no {@code --out} is given. */
  public static final String DEFAULT_FILE = "report.html";

  private CampaignReport() {}

  /**
   * Renders campaign {@code campaignId} (null: the store's latest) of the store at {@code url} with
   * these technique sections into {@code out}; returns {@code out}.
   */
  public static Path write(String url, String campaignId, List<TechniqueSection> sections, Path out)
      throws IOException {
    String html;
    try (Store store = Store.open(url)) {
      html = new HtmlReport(sections).render(ReportData.load(store, campaignId));
    }
    Path parent = out.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
    Files.writeString(tmp, html, StandardCharsets.UTF_8);
    Files.move(
        tmp,
        out,
        java.nio.file.StandardCopyOption.REPLACE_EXISTING,
        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    return out;
  }
}
