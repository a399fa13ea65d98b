// Legacy IoT calls (tag `legacy-payments`): registering a delivered unit and a device posting its points, under
// the old paths and field names. The device's call is authenticated by its own credential, as in v2.
import type { LegacyRegistry } from './operation.ts';
import { relay, v2Path } from './translate.ts';

export const legacyIot: LegacyRegistry = {
  /** `POST /workflows/{id}/iot-devices` (`serial_number`, `product_id`) → `POST /v2/workflows/{id}/iot/register`. */
  legacyRegisterIotDevice: {
    handle: async (request, v2) => {
      const { serial_number: serialNumber, model, name, product_id: productId } = request.body;
      return relay(
        await v2({
          method: 'POST',
          path: v2Path('/v2/workflows/{id}/iot/register', { id: request.params.id }),
          body: {
            serialNumber,
            model,
            ...(name === undefined ? {} : { name }),
            ...(productId === undefined ? {} : { productId }),
          },
        }),
      );
    },
  },
  /** `POST /iot-devices/{deviceId}/metrics` (`timestamp`) → `POST /v2/iot/{id}/metrics` (`recordedAt`). */
  legacyPostIotMetrics: {
    handle: async (request, v2) => {
      const metrics = request.body.metrics.map(({ name, value, unit, timestamp, recordedAt }) => ({
        name,
        value,
        ...(unit === undefined ? {} : { unit }),
        recordedAt: recordedAt ?? timestamp,
      }));
      return relay(
        await v2({
          method: 'POST',
          path: v2Path('/v2/iot/{id}/metrics', { id: request.params.deviceId }),
          body: { metrics },
        }),
      );
    },
  },
};
