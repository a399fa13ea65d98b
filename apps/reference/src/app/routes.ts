import type { RouteObject } from 'react-router';
import { LandingRoute } from '../routes/landing';
import * as notFound from '../routes/not-found';
import { MainLayout } from './layouts/main-layout';
import { MarketingLayout } from './layouts/marketing-layout';
import { RootError } from './layouts/root-error';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';

/*
 * The route table (product-spec §2). Later screens add their entries to one of the two groups:
 *   marketingRoutes: layout without the secondary navigation (landing, about);
 *   mainRoutes:      layout with the secondary navigation (everything else).
 * Each group's children sit under a pathless route whose ErrorBoundary renders inside the layout,
 * so the header, footer (and, in the main group, the secondary navigation) stay on the error page.
 * Only screens that work are listed: a path nobody claims falls to the catch-all and answers 404.
 */

/** Pages without the secondary navigation. */
export const marketingRoutes: RouteObject[] = [{ index: true, Component: LandingRoute }];

/** Pages with the secondary navigation. Later issues add theirs here (policies, dashboard, ...). */
export const mainRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootError,
    children: [
      {
        id: 'marketing',
        Component: MarketingLayout,
        children: [{ ErrorBoundary: RouteErrorPage, children: marketingRoutes }],
      },
      {
        id: 'main',
        Component: MainLayout,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [...mainRoutes, { path: '*', ...notFound }],
          },
        ],
      },
    ],
  },
];
