-- Shop: webhook deliveries waiting or retrying, so a restart never loses one (WooCommerce keeps
-- them in its Action Scheduler queue). One row per topic, resource and URL.
CREATE TABLE webhook_outbox (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  topic           TEXT NOT NULL,
  url             TEXT NOT NULL,
  body            TEXT NOT NULL,
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  delivered_at    INTEGER,
  failed_at       INTEGER,
  last_status     INTEGER,
  created_at      INTEGER NOT NULL
);
CREATE INDEX webhook_outbox_due ON webhook_outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
