-- The staffing scenario a visitor attached from the calculator: inputs and the results
-- the server recomputed from them (app/lib/calculator/staffing.ts, ScenarioRecord). Null for other leads.
ALTER TABLE leads ADD COLUMN scenario jsonb;
