// The devices part of the iot module (ADR 0099): registration from a deal, credentials, HTTPS ingest, the
// points' partitions and roll-ups, and the series a chart reads.

import type { RateLimit } from '../../../lib/rate-limits.ts';
import type { Authenticator, JobDefinitions, OperationRegistry } from '../../../plugins/openapi/operation.ts';
import { deviceToken } from './authenticator.ts';
import {
  getIotDevice,
  listIotDevices,
  listWorkflowIotDevices,
  postIotMetrics,
  registerIotDevice,
  revokeIotDeviceCredential,
  rotateIotDeviceCredential,
  updateIotDevice,
} from './handlers.ts';
import { ingestRateLimit } from './ingest.ts';

export { ingestRateLimit };

import { partitionsJob } from './partitions.ts';
import { getIotSeries, listIotMetrics } from './series.ts';

export { maintainPartitions } from './partitions.ts';

export const deviceOperations: OperationRegistry = {
  registerIotDevice,
  listWorkflowIotDevices,
  listIotDevices,
  getIotDevice,
  updateIotDevice,
  rotateIotDeviceCredential,
  revokeIotDeviceCredential,
  postIotMetrics,
  listIotMetrics,
  getIotSeries,
};

export const deviceJobs: JobDefinitions = { 'iot.partitions': partitionsJob };

export const deviceAuthenticators: Readonly<Record<string, Authenticator>> = { deviceToken };

/** Batches one device posts per second (HTTPS and MQTT together). */
export const ingestLimit: RateLimit = { limit: 20, windowMs: 1000 };

export const deviceRateLimits: Readonly<Record<string, RateLimit>> = { [ingestRateLimit]: ingestLimit };
