-- Campaign attribution sent with a lead (only with the visitor's analytics consent), and
-- the last run of each periodic job, so a daily job runs once a day across instances.
-- The outbox needs no change: a webhook delivery is one more row, kind 'webhook'.
ALTER TABLE leads ADD COLUMN attribution jsonb;
CREATE INDEX leads_email_lower ON leads (lower(email));

CREATE TABLE job_runs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);
