// The device's live stream (`streamIotDeviceEvents`) and the channels it listens to.
import type { OperationRegistry } from '../../../plugins/openapi/operation.ts';
import { streamIotDeviceEvents } from './stream-device-events.ts';

export { createDeviceBus, type DeviceBus } from './device-bus.ts';

export const streamOperations: OperationRegistry = { streamIotDeviceEvents };
