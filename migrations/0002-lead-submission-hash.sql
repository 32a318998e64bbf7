-- A form token merges only an identical resubmission (double click, reloaded result):
-- the same token with different content is another lead, never dropped. Leads are
-- unique per (form_token, submission_hash) instead of per form_token.
ALTER TABLE leads ADD COLUMN submission_hash text;
UPDATE leads SET submission_hash = 'before-0002:' || id::text;
ALTER TABLE leads ALTER COLUMN submission_hash SET NOT NULL;
ALTER TABLE leads DROP CONSTRAINT leads_form_token_key;
ALTER TABLE leads ADD CONSTRAINT leads_form_token_submission_key UNIQUE (form_token, submission_hash);
