import { loadOnce } from '@robomarket/ui';
import { lazy } from 'react';

/** Starts downloading the dialogs' chunk; the same promise every time, so calling it again is free. */
export const preloadHeaderDialogs = loadOnce(() => import('./header-dialogs'));

/** The header's dialogs, rendered under Suspense once a dialog has been asked for. */
export const LazyHeaderDialogs = lazy(async () => ({
  default: (await preloadHeaderDialogs()).HeaderDialogs,
}));
