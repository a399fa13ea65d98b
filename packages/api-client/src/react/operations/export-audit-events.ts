import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../errors';
import { type ExportAuditEventsQuery, exportAuditEvents } from '../../operations/export-audit-events';
import { useApiClient } from '../api-client-context';
import type { OperationMutationOptions } from './types';

/** Variables of {@link useExportAuditEvents}. */
export interface ExportAuditEventsVariables {
  /** The business. */
  id: string;
  /** The filters the export keeps. */
  query: ExportAuditEventsQuery;
}

/** Options of {@link useExportAuditEvents}. */
export type UseExportAuditEventsOptions = OperationMutationOptions<string, ExportAuditEventsVariables>;

/** exportAuditEvents (GET /v2/business/{id}/audit-events.csv) on demand: resolves the CSV text. */
export function useExportAuditEvents(
  options?: UseExportAuditEventsOptions,
): UseMutationResult<string, ApiError, ExportAuditEventsVariables> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationKey: ['exportAuditEvents'],
    mutationFn: ({ id, query }) => exportAuditEvents(client, id, query),
  });
}
