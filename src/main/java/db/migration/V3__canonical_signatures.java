package db.migration;

import dev.assay.campaign.StoredSignatures;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Re-signs the findings a store holds under the canonical form of rule 2 (logic, output options,
 * requests for output and unused declarations left out, assertions in canonical order), merging
 * findings that become one: a known bug is not reported as new after the upgrade. Written in Java
 * because the signature is computed by Assay's own reader and printer.
 */
public class V3__canonical_signatures extends BaseJavaMigration {
  @Override
  public void migrate(Context context) throws Exception {
    StoredSignatures.resign(context.getConnection());
  }
}
