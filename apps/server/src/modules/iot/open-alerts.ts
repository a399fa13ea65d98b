// Whether a device has an alert still open (OPEN or ACKNOWLEDGED), as SQL: the device status (ALERT) and the
// fleet's status filter ask it.

/** SQL: whether the device `deviceId` (an SQL expression such as `d.id`) has an open alert. */
export const openAlertCondition = (deviceId: string): string =>
  `EXISTS (SELECT 1 FROM iot_alerts a WHERE a.device_id = ${deviceId} AND a.status <> 'RESOLVED')`;
