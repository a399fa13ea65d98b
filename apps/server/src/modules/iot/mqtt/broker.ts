// MQTT as the second way in for points (ADR 0099): an embedded aedes broker on the opt-in `MQTT_PORT`. A
// device connects with username = its id and password = its credential, publishes the same JSON body as
// `POST /v2/iot/{id}/metrics` to `devices/{id}/metrics`, and every batch goes through the same `ingestPoints`.
// MQTT 3.1.1 has no error for one publish: a batch the server refuses (bad JSON or shape, a future point, a
// non-finite value, the rate limit) is dropped, logged and counted, and the connection stays; publishing to
// any other topic, subscribing to anything, or a credential that stopped being valid closes the connection.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { RateLimiter } from '../../../lib/rate-limits.ts';
import { authenticateDevice, ingestPoints } from '../devices/ingest.ts';
import { parseMetricsPayload } from './payload.ts';

/** How often connected devices' credentials are checked again, by default (a revoked one closes them). */
export const defaultMqttRecheckMs = 30_000;

export interface MqttBrokerOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The TCP port (0: any free port, for tests). */
  port: number;
  /** The address to listen on; the HTTP server's `HOST` by default. */
  host?: string;
  /** How often open sessions re-check their device's credential, in ms. */
  recheckMs?: number;
  /** The per-device ingest limit HTTPS batches count under too (`iotIngest`). */
  limiter?: RateLimiter;
}

/** Why batches were dropped since the broker started (for logs and tests). */
export interface MqttDropCounts {
  /** Not JSON, or not the shape of `PostIotMetricsRequest`. */
  malformed: number;
  /** Refused by ingest: a future point, a non-finite value, a bad date, the rate limit. */
  refused: number;
}

/** A running broker. */
export interface MqttBroker {
  /** The port it listens on. */
  readonly port: number;
  /** Batches dropped so far. */
  readonly dropped: Readonly<MqttDropCounts>;
  /** Checks every open session's credential now (the timer does it every `recheckMs`). */
  recheck(): Promise<void>;
  /** Closes every connection and stops listening. */
  stop(): Promise<void>;
}

/** The topic a device publishes its points to. */
export const metricsTopic = (deviceId: string) => `devices/${deviceId}/metrics`;

interface Session {
  deviceId: string;
  /** SHA-256 of the credential it connected with: the password itself is not kept. */
  credentialHash: Buffer;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

const badCredentials = (): AuthenticateError =>
  Object.assign(new Error('Bad device id or credential'), { returnCode: 4 as const });

/** Starts the broker; resolves once it listens. */
export async function startMqttBroker(options: MqttBrokerOptions): Promise<MqttBroker> {
  const { db, now, log } = options;
  const broker = await Aedes.createBroker({ heartbeatInterval: 3_600_000, connectTimeout: 10_000 });
  const sessions = new Map<Client, Session>();
  const dropped: MqttDropCounts = { malformed: 0, refused: 0 };

  /** Whether the session's credential is still the device's current one. */
  const stillValid = async (session: Session): Promise<boolean> => {
    const [row] = await db.query<{ hash: Uint8Array | null }>(
      'SELECT credential_hash AS hash FROM iot_devices WHERE id = $1',
      [session.deviceId],
    );
    return row?.hash != null && Buffer.from(row.hash).equals(session.credentialHash);
  };

  broker.authenticate = (client, username, password, done) => {
    const deviceId = username ?? '';
    const credential = password?.toString('utf8') ?? '';
    authenticateDevice(db, deviceId, credential).then(
      (valid) => {
        if (!valid) return done(badCredentials(), false);
        sessions.set(client, { deviceId, credentialHash: sha256(credential) });
        done(null, true);
      },
      (error: unknown) => {
        log.error({ err: error }, 'Authenticating an MQTT device failed');
        done(Object.assign(new Error('Server unavailable'), { returnCode: 3 as const }), false);
      },
    );
  };

  // Devices only send: no subscription is granted (the SUBACK says 128, refused).
  broker.authorizeSubscribe = (_client, _subscription, callback) => callback(null, null);
  broker.authorizeForward = () => null;

  broker.authorizePublish = (client, packet, callback) => {
    const session = client === null ? undefined : sessions.get(client);
    if (session === undefined || packet.topic !== metricsTopic(session.deviceId)) {
      log.warn({ topic: packet.topic }, 'An MQTT device published outside its own topic; closing it');
      return callback(new Error('A device publishes only to its own metrics topic'));
    }
    const metrics = parseMetricsPayload(packet.payload);
    if (metrics === undefined) {
      dropped.malformed += 1;
      log.warn({ deviceId: session.deviceId }, 'Dropped an MQTT batch that is not a metrics body');
      return callback(null);
    }
    stillValid(session)
      .then(async (valid) => {
        if (!valid) return callback(new Error('The device credential is no longer valid'));
        try {
          await ingestPoints({ db, now, limiter: options.limiter }, session.deviceId, metrics);
        } catch (error) {
          if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
          dropped.refused += 1;
          log.warn({ deviceId: session.deviceId, reason: error.message }, 'Dropped a refused MQTT batch');
        }
        callback(null);
      })
      .catch((error: unknown) => {
        log.error({ err: error, deviceId: session.deviceId }, 'Storing an MQTT batch failed');
        dropped.refused += 1;
        callback(null);
      });
  };

  broker.on('clientDisconnect', (client) => sessions.delete(client));
  broker.on('clientError', (client, error) => {
    sessions.delete(client);
    log.debug({ err: error }, 'An MQTT client was disconnected');
  });

  const recheck = async () => {
    for (const [client, session] of [...sessions]) {
      if (!(await stillValid(session))) {
        sessions.delete(client);
        log.info({ deviceId: session.deviceId }, 'Closed an MQTT session whose credential was revoked');
        client.close();
      }
    }
  };
  let rechecking: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    rechecking = rechecking
      .then(recheck)
      .catch((error: unknown) => log.error({ err: error }, 'Re-checking MQTT sessions failed'));
  }, options.recheckMs ?? defaultMqttRecheckMs);
  timer.unref();

  const server: Server = createServer((socket) => broker.handle(socket));
  server.listen(options.port, options.host ?? '127.0.0.1');
  try {
    await once(server, 'listening');
  } catch (error) {
    clearInterval(timer);
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  log.info({ port }, 'MQTT broker listening');

  return {
    port,
    dropped,
    recheck: () => {
      rechecking = rechecking.then(recheck);
      return rechecking;
    },
    async stop() {
      clearInterval(timer);
      await rechecking.catch(() => {});
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      sessions.clear();
      await closed;
    },
  };
}
