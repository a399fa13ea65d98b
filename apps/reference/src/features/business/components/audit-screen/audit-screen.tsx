import { Text } from '@radix-ui/themes';
import {
  type AuditEventFilters,
  useExportAuditEvents,
  useListAuditEvents,
} from '@robomarket/api-client/react';
import { type AuditFilters, AuditTable, NO_AUDIT_FILTERS } from '@robomarket/ui';
import { useState } from 'react';
import { failureText } from '../../../../lib/failure-text';
import { BusinessPage, type BusinessPageContext } from '../business-page';

export interface AuditScreenProps {
  /** The signed-in user's id. */
  userId: string;
  /** The business the user acts for, when known. */
  actingBusinessId?: string | null | undefined;
}

/** The table's filters as the contract's query: whole days in UTC, from the first to the end of the last. */
export function auditQuery(filters: AuditFilters): AuditEventFilters {
  return {
    ...(filters.action === '' ? {} : { action: filters.action }),
    ...(filters.actorId === '' ? {} : { actor_id: filters.actorId }),
    ...(filters.from === '' ? {} : { from: `${filters.from}T00:00:00.000Z` }),
    ...(filters.to === '' ? {} : { to: `${filters.to}T23:59:59.999Z` }),
  };
}

/** Saves `csv` as a file named `name`, as a download from the page. */
function download(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Route /business/settings/audit: who did what and when, for the business's ADMINs. */
export function AuditScreen({ userId, actingBusinessId }: AuditScreenProps) {
  return (
    <BusinessPage title="Audit Log" userId={userId} actingBusinessId={actingBusinessId}>
      {(context) =>
        context.members.isPending ? (
          <Text role="status" color="gray">
            Loading...
          </Text>
        ) : context.isAdmin || context.members.isError ? (
          <AuditLog {...context} />
        ) : (
          <Text as="p" color="gray">
            Only an ADMIN of {context.business.name} reads its audit log.
          </Text>
        )
      }
    </BusinessPage>
  );
}

function AuditLog({ business, members }: BusinessPageContext) {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const query = auditQuery(filters);
  const events = useListAuditEvents(business.id, query);
  const exportCsv = useExportAuditEvents();
  const actors = (members.data?.members ?? []).map((member) => ({
    id: member.user_id,
    name: `${member.first_name} ${member.last_name}`,
  }));
  return (
    <AuditTable
      status={events.isPending ? 'loading' : events.isError ? 'error' : 'ready'}
      events={events.data?.pages.flatMap((page) => page.events)}
      error={failureText(events.error, 'Failed to load the audit log')}
      onRetry={() => void events.refetch()}
      filters={filters}
      onFiltersChange={setFilters}
      actors={actors}
      onExport={async () =>
        download(await exportCsv.mutateAsync({ id: business.id, query }), 'audit-log.csv')
      }
      hasMore={events.hasNextPage}
      onLoadMore={() => void events.fetchNextPage()}
      loadingMore={events.isFetchingNextPage}
    />
  );
}
