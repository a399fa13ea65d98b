// The iot module's only door (contract tag `iot`): devices registered from a deal and their credentials, points
// ingested over HTTPS and MQTT into time-partitioned tables with roll-ups (ADR 0099), the fleet's alert rules
// and alerts, and the acceptance test that releases escrow from the delivered units' telemetry (ADR 0100).
import { createRateLimitStore } from '../../lib/rate-limits.ts';
import type { ServerModule } from '../../plugins/openapi/operation.ts';
import { acceptanceJobs, acceptanceOperations } from './acceptance/index.ts';
import { alertJobs, alertOperations } from './alerts/index.ts';
import {
  deviceAuthenticators,
  deviceJobs,
  deviceOperations,
  deviceRateLimits,
  ingestLimit,
  ingestRateLimit,
  maintainPartitions,
} from './devices/index.ts';
import { type MqttBroker, startMqttBroker } from './mqtt/broker.ts';
import { createDeviceBus, type DeviceBus, streamOperations } from './stream/index.ts';

export { pointsStored, type StoredPoint } from './points-stored.ts';
export { type DemoUnit, ownsDevices, registerDemoUnits, seedDemoHistory } from './simulator/demo-fleet.ts';
export { telemetryAt } from './simulator/telemetry.ts';

declare module '../../plugins/openapi/operation.ts' {
  interface ModuleServices {
    iot: {
      /** The embedded MQTT broker, when `mqttPort` is set. */
      mqtt: MqttBroker | undefined;
      /** This process's live device events (points and alerts), what device streams subscribe to. */
      devices: DeviceBus;
    };
  }
  interface ModuleOptions {
    /** `MQTT_PORT`: the embedded MQTT broker's port (0: any free one); no broker when unset. */
    mqttPort?: number;
    /** The address the MQTT broker listens on (`HOST`); 127.0.0.1 by default. */
    mqttHost?: string;
    /** How often open MQTT sessions re-check their device's credential, in ms; 30 s by default. */
    mqttRecheckMs?: number;
  }
}

/** Devices, their telemetry, alerts and acceptance tests (contract tag `iot`). */
export const iotModule: ServerModule<'iot'> = {
  name: 'iot',
  tables: [
    'iot_devices',
    'iot_points',
    'iot_rollups_minute',
    'iot_rollups_hour',
    'iot_alert_rules',
    'iot_alerts',
    'iot_acceptance',
  ],
  operations: { ...deviceOperations, ...alertOperations, ...acceptanceOperations, ...streamOperations },
  authenticators: { ...deviceAuthenticators },
  rateLimits: { ...deviceRateLimits },
  jobs: { ...deviceJobs, ...alertJobs, ...acceptanceJobs },
  start: async ({ db, now, log, options }) => {
    // A fresh database accepts points at once; the hourly `iot.partitions` job keeps days ahead.
    await maintainPartitions(db, now());
    const devices = createDeviceBus(db, (error) =>
      log.error({ err: error }, 'Listening for device events failed'),
    );
    const mqtt =
      options.mqttPort === undefined
        ? undefined
        : await startMqttBroker({
            db,
            now,
            log,
            port: options.mqttPort,
            host: options.mqttHost,
            recheckMs: options.mqttRecheckMs,
            limiter: createRateLimitStore({ db, now }).limiter(ingestRateLimit, ingestLimit),
          });
    return {
      services: { mqtt, devices },
      async stop() {
        await mqtt?.stop();
        await devices.close();
      },
    };
  },
};
