-- The fleet's alert rules and alerts, and the acceptance test a deal may carry (issue 28, ADR 0100).

-- A rule of the owning side (a business, or a customer without one: `owner_user_id`), over every device it
-- owns or one (`device_id`). BELOW/ABOVE: the metric past `threshold` for `for_minutes`; ERROR_CODE: an
-- `error_code` point (with a threshold, that code only); OFFLINE: no point for `for_minutes`.
CREATE TABLE iot_alert_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
  owner_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('BELOW', 'ABOVE', 'ERROR_CODE', 'OFFLINE')),
  metric text CHECK (metric IS NULL OR length(metric) BETWEEN 1 AND 64),
  threshold double precision,
  for_minutes integer NOT NULL CHECK (for_minutes BETWEEN 0 AND 10080),
  severity text NOT NULL CHECK (severity IN ('WARNING', 'CRITICAL')),
  device_id uuid REFERENCES iot_devices (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((owner_business_id IS NULL) <> (owner_user_id IS NULL)),
  CHECK (kind NOT IN ('BELOW', 'ABOVE') OR (metric IS NOT NULL AND threshold IS NOT NULL)),
  CHECK (kind <> 'OFFLINE' OR metric IS NULL)
);
CREATE INDEX iot_alert_rules_business_idx ON iot_alert_rules (owner_business_id, created_at, id);
CREATE INDEX iot_alert_rules_user_idx ON iot_alert_rules (owner_user_id, created_at, id);

-- An alert a rule raised on a device. The rule's name, kind and severity are copied, so an alert outlives its
-- rule (`rule_id` null once removed). At most one alert per rule and device is not RESOLVED.
CREATE TABLE iot_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rule_id uuid REFERENCES iot_alert_rules (id) ON DELETE SET NULL,
  device_id uuid NOT NULL REFERENCES iot_devices (id) ON DELETE CASCADE,
  owner_business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
  owner_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  rule_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('BELOW', 'ABOVE', 'ERROR_CODE', 'OFFLINE')),
  severity text NOT NULL CHECK (severity IN ('WARNING', 'CRITICAL')),
  status text NOT NULL CHECK (status IN ('OPEN', 'ACKNOWLEDGED', 'RESOLVED')),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 500),
  value double precision,
  raised_at timestamptz NOT NULL,
  acknowledged_at timestamptz,
  acknowledged_by uuid REFERENCES users (id) ON DELETE SET NULL,
  resolved_at timestamptz,
  resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((owner_business_id IS NULL) <> (owner_user_id IS NULL))
);
CREATE UNIQUE INDEX iot_alerts_one_open_idx ON iot_alerts (rule_id, device_id) WHERE status <> 'RESOLVED';
CREATE INDEX iot_alerts_business_idx ON iot_alerts (owner_business_id, raised_at DESC, id DESC);
CREATE INDEX iot_alerts_user_idx ON iot_alerts (owner_user_id, raised_at DESC, id DESC);
CREATE INDEX iot_alerts_device_idx ON iot_alerts (device_id, raised_at DESC, id DESC);

-- The acceptance test a proposal or an offer carries ({minOperatingHours, withinDays, criticalErrorCodes}),
-- copied to the workflow when it is awarded.
ALTER TABLE proposals ADD COLUMN acceptance_test jsonb CHECK (jsonb_typeof(acceptance_test) = 'object');
ALTER TABLE offers ADD COLUMN acceptance_test jsonb CHECK (jsonb_typeof(acceptance_test) = 'object');
ALTER TABLE workflows ADD COLUMN acceptance_test jsonb CHECK (jsonb_typeof(acceptance_test) = 'object');

-- A workflow's acceptance test as the iot module keeps it (copied when the award happens) and its last
-- evaluation. `passed_at` is set once, with the evidence (the rule and, per unit, its hours and series
-- summary); `release_at` is when the escrow is released unless the buyer disputes (the inspection's end).
CREATE TABLE iot_acceptance (
  workflow_id uuid PRIMARY KEY REFERENCES workflows (id) ON DELETE CASCADE,
  test jsonb NOT NULL CHECK (jsonb_typeof(test) = 'object'),
  status text NOT NULL CHECK (status IN ('WAITING', 'PASSED', 'FAILED')),
  evaluated_at timestamptz,
  passed_at timestamptz,
  release_at timestamptz,
  evidence jsonb,
  created_at timestamptz NOT NULL
);
