-- The industry the visitor chose on the contact form (an industry page preselects it with
-- ?industry=<key>): one of the keys of app/content/types.ts `industries`. Null when none.
ALTER TABLE leads ADD COLUMN industry text;
