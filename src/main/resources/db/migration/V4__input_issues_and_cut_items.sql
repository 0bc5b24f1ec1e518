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

-- An item the campaign's time budget cut short: recorded with what it counted so far, and not
-- run again by --resume unless asked (--retry-timeouts), so that a resumed campaign goes on with
-- items it has not run. 0 for an item that finished.
ALTER TABLE item ADD COLUMN cut INTEGER NOT NULL DEFAULT 0;
