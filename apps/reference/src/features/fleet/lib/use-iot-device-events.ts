import {
  iotAlertKeys,
  iotDeviceKeys,
  useIotDeviceEvents as useDeviceStream,
  useGetIotDevice,
} from '@robomarket/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

/** How often the device page asks for the device while its event stream is not open. */
const DEVICE_REFRESH_MS = 10_000;

/**
 * Keeps a device page live through the device's event stream (`streamIotDeviceEvents`): the device as the
 * stream sends it (status, battery, last seen) replaces the one read, each stored batch of points and each
 * reconnect reads the charts again, and an alert's change refreshes the alert lists. While the stream is not
 * open (not yet, or dropped), the device is read every 10 seconds instead.
 */
export function useIotDeviceEvents(deviceId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const refreshCharts = useCallback(() => {
    // A batch arriving while the charts load again does not restart that load.
    void queryClient.invalidateQueries(
      { queryKey: [...iotDeviceKeys.detail(deviceId), 'series'] },
      { cancelRefetch: false },
    );
  }, [queryClient, deviceId]);
  const live = useDeviceStream(deviceId, {
    enabled,
    onPoints: refreshCharts,
    onReconnect: refreshCharts,
    onAlert: () => void queryClient.invalidateQueries({ queryKey: iotAlertKeys.all }),
  });
  useGetIotDevice(deviceId, { refetchInterval: enabled && !live.connected ? DEVICE_REFRESH_MS : false });
  useEffect(() => {
    if (live.device !== null) queryClient.setQueryData(iotDeviceKeys.detail(deviceId), live.device);
  }, [queryClient, deviceId, live.device]);
}
