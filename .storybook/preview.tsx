import '@robomarket/ui/styles.css';
import { type RoboMarketAppearance, RoboMarketTheme } from '@robomarket/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { HttpResponse, isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { HttpNetworkFrame } from 'msw/experimental';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { sampleImageHandlers } from './sample-images';

// Vitest runs stories with mode 'test'. There, animations and transitions only make interaction
// timing and screenshots flaky, and a blinking caret makes screenshots differ from run to run.
if (import.meta.env.MODE === 'test') {
  const style = document.createElement('style');
  style.dataset.purpose = 'disable-animations';
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    caret-color: transparent !important;
  }`;
  document.head.append(style);
}

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

const withTheme: Decorator = (Story, { globals, viewMode }) => {
  const appearance: RoboMarketAppearance = globals.appearance === 'dark' ? 'dark' : 'light';
  return (
    // A root Radix theme is at least a screen tall; on a docs page that would make every example a screen tall.
    <RoboMarketTheme appearance={appearance} style={viewMode === 'docs' ? { minHeight: 0 } : undefined}>
      <div className="sb-story-frame" style={{ padding: 'var(--space-5)', width: 'fit-content' }}>
        <Story />
      </div>
    </RoboMarketTheme>
  );
};

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
    // An axe violation fails the story, in the Storybook UI and in `vitest --project storybook`.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
