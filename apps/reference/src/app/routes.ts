import type { RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth';
import { AccountSettingsRoute } from '../routes/account-settings';
import { BusinessProductsRoute } from '../routes/business-products';
import { BusinessSettingsRoute } from '../routes/business-settings';
import { HomeRoute } from '../routes/home';
import { LandingRoute } from '../routes/landing';
import { LoginRoute } from '../routes/login';
import * as notFound from '../routes/not-found';
import { ProductRoute } from '../routes/product';
import { RegisterRoute } from '../routes/register';
import { MainLayout } from './layouts/main-layout';
import { MarketingLayout } from './layouts/marketing-layout';
import { RootError } from './layouts/root-error';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage, RouteErrorPage } from './route-error-page';

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

/**
 * Screens that need a signed-in user (product-spec §2 "Protected routes"). They sit under RequireAuth,
 * which sends guests to / and remembers where they were going.
 */
export const protectedRoutes: RouteObject[] = [
  { path: 'home', Component: HomeRoute },
  { path: 'account-settings', Component: AccountSettingsRoute },
  { path: 'product/:id', Component: ProductRoute },
  // One products screen under four addresses (product-spec §2).
  { path: 'business/products', Component: BusinessProductsRoute },
  { path: 'business/products/catalog', Component: BusinessProductsRoute },
  { path: 'business/products/inventory', Component: BusinessProductsRoute },
  { path: 'business/products/pricing', Component: BusinessProductsRoute },
  // Business memberships (product-spec §2 lists Settings under /business/settings/).
  { path: 'business/settings', Component: BusinessSettingsRoute },
];

/**
 * Protected paths of product-spec §2 whose screens later issues build. They are guarded already, so a
 * guest is sent to / (and back after signing in) as everywhere else; a signed-in user sees the 404 page
 * until the screen exists. Building a screen moves its path into protectedRoutes.
 */
export const upcomingProtectedPaths = [
  'dashboard',
  'business',
  'business/dashboard',
  'workflow/new',
  'workflow/:id',
  'rfp/create',
  'rfp/details/:id',
  'rfp/edit/:id',
  'rfp/submit/:id',
  'rfp/marketplace',
  'rfp/respond/:id',
  'payments',
];

/** Pages with the secondary navigation. Later issues add theirs here (policies, dashboard, ...). */
export const mainRoutes: RouteObject[] = [
  { path: 'login', Component: LoginRoute },
  { path: 'register', Component: RegisterRoute },
  {
    id: 'protected',
    Component: RequireAuth,
    children: [
      ...protectedRoutes,
      ...upcomingProtectedPaths.map((path) => ({ path, Component: NotFoundPage })),
    ],
  },
];

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
            children: [
              ...mainRoutes,
              {
                path: '*',
                loader: notFound.loader,
                HydrateFallback: notFound.HydrateFallback,
                Component: notFound.Component,
              },
            ],
          },
        ],
      },
    ],
  },
];
