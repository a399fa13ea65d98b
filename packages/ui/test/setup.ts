import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazy part (a dialog, a chart) shows later on a busy machine than the default 1 s of waiting allows: waits
// for what a component shows give it 10 s, still ending at once when it shows.
configure({ asyncUtilTimeout: 10_000 });

// Testing Library only cleans up by itself when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
});
