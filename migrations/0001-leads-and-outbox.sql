-- Leads from the contact form, the e-mails they cause, and the shared rate limit.
CREATE TABLE leads (
  id bigserial PRIMARY KEY,
  form_token uuid NOT NULL UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  company text,
  message text NOT NULL,
  service text,
  position text,
  lang text NOT NULL,
  source_page text,
  consent_text_version text NOT NULL,
  consent_at timestamptz NOT NULL,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_created_at ON leads (created_at);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  lead_id bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  locked_by text,
  locked_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lead_id, kind)
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
