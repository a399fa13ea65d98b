import { lazy } from 'react';

let loading: Promise<typeof import('./header-dialogs')> | null = null;

/** Starts downloading the dialogs' chunk; the same promise every time, so calling it again is free. */
export function preloadHeaderDialogs() {
  loading ??= import('./header-dialogs').catch((error: unknown) => {
    loading = null; // a failed download is tried again on the next attempt
    throw error;
  });
  return loading;
}

/** The header's dialogs, rendered under Suspense once a dialog has been asked for. */
export const LazyHeaderDialogs = lazy(async () => ({
  default: (await preloadHeaderDialogs()).HeaderDialogs,
}));
