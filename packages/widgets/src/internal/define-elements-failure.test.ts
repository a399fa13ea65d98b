// A window of its own: the runtime promise is cached per page, so a failed first load needs a fresh one.
import { expect, it, vi } from 'vitest';
import type { WidgetRuntime } from './contract';
import { defineWidgetElements } from './define-elements';

it('reports a runtime that fails to load and tries again for the next element', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const mount = vi.fn(() => ({ update() {}, unmount() {} }));
  const importRuntime = vi
    .fn<(url: string) => Promise<WidgetRuntime>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce({ mount });
  defineWidgetElements({ scriptSrc: 'https://robomarket.example/widgets/widgets.js', importRuntime });

  document.body.append(document.createElement('robomarket-waitlist'));
  await vi.waitFor(() =>
    expect(error).toHaveBeenCalledWith(
      '[robomarket] could not load https://robomarket.example/widgets/runtime.js',
      expect.any(TypeError),
    ),
  );
  expect(mount).not.toHaveBeenCalled();

  document.body.append(document.createElement('robomarket-waitlist'));
  await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
  expect(importRuntime).toHaveBeenCalledTimes(2);
});
