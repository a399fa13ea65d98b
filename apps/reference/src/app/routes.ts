import type { RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth';
import { LandingRoute } from '../routes/landing';
import * as notFound from '../routes/not-found';
import { PolicyRedirectRoute, policyRedirects } from '../routes/policy-redirect';
import { MainLayout } from './layouts/main-layout';
import { MarketingLayout } from './layouts/marketing-layout';
import { RootError } from './layouts/root-error';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage, RouteErrorPage } from './route-error-page';
import { RoutePending } from './route-pending';

/*
 * Each screen but the landing page is its own chunk, loaded when a route needs it (the landing page is
 * the first paint for most visitors, so it stays in the entry chunk and costs no second round trip).
 * `lazy` resolves to the route's Component. On a first page load the layouts and RequireAuth render at
 * once and the screen's own HydrateFallback (RoutePending) fills their outlet until its chunk arrives.
 */
const businessRobotsMaintenance = async () => ({
  Component: (await import('../routes/business-robots-maintenance')).BusinessRobotsMaintenanceRoute,
});
const accountSettings = async () => ({
  Component: (await import('../routes/account-settings')).AccountSettingsRoute,
});
const businessProducts = async () => ({
  Component: (await import('../routes/business-products')).BusinessProductsRoute,
});
const businessSettings = async () => ({
  Component: (await import('../routes/business-settings')).BusinessSettingsRoute,
});
const dashboard = async () => ({ Component: (await import('../routes/dashboard')).DashboardRoute });
const workflow = async () => ({ Component: (await import('../routes/workflow')).WorkflowRoute });
const workflowNew = async () => ({ Component: (await import('../routes/workflow-new')).WorkflowNewRoute });
const workflows = async () => ({ Component: (await import('../routes/workflows')).WorkflowsRoute });
const home = async () => ({ Component: (await import('../routes/home')).HomeRoute });
const login = async () => ({ Component: (await import('../routes/login')).LoginRoute });
const product = async () => ({ Component: (await import('../routes/product')).ProductRoute });
const businessTeam = async () => ({
  Component: (await import('../routes/business-team')).BusinessTeamRoute,
});
const businessSettingsAccount = async () => ({
  Component: (await import('../routes/business-settings-account')).BusinessSettingsAccountRoute,
});
const businessSettingsSecurity = async () => ({
  Component: (await import('../routes/business-settings-security')).BusinessSettingsSecurityRoute,
});
const businessSettingsAudit = async () => ({
  Component: (await import('../routes/business-settings-audit')).BusinessSettingsAuditRoute,
});
const businessRfps = async () => ({
  Component: (await import('../routes/business-rfps')).BusinessRfpsRoute,
});
const businessSettingsNotifications = async () => ({
  Component: (await import('../routes/business-settings-notifications')).BusinessSettingsNotificationsRoute,
});
const notificationsUnsubscribe = async () => ({
  Component: (await import('../routes/notifications-unsubscribe')).NotificationsUnsubscribeRoute,
});
const rfpCreate = async () => ({ Component: (await import('../routes/rfp-create')).RfpCreateRoute });
const rfpDetails = async () => ({ Component: (await import('../routes/rfp-details')).RfpDetailsRoute });
const rfpEdit = async () => ({ Component: (await import('../routes/rfp-edit')).RfpEditRoute });
const rfpMarketplace = async () => ({
  Component: (await import('../routes/rfp-marketplace')).RfpMarketplaceRoute,
});
const rfpRespond = async () => ({ Component: (await import('../routes/rfp-respond')).RfpRespondRoute });
const rfpSubmit = async () => ({ Component: (await import('../routes/rfp-submit')).RfpSubmitRoute });
const browse = async () => ({ Component: (await import('../routes/browse')).BrowseRoute });
const categories = async () => ({ Component: (await import('../routes/categories')).CategoriesRoute });
const deals = async () => ({ Component: (await import('../routes/deals')).DealsRoute });
const trending = async () => ({ Component: (await import('../routes/trending')).TrendingRoute });
const newProducts = async () => ({ Component: (await import('../routes/new-products')).NewProductsRoute });
const sell = async () => ({ Component: (await import('../routes/sell')).SellRoute });
const register = async () => ({ Component: (await import('../routes/register')).RegisterRoute });
// Account lifecycle (ADR 0097): the pages mailed links open.
const forgotPassword = async () => ({
  Component: (await import('../routes/account-recovery')).ForgotPasswordRoute,
});
const resetPassword = async () => ({
  Component: (await import('../routes/account-recovery')).ResetPasswordRoute,
});
const verifyEmail = async () => ({
  Component: (await import('../routes/account-recovery')).VerifyEmailRoute,
});
const confirmEmail = async () => ({
  Component: (await import('../routes/account-recovery')).ConfirmEmailRoute,
});
const checkout = async () => ({ Component: (await import('../routes/checkout')).CheckoutRoute });

const policy = async () => {
  const module = await import('../routes/policy');
  return { loader: module.loader, Component: module.PolicyRoute };
};
const policyExamples = async () => ({
  Component: (await import('../routes/policy-examples')).PolicyExamplesRoute,
});

const payments = async () => ({ Component: (await import('../routes/payments')).PaymentsRoute });
// Conversations about a product before an offer (ADR 0088).
const messages = async () => ({ Component: (await import('../routes/messages')).MessagesRoute });
const conversation = async () => ({ Component: (await import('../routes/conversation')).ConversationRoute });
const businessPayouts = async () => ({
  Component: (await import('../routes/business-payouts')).BusinessPayoutsRoute,
});
// Awards over a spending limit and the rules they wait under (ADR 0091).
const businessApprovals = async () => ({
  Component: (await import('../routes/business-approvals')).BusinessApprovalsRoute,
});
const businessSettingsApprovals = async () => ({
  Component: (await import('../routes/business-settings-approvals')).BusinessSettingsApprovalsRoute,
});
// The fleet (issue 28): robots from the deals, one robot's page.
const businessRobots = async () => ({
  Component: (await import('../routes/business-robots')).BusinessRobotsRoute,
});
const businessRobotsFleet = async () => ({
  Component: (await import('../routes/business-robots')).BusinessRobotsFleetRoute,
});
const businessRobotDevice = async () => ({
  Component: (await import('../routes/business-robots')).BusinessRobotDeviceRoute,
});
const adminDisputes = async () => ({
  Component: (await import('../routes/admin-disputes')).AdminDisputesRoute,
});
const adminJobs = async () => ({
  Component: (await import('../routes/admin-jobs')).AdminJobsRoute,
});

/*
 * The route table (product-spec §2). Later screens add their entries to one of the two groups:
 *   marketingRoutes: layout without the secondary navigation (landing, about);
 *   mainRoutes:      layout with the secondary navigation (everything else).
 * Each group's children sit under a pathless route whose ErrorBoundary renders inside the layout,
 * so the header, footer (and, in the main group, the secondary navigation) stay on the error page.
 * Only screens that work are listed: a path nobody claims falls to the catch-all and answers 404.
 */

const about = async () => ({ Component: (await import('../routes/about')).AboutRoute });

/** Pages without the secondary navigation. */
export const marketingRoutes: RouteObject[] = [
  { index: true, Component: LandingRoute },
  { path: 'about', lazy: about, HydrateFallback: RoutePending },
];

/**
 * Screens that need a signed-in user (product-spec §2 "Protected routes"). They sit under RequireAuth,
 * which sends guests to / and remembers where they were going.
 */
export const protectedRoutes: RouteObject[] = [
  { path: 'home', lazy: home, HydrateFallback: RoutePending },
  { path: 'account-settings', lazy: accountSettings, HydrateFallback: RoutePending },
  // One products screen under four addresses (product-spec §2).
  { path: 'business/products', lazy: businessProducts, HydrateFallback: RoutePending },
  { path: 'business/products/catalog', lazy: businessProducts, HydrateFallback: RoutePending },
  { path: 'business/products/inventory', lazy: businessProducts, HydrateFallback: RoutePending },
  { path: 'business/products/pricing', lazy: businessProducts, HydrateFallback: RoutePending },
  // Business memberships (product-spec §2 lists Settings under /business/settings/).
  { path: 'business/settings', lazy: businessSettings, HydrateFallback: RoutePending },
  // Team and settings (ADR 0092): members and roles, account details, keys and sessions, the audit log.
  { path: 'business/team', lazy: businessTeam, HydrateFallback: RoutePending },
  { path: 'business/settings/account', lazy: businessSettingsAccount, HydrateFallback: RoutePending },
  { path: 'business/settings/security', lazy: businessSettingsSecurity, HydrateFallback: RoutePending },
  { path: 'business/settings/audit', lazy: businessSettingsAudit, HydrateFallback: RoutePending },
  // RFPs and the seller's proposal (product-spec §2).
  { path: 'rfp/create', lazy: rfpCreate, HydrateFallback: RoutePending },
  { path: 'rfp/details/:id', lazy: rfpDetails, HydrateFallback: RoutePending },
  { path: 'rfp/edit/:id', lazy: rfpEdit, HydrateFallback: RoutePending },
  { path: 'rfp/submit/:id', lazy: rfpSubmit, HydrateFallback: RoutePending },
  { path: 'rfp/marketplace', lazy: rfpMarketplace, HydrateFallback: RoutePending },
  { path: 'rfp/respond/:id', lazy: rfpRespond, HydrateFallback: RoutePending },
  { path: 'business/rfps', lazy: businessRfps, HydrateFallback: RoutePending },
  // One dashboard under three addresses (product-spec §2).
  { path: 'dashboard', lazy: dashboard, HydrateFallback: RoutePending },
  { path: 'business', lazy: dashboard, HydrateFallback: RoutePending },
  { path: 'business/dashboard', lazy: dashboard, HydrateFallback: RoutePending },
  // workflow/new before workflow/:id is not needed (React Router ranks static segments first); kept for reading.
  { path: 'workflow/new', lazy: workflowNew, HydrateFallback: RoutePending },
  { path: 'workflow/:id', lazy: workflow, HydrateFallback: RoutePending },
  // Every workflow of the user, active and finished, with filters (issue 25).
  { path: 'workflows', lazy: workflows, HydrateFallback: RoutePending },
  // The sandbox card provider's checkout page, where a payment session's checkout_url leads (issue 12).
  { path: 'checkout/:paymentId', lazy: checkout, HydrateFallback: RoutePending },
  // Questions about a product before an offer (ADR 0088): the caller's conversations and one of them.
  { path: 'messages', lazy: messages, HydrateFallback: RoutePending },
  { path: 'messages/:id', lazy: conversation, HydrateFallback: RoutePending },
  // Platform admins decide contested disputes (the screen itself turns everyone else away).
  { path: 'admin/disputes', lazy: adminDisputes, HydrateFallback: RoutePending },
  // Platform admins see the job queue's dead jobs and replay them (ADR 0094).
  { path: 'admin/jobs', lazy: adminJobs, HydrateFallback: RoutePending },

  // Payment history (product-spec §2, issue 12).
  { path: 'payments', lazy: payments, HydrateFallback: RoutePending },
  // A seller's balance and payouts, from the ledger.
  { path: 'business/payouts', lazy: businessPayouts, HydrateFallback: RoutePending },
  // Awards waiting for approval, and the approval rules (ADR 0091).
  { path: 'business/approvals', lazy: businessApprovals, HydrateFallback: RoutePending },
  { path: 'business/settings/approvals', lazy: businessSettingsApprovals, HydrateFallback: RoutePending },
  // The robots from the deals and their telemetry (issue 28).
  { path: 'business/robots', lazy: businessRobots, HydrateFallback: RoutePending },
  { path: 'business/robots/fleet', lazy: businessRobotsFleet, HydrateFallback: RoutePending },
  { path: 'business/robots/devices/:deviceId', lazy: businessRobotDevice, HydrateFallback: RoutePending },
  // What the business hears about (ADR 0096).
  {
    path: 'business/settings/notifications',
    lazy: businessSettingsNotifications,
    HydrateFallback: RoutePending,
  },
  // The fleet's alerts and alert rules (ADR 0100).
  { path: 'business/robots/maintenance', lazy: businessRobotsMaintenance, HydrateFallback: RoutePending },
];

/**
 * Protected paths of product-spec §2 whose screens later issues build. They are guarded already, so a
 * guest is sent to / (and back after signing in) as everywhere else; a signed-in user sees the 404 page
 * until the screen exists. Building a screen moves its path into protectedRoutes.
 */
export const upcomingProtectedPaths: string[] = [];

/** Pages with the secondary navigation. Later issues add theirs here (policies, dashboard, ...). */
export const mainRoutes: RouteObject[] = [
  { path: 'login', lazy: login, HydrateFallback: RoutePending },
  { path: 'register', lazy: register, HydrateFallback: RoutePending },
  { path: 'forgot-password', lazy: forgotPassword, HydrateFallback: RoutePending },
  { path: 'reset-password', lazy: resetPassword, HydrateFallback: RoutePending },
  { path: 'verify-email', lazy: verifyEmail, HydrateFallback: RoutePending },
  { path: 'confirm-email', lazy: confirmEmail, HydrateFallback: RoutePending },
  // How selling works: for guests too, who are invited to register a business.
  { path: 'sell', lazy: sell, HydrateFallback: RoutePending },
  // The public catalogue (ADR 0103): visitors browse, search and open products without signing in; making
  // an offer asks them to sign in and brings them back to the product.
  { path: 'product/:id', lazy: product, HydrateFallback: RoutePending },
  { path: 'browse', lazy: browse, HydrateFallback: RoutePending },
  { path: 'categories', lazy: categories, HydrateFallback: RoutePending },
  { path: 'deals', lazy: deals, HydrateFallback: RoutePending },
  { path: 'trending', lazy: trending, HydrateFallback: RoutePending },
  { path: 'new', lazy: newProducts, HydrateFallback: RoutePending },
  // The policies as pages, their short addresses, and the policy viewer's demo page (product-spec §2).
  { path: 'policy/:name', lazy: policy, HydrateFallback: RoutePending },
  ...Object.keys(policyRedirects).map((path) => ({ path: path.slice(1), Component: PolicyRedirectRoute })),
  { path: 'policy-examples', lazy: policyExamples, HydrateFallback: RoutePending },
  // A notification mail's one-click unsubscribe link: no sign-in (ADR 0096).
  { path: 'notifications/unsubscribe', lazy: notificationsUnsubscribe, HydrateFallback: RoutePending },
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
