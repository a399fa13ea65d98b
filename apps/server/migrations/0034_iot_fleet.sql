-- Robots after the sale (issue 28, ADR 0099): the units a seller registers on a workflow become devices of the
-- buyer's business; each posts points with its own credential (stored as a SHA-256 hash, rotatable and
-- revocable). Points live in a table partitioned by day on `recorded_at` (partitions created ahead and dropped
-- after the retention period by the `iot.partitions` job); per-minute and per-hour roll-ups are kept as points
-- arrive, so a chart never reads raw points past an hour.
CREATE TABLE iot_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  -- Kept when the product goes, so the device still says what it is.
  product_name text CHECK (length(product_name) BETWEEN 1 AND 200),
  -- The owner: the workflow's buying business, or the buyer when a customer bought it.
  owner_business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
  owner_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The seller: its business (null for a seller without one) and the member who registered the unit.
  seller_business_id uuid REFERENCES businesses (id) ON DELETE SET NULL,
  seller_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  registered_by uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  serial_number text NOT NULL CHECK (length(serial_number) BETWEEN 1 AND 100),
  model text NOT NULL CHECK (length(model) BETWEEN 1 AND 200),
  -- SHA-256 of the current credential; null once revoked (the device posts nothing until a new one is issued).
  credential_hash bytea,
  credential_issued_at timestamptz NOT NULL,
  -- Set once the owner issues a credential of its own: the seller may no longer rotate it.
  credential_owner_rotated boolean NOT NULL DEFAULT false,
  shared_metrics text[] NOT NULL DEFAULT '{}',
  last_seen_at timestamptz,
  last_battery double precision,
  last_battery_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX iot_devices_seller_serial_idx
  ON iot_devices (coalesce(seller_business_id, seller_user_id), serial_number);
CREATE INDEX iot_devices_workflow_idx ON iot_devices (workflow_id, created_at, id);
CREATE INDEX iot_devices_owner_business_idx ON iot_devices (owner_business_id, created_at DESC, id DESC);
CREATE INDEX iot_devices_owner_user_idx ON iot_devices (owner_user_id, created_at DESC, id DESC);
CREATE INDEX iot_devices_seller_business_idx ON iot_devices (seller_business_id, created_at DESC, id DESC);

-- One row per (device, metric, instant): a duplicate point changes nothing (ON CONFLICT DO NOTHING).
CREATE TABLE iot_points (
  device_id uuid NOT NULL,
  metric text NOT NULL,
  recorded_at timestamptz NOT NULL,
  value double precision NOT NULL,
  unit text,
  PRIMARY KEY (device_id, metric, recorded_at)
) PARTITION BY RANGE (recorded_at);
-- Day partitions are named iot_points_YYYYMMDD, each [midnight UTC, next midnight UTC).

-- Roll-ups: one row per device, metric and bucket start (minute or hour).
CREATE TABLE iot_rollups_minute (
  device_id uuid NOT NULL REFERENCES iot_devices (id) ON DELETE CASCADE,
  metric text NOT NULL,
  bucket timestamptz NOT NULL,
  count integer NOT NULL,
  sum double precision NOT NULL,
  min double precision NOT NULL,
  max double precision NOT NULL,
  last double precision NOT NULL,
  last_at timestamptz NOT NULL,
  unit text,
  PRIMARY KEY (device_id, metric, bucket)
);
CREATE TABLE iot_rollups_hour (LIKE iot_rollups_minute INCLUDING ALL);
ALTER TABLE iot_rollups_hour
  ADD FOREIGN KEY (device_id) REFERENCES iot_devices (id) ON DELETE CASCADE;
