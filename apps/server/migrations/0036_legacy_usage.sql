-- Calls of the legacy API generation, counted per day, operation and caller, so its sunset can be planned
-- from data (issue 29, ADR 0101). `caller` is `user:<id>`, `key:<publishable key>`, `device:<id>` or
-- `anonymous`; `failures` counts the answers of 400 and above.
CREATE TABLE legacy_usage (
  day date NOT NULL,
  operation text NOT NULL CHECK (length(operation) BETWEEN 1 AND 100),
  caller text NOT NULL CHECK (length(caller) BETWEEN 1 AND 200),
  calls integer NOT NULL DEFAULT 0 CHECK (calls >= 0),
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_called_at timestamptz NOT NULL,
  PRIMARY KEY (day, operation, caller)
);

CREATE INDEX legacy_usage_operation ON legacy_usage (operation, day);
