// The fleet's alert rules and alerts (ADR 0100): operations, the batch listener and the recurring job.
import type { JobDefinitions, OperationRegistry } from '../../../plugins/openapi/operation.ts';
import { onPointsStored } from '../points-stored.ts';
import { evaluateBatch, evaluateRulesJob } from './evaluate.ts';
import {
  acknowledgeIotAlert,
  createIotAlertRule,
  deleteIotAlertRule,
  listIotAlertRules,
  listIotAlerts,
  resolveIotAlert,
  updateIotAlertRule,
} from './handlers.ts';

onPointsStored(evaluateBatch);

export const alertOperations: OperationRegistry = {
  listIotAlertRules,
  createIotAlertRule,
  updateIotAlertRule,
  deleteIotAlertRule,
  listIotAlerts,
  acknowledgeIotAlert,
  resolveIotAlert,
};
export const alertJobs: JobDefinitions = { 'iot.evaluate-rules': evaluateRulesJob };
