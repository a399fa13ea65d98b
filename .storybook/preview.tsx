import '@robomarket/ui/styles.css';
import { type RoboMarketAppearance, RoboMarketTheme } from '@robomarket/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { HttpResponse, isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { HttpNetworkFrame } from 'msw/experimental';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useEffect, useState } from 'react';
import { sampleImageHandlers } from './sample-images';
import { APPEARANCE_EVENT, installTestMode } from './test-mode';

// Vitest runs stories with mode 'test'. There, animations and transitions only make interaction timing
// and screenshots flaky, a blinking caret makes screenshots differ from run to run, and installed fonts
// differ from machine to machine: .storybook/test-mode.ts turns all three off.
if (import.meta.env.MODE === 'test') installTestMode();

// Requests that reach neither a handler nor an asset are mistakes in a story: fail them loudly
// instead of letting them hit a real server. Vite modules and Storybook internals pass through.
const API_PATH = /^\/(?:v2|api|auth|business|webhooks)(?:\/|$)/;

async function startWorker() {
  // The sample product images' handlers stay through each story's resetHandlers().
  const worker = setupWorker(...sampleImageHandlers);
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      // WebSockets include Vite's HMR connection; no story opens one of its own yet.
      if (!(frame instanceof HttpNetworkFrame)) return;
      const { request } = frame.data;
      if (isCommonAssetRequest(request)) return;
      const url = new URL(request.url);
      if (url.origin !== window.location.origin || API_PATH.test(url.pathname)) {
        defaults.error();
        // Logging alone lets the request through to the dev server; a network error makes the story fail.
        frame.respondWith(HttpResponse.error());
      }
    },
  });
  return worker;
}

/**
 * The story's theme. Under Vitest, each story is screenshotted in its appearance and then in the other one:
 * the screenshot hook asks for the other one with APPEARANCE_EVENT, so the story repaints without being
 * run again (its play function's end state stays on screen).
 */
function StoryTheme({
  appearance,
  docs,
  children,
}: {
  appearance: RoboMarketAppearance;
  docs: boolean;
  children: ReactNode;
}) {
  const [override, setOverride] = useState<RoboMarketAppearance>();
  useEffect(() => {
    if (import.meta.env.MODE !== 'test') return;
    const listener = (event: Event) => setOverride((event as CustomEvent<RoboMarketAppearance>).detail);
    window.addEventListener(APPEARANCE_EVENT, listener);
    return () => window.removeEventListener(APPEARANCE_EVENT, listener);
  }, []);
  return (
    // A root Radix theme is at least a screen tall; on a docs page that would make every example a screen tall.
    <RoboMarketTheme appearance={override ?? appearance} style={docs ? { minHeight: 0 } : undefined}>
      <div className="sb-story-frame" style={{ padding: 'var(--space-5)', width: 'fit-content' }}>
        {children}
      </div>
    </RoboMarketTheme>
  );
}

const withTheme: Decorator = (Story, { globals, viewMode }) => (
  <StoryTheme appearance={globals.appearance === 'dark' ? 'dark' : 'light'} docs={viewMode === 'docs'}>
    <Story />
  </StoryTheme>
);

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader(startWorker)],
  globalTypes: {
    appearance: {
      description: 'RoboMarketTheme appearance',
      toolbar: {
        title: 'Appearance',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { appearance: 'light' },
  parameters: {
    // The theme paints its own background edge to edge, dark stories included.
    layout: 'fullscreen',
    controls: { expanded: true },
    // The sidebar: the tokens first, then the ui package's domain folders from the smallest pieces up to
    // whole screens, then the partner widgets.
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Tokens', 'RoboMarketTheme'],
          'Primitives',
          'Site',
          'Catalogue',
          'Procurement',
          'Payments',
          'Business',
          'Messaging',
          'Fleet',
          'Widgets',
        ],
      },
    },
    // An axe violation fails the story, in the Storybook UI and in `vitest --project storybook`.
    a11y: { test: 'error' },
    // Chromatic (where a project token is set) snapshots every story in both appearances, like the local
    // baselines (tests/visual/stories-setup.ts).
    chromatic: { modes: { light: { appearance: 'light' }, dark: { appearance: 'dark' } } },
  },
  tags: ['autodocs'],
};

export default preview;
