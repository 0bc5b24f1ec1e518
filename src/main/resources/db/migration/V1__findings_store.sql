-- The findings store: campaigns, every run's result, and deduplicated findings.
-- One schema for SQLite and PostgreSQL: portable types only (TEXT, BIGINT, INTEGER, DOUBLE
-- PRECISION), times as ISO-8601 UTC text, booleans as 0/1, JSON as text. Every insert of a
-- result, item or finding hit is keyed, so a retried item is recorded once.

CREATE TABLE campaign (
  id            VARCHAR(80) PRIMARY KEY,
  technique     VARCHAR(32) NOT NULL,
  run_dir       TEXT NOT NULL,
  arguments     TEXT NOT NULL,
  command_line  TEXT NOT NULL,
  cases_digest  VARCHAR(64) NOT NULL,
  cases         BIGINT NOT NULL,
  host          TEXT NOT NULL,
  assay_version TEXT NOT NULL,
  started_at    VARCHAR(32) NOT NULL
);

CREATE TABLE campaign_solver (
  campaign_id VARCHAR(80) NOT NULL,
  position    INTEGER NOT NULL,
  name        TEXT NOT NULL,
  version     TEXT NOT NULL,
  options     TEXT NOT NULL,
  command     TEXT NOT NULL,
  PRIMARY KEY (campaign_id, position)
);

CREATE TABLE campaign_session (
  campaign_id VARCHAR(80) NOT NULL,
  session     INTEGER NOT NULL,
  started_at  VARCHAR(32) NOT NULL,
  ended_at    VARCHAR(32),
  interrupted INTEGER,
  workers     INTEGER NOT NULL,
  seconds     DOUBLE PRECISION,
  PRIMARY KEY (campaign_id, session)
);

CREATE TABLE item (
  campaign_id VARCHAR(80) NOT NULL,
  item        BIGINT NOT NULL,
  statistics  TEXT,
  elapsed_s   DOUBLE PRECISION NOT NULL,
  finished_at VARCHAR(32) NOT NULL,
  PRIMARY KEY (campaign_id, item)
);

CREATE TABLE result (
  campaign_id VARCHAR(80) NOT NULL,
  item        BIGINT NOT NULL,
  seq         INTEGER NOT NULL,
  solver_pos  INTEGER NOT NULL,
  case_id     TEXT NOT NULL,
  solver      TEXT NOT NULL,
  version     TEXT NOT NULL,
  verdict     VARCHAR(32) NOT NULL,
  detail      TEXT NOT NULL,
  failure     INTEGER NOT NULL,
  signature   TEXT,
  finding_id  VARCHAR(16),
  folder      TEXT,
  wall_ms     DOUBLE PRECISION,
  line        TEXT NOT NULL,
  recorded_at VARCHAR(32) NOT NULL,
  PRIMARY KEY (campaign_id, item, seq, solver_pos)
);

CREATE INDEX result_signature ON result (campaign_id, signature);

CREATE TABLE finding (
  id             VARCHAR(16) PRIMARY KEY,
  signature      TEXT NOT NULL UNIQUE,
  kind           VARCHAR(32) NOT NULL,
  solver         TEXT NOT NULL,
  version        TEXT NOT NULL,
  first_campaign VARCHAR(80) NOT NULL,
  first_seen     VARCHAR(32) NOT NULL,
  case_id        TEXT NOT NULL,
  folder         TEXT,
  expected       TEXT NOT NULL,
  got            TEXT NOT NULL,
  detail         TEXT NOT NULL,
  basis          TEXT NOT NULL,
  command        TEXT NOT NULL,
  options        TEXT NOT NULL,
  input          TEXT NOT NULL,
  reduced        TEXT,
  reduced_size   INTEGER,
  reduction      TEXT NOT NULL
);

CREATE TABLE finding_hit (
  finding_id  VARCHAR(16) NOT NULL,
  campaign_id VARCHAR(80) NOT NULL,
  case_id     TEXT NOT NULL,
  solver      TEXT NOT NULL,
  version     TEXT NOT NULL,
  item        BIGINT NOT NULL,
  folder      TEXT,
  seen_at     VARCHAR(32) NOT NULL,
  PRIMARY KEY (finding_id, campaign_id, case_id, solver)
);

CREATE INDEX finding_hit_campaign ON finding_hit (campaign_id);
