import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.replaceChildren();
});

it('defines the elements from the script tag it was loaded by and imports the runtime beside it', async () => {
  const script = document.createElement('script');
  script.src = 'https://robomarket.example/widgets/widgets.js';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});

  await import('./loader');
  expect(customElements.get('robomarket-waitlist')).toBeDefined();

  // There is no server behind the URL here: the failed import names the URL the loader computed.
  document.body.append(document.createElement('robomarket-waitlist'));
  await vi.waitFor(() => expect(error).toHaveBeenCalled());
  expect(error.mock.calls[0]?.[0]).toBe(
    '[robomarket] could not load https://robomarket.example/widgets/runtime.js',
  );
});
