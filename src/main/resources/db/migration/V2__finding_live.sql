-- Whether a finding is live in the newest release of its solver that Assay can run: one row per
-- finding once checked (by `assay bisect` or `assay findings check-live`); no row means unknown.
-- A table of its own rather than columns of `finding`: a check is a later observation about a
-- finding, made again whenever a newer release appears, not part of its first sighting.
-- Portable types only, as in V1 (SQLite and PostgreSQL).
CREATE TABLE finding_live (
  finding_id VARCHAR(16) PRIMARY KEY,
  live       VARCHAR(16) NOT NULL,
  release    TEXT NOT NULL,
  version    TEXT NOT NULL,
  verdict    VARCHAR(32) NOT NULL,
  checked_at VARCHAR(32) NOT NULL
);
