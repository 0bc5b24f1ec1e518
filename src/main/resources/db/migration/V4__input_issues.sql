-- Inputs a campaign could not use, one row each: a file Assay's reader refuses ('unparsable', with
-- file:line:col and the message), or one with nothing to check ('nothing-to-check': no check-sat).
-- They are never sent to a solver; the summary and results.jsonl name them.

CREATE TABLE input_issue (
  campaign_id VARCHAR(80) NOT NULL,
  case_id     TEXT NOT NULL,
  status      VARCHAR(32) NOT NULL,
  message     TEXT NOT NULL,
  PRIMARY KEY (campaign_id, case_id)
);
