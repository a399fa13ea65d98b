import { Flex, Heading, Text } from '@radix-ui/themes';
import type { IotAlertStatus } from '@robomarket/api-client/enums';
import { useListIotAlertRules, useListIotAlerts } from '@robomarket/api-client/react';
import { AlertList, AlertRuleEditor } from '@robomarket/ui';
import { useState } from 'react';
import { failureText } from '../../../../lib/failure-text';
import { useOutcomeToast } from '../../../../lib/outcome-toast';
import { renderRouterLink } from '../../../../lib/router-link';
import {
  useAcknowledgeAlertAndRefresh,
  useCreateRuleAndRefresh,
  useDeleteRuleAndRefresh,
  useResolveAlertAndRefresh,
  useUpdateRuleAndRefresh,
} from '../../api/maintenance-mutations';
import { useRuleDevices } from '../../api/rule-devices';

export interface MaintenanceScreenProps {
  /** The business acted for, named in the introduction. */
  businessName: string | undefined;
  /** Members but a VIEWER acknowledge and resolve alerts. */
  mayActOnAlerts: boolean;
  /** ADMINs and PURCHASERs change the rules; everyone else reads them. */
  mayChangeRules: boolean;
}

const statusOf = (query: { isPending: boolean; isError: boolean }) =>
  query.isPending ? 'loading' : query.isError ? 'error' : 'ready';

/**
 * /business/robots/maintenance: the alerts raised on the business's robots, filtered by status, with
 * Acknowledge and Resolve; and the alert rules that raise them, changed by ADMINs and PURCHASERs.
 */
export function MaintenanceScreen({ businessName, mayActOnAlerts, mayChangeRules }: MaintenanceScreenProps) {
  const [filter, setFilter] = useState<IotAlertStatus>('OPEN');
  const alerts = useListIotAlerts({ status: filter, limit: 100 });
  const rules = useListIotAlertRules();
  const devices = useRuleDevices();
  const acknowledge = useAcknowledgeAlertAndRefresh();
  const resolve = useResolveAlertAndRefresh();
  const create = useCreateRuleAndRefresh();
  const update = useUpdateRuleAndRefresh();
  const remove = useDeleteRuleAndRefresh();
  const confirm = useOutcomeToast();
  return (
    <Flex direction="column" gap="6">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          Maintenance
        </Heading>
        <Text as="p" color="gray">
          Alerts on {businessName === undefined ? 'your' : `${businessName}'s`} robots, raised by the rules
          below from the robots&apos; own telemetry.
        </Text>
      </Flex>
      <AlertList
        status={statusOf(alerts)}
        alerts={alerts.data?.alerts}
        error={alerts.isError ? failureText(alerts.error, 'Failed to load alerts') : undefined}
        onRetry={() => void alerts.refetch()}
        filter={filter}
        onFilterChange={setFilter}
        canAct={mayActOnAlerts}
        deviceHref={(deviceId) => `/business/robots/devices/${deviceId}`}
        renderLink={renderRouterLink}
        onAcknowledge={(alert) =>
          confirm(acknowledge.mutateAsync({ alertId: alert.id }), 'Alert acknowledged', alert.deviceName)
        }
        onResolve={(alert) =>
          confirm(resolve.mutateAsync({ alertId: alert.id }), 'Alert resolved', alert.deviceName)
        }
      />
      <AlertRuleEditor
        status={statusOf(rules)}
        rules={rules.data?.rules}
        error={rules.isError ? failureText(rules.error, 'Failed to load alert rules') : undefined}
        onRetry={() => void rules.refetch()}
        devices={devices.data}
        readOnly={!mayChangeRules}
        onCreate={(input) => confirm(create.mutateAsync(input), 'Rule added', input.name)}
        onUpdate={(rule, body) =>
          confirm(update.mutateAsync({ ruleId: rule.id, body }), 'Rule saved', body.name)
        }
        onDelete={(rule) => confirm(remove.mutateAsync({ ruleId: rule.id }), 'Rule deleted', rule.name)}
      />
    </Flex>
  );
}
