import { ONBOARDING_STEPS } from '@shipdeck/domain/routes/route-table';
import { TENANTS } from '@shipdeck/domain/tenants/tenants';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { authPageLoader, logoutLoader } from '../../features/auth/routes/auth-loaders.ts';
import { inboxLoader, inboxShouldRevalidate } from '../../features/shipments/routes/inbox-loader.ts';
import { loadLaterParts } from '../../shared/later-parts/later-parts.ts';
import { LoadingState } from '../../shared/ui/states.tsx';
import type { ShellHandle } from '../shell/private-layout.tsx';
import { onboardingIndexLoader, onboardingStepLoader } from './onboarding-loaders.ts';
import { privateLoader } from './private-loader.ts';
import { redirectLoader } from './redirect-loader.ts';
import { RouteError } from './route-error.tsx';

/** Routes whose loader always redirects render nothing (and tell the router so). */
const RedirectOnly = () => null;

// Every area is its own lazy chunk; the shell (layout, header, splash) is in the main chunk.
const checkout = () => import('../../features/checkout/routes/checkout-pages.tsx');
const settingsMenu = () => import('../../features/settings-menu/components/settings-layout.tsx');
const support = () => import('../../features/support/routes/support-pages.tsx');
const onboarding = () => import('../../features/onboarding/routes/onboarding-pages.tsx');
const integrations = () => import('../../features/integrations/routes/activation-pages.tsx');
const brandedEmailEditor = () => import('../../features/branded-emails/routes/label-created-email-page.tsx');
const defaultEmailPreview = () => import('../../features/branded-emails/routes/default-email-page.tsx');
const brandedEmailsLayout = () => import('../../features/branded-emails/routes/branded-emails-layout.tsx');
const emailTemplatesTab = () => import('../../features/branded-emails/routes/email-templates-page.tsx');
const brandSettingsTab = () => import('../../features/branded-emails/routes/brand-settings-page.tsx');
const errorPage = () => import('../../features/error/routes/error-page.tsx');
const subscriptions = () => import('../../features/subscriptions/routes/subscriptions-page.tsx');
const analytics = () => import('../../features/analytics/routes/analytics-page.tsx');
const senderAddresses = () => import('../../features/addresses/routes/sender-page.tsx');
const recipientAddresses = () => import('../../features/addresses/routes/recipient-page.tsx');
const addressesLayout = () => import('../../features/addresses/routes/addresses-layout.tsx');
const parcelsPage = () => import('../../features/parcels/routes/parcels-page.tsx');
const productsPage = () => import('../../features/products/routes/products-page.tsx');
const shippingRulesPage = () => import('../../features/shipping-rules/routes/shipping-rules-page.tsx');
const archivingPage = () => import('../../features/archiving/routes/archiving-page.tsx');
const yourAccountPage = () => import('../../features/your-account/routes/your-account-page.tsx');
const privacyPage = () => import('../../features/privacy/routes/privacy-page.tsx');
const ownContractsPage = () => import('../../features/own-contracts/routes/own-contracts-page.tsx');
const volumeDiscountsPage = () => import('../../features/volume-discounts/routes/volume-discounts-page.tsx');
const billing = () => import('../../features/billing/routes/billing-layout.tsx');
const transactionsPage = () => import('../../features/billing/routes/transactions-page.tsx');
const invoicesPage = () => import('../../features/invoices/routes/invoices-page.tsx');
const invoicingPage = () => import('../../features/billing/routes/invoicing-page.tsx');
const paymentPage = () => import('../../features/billing/routes/payment-page.tsx');

// The first screen: the signed-in shell and the shipments list, with the first-screen texts and styles only.
const privateLayout = async () => ({
  Component: (await import('../shell/private-layout.tsx')).PrivateLayout,
});
const inboxPage = async () => ({
  Component: (await import('../../features/shipments/routes/inbox-page.tsx')).InboxPage,
});
const FIRST_SCREEN_ROUTES: ReadonlySet<RouteObject['lazy']> = new Set([privateLayout, inboxPage]);

/** Every page beyond the first screen shows once its code and the texts and styles beyond the first screen are in. */
const withLaterParts = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject;
    if (typeof lazy === 'function' && !FIRST_SCREEN_ROUTES.has(lazy)) {
      next.lazy = async () => (await Promise.all([lazy(), loadLaterParts()]))[0];
    }
    if (children) next.children = withLaterParts(children);
    return next;
  });

/**
 * While a seller types their password, the code of the screen that follows (the shell and the shipments
 * list) loads, so signing in waits only for the data.
 */
const preloadSignedInScreen = () => {
  void import('../shell/private-layout.tsx');
  void import('../../features/shipments/routes/inbox-page.tsx');
};

/** The private route table under one tenant prefix (mirrors packages/domain routes/route-table). */
const privateChildren = (queryClient: QueryClient): RouteObject[] => {
  const forward = redirectLoader(queryClient);
  return [
    { index: true, loader: forward, Component: RedirectOnly },
    { path: 'error', lazy: async () => ({ Component: (await errorPage()).ErrorPage }) },
    {
      path: 'shipments',
      children: [
        { index: true, loader: forward, Component: RedirectOnly },
        {
          path: 'bulk/summary',
          lazy: async () => ({
            Component: (await import('../../features/bulk-payment/routes/bulk-summary-page.tsx'))
              .PaymentSummaryPage,
          }),
        },
        {
          path: ':inbox',
          handle: { isFirstScreen: true } satisfies ShellHandle,
          loader: inboxLoader,
          shouldRevalidate: inboxShouldRevalidate,
          lazy: inboxPage,
        },
        {
          path: ':id/details',
          lazy: async () => ({
            Component: (await import('../../features/post-sale/routes/shipment-details-page.tsx'))
              .ShipmentDetailsPage,
          }),
        },
        { path: 'detail/:id', loader: forward, Component: RedirectOnly },
        { path: ':id/create', lazy: async () => ({ Component: (await checkout()).CheckoutIndexPage }) },
        {
          path: 'create/:step',
          loader: forward,
          lazy: async () => ({ Component: (await checkout()).CheckoutStepPage }),
        },
        {
          path: ':id/create/:step',
          loader: forward,
          lazy: async () => ({ Component: (await checkout()).CheckoutStepPage }),
        },
      ],
    },
    { path: 'subscriptions', lazy: async () => ({ Component: (await subscriptions()).SubscriptionsPage }) },
    { path: 'analytics', lazy: async () => ({ Component: (await analytics()).AnalyticsPage }) },
    {
      path: 'problems',
      lazy: async () => ({
        Component: (await import('../../features/problems/routes/problems-page.tsx')).ProblemsPage,
      }),
    },
    {
      path: 'branded-emails/label-created',
      lazy: async () => ({ Component: (await brandedEmailEditor()).LabelCreatedEmailPage }),
    },
    {
      path: 'branded-emails/default',
      lazy: async () => ({ Component: (await defaultEmailPreview()).DefaultEmailPage }),
    },
    {
      path: 'support-center',
      children: [
        { index: true, lazy: async () => ({ Component: (await support()).SupportCenterPage }) },
        { path: 'details/:id', lazy: async () => ({ Component: (await support()).TicketDetailsPage }) },
        { path: 'new-ticket', lazy: async () => ({ Component: (await support()).NewTicketPage }) },
      ],
    },
    {
      path: 'support-console',
      lazy: async () => ({
        Component: (await import('../../features/support/routes/staff-console-page.tsx')).StaffConsolePage,
      }),
    },
    {
      path: 'onboarding',
      handle: { isBare: true } satisfies ShellHandle,
      lazy: async () => ({ Component: (await onboarding()).OnboardingLayout }),
      children: [
        { index: true, loader: onboardingIndexLoader(queryClient), Component: RedirectOnly },
        ...ONBOARDING_STEPS.map((step) => ({
          path: step,
          loader: onboardingStepLoader(queryClient, step),
          lazy: async () => ({ Component: (await onboarding()).OnboardingStepPage }),
        })),
      ],
    },
    { path: 'integrations/:alias', loader: forward, Component: RedirectOnly },
    {
      path: 'integrations/:alias/activate/start-flow',
      lazy: async () => ({ Component: (await integrations()).StartFlowPage }),
    },
    {
      path: 'integrations/:alias/activate/complete-flow',
      lazy: async () => ({ Component: (await integrations()).CompleteFlowPage }),
    },
    {
      path: 'settings',
      lazy: async () => ({ Component: (await settingsMenu()).SettingsLayout }),
      children: [
        { index: true, loader: forward, Component: RedirectOnly },
        {
          path: 'billing',
          handle: { settingsPage: 'billing' },
          lazy: async () => ({ Component: (await billing()).BillingLayout }),
          children: [
            { index: true, loader: forward, Component: RedirectOnly },
            {
              path: 'transactions',
              lazy: async () => ({ Component: (await transactionsPage()).TransactionsPage }),
            },
            {
              path: 'invoices',
              lazy: async () => ({ Component: (await invoicesPage()).InvoicesPage }),
            },
            {
              path: 'invoicing',
              lazy: async () => ({ Component: (await invoicingPage()).InvoicingPage }),
            },
            {
              path: 'payment',
              lazy: async () => ({ Component: (await paymentPage()).PaymentPage }),
            },
          ],
        },
        {
          path: 'your-account',
          handle: { settingsPage: 'your-account' },
          lazy: async () => ({ Component: (await yourAccountPage()).YourAccountPage }),
        },
        {
          path: 'privacy',
          handle: { settingsPage: 'privacy' },
          lazy: async () => ({ Component: (await privacyPage()).PrivacyPage }),
        },
        {
          path: 'volume-discounts',
          handle: { settingsPage: 'volume-discounts' },
          lazy: async () => ({ Component: (await volumeDiscountsPage()).VolumeDiscountsPage }),
        },
        {
          path: 'own-contracts',
          handle: { settingsPage: 'own-contracts' },
          lazy: async () => ({ Component: (await ownContractsPage()).OwnContractsPage }),
        },
        {
          path: 'parcels',
          handle: { settingsPage: 'parcels' },
          lazy: async () => ({ Component: (await parcelsPage()).ParcelsPage }),
        },
        {
          path: 'products',
          handle: { settingsPage: 'products' },
          lazy: async () => ({ Component: (await productsPage()).ProductsPage }),
        },
        {
          path: 'shipping-rules',
          handle: { settingsPage: 'shipping-rules' },
          lazy: async () => ({ Component: (await shippingRulesPage()).ShippingRulesPage }),
        },
        {
          path: 'addresses',
          handle: { settingsPage: 'addresses' },
          lazy: async () => ({ Component: (await addressesLayout()).AddressesLayout }),
          children: [
            { index: true, loader: forward, Component: RedirectOnly },
            {
              path: 'sender',
              lazy: async () => ({ Component: (await senderAddresses()).SenderAddressesPage }),
            },
            {
              path: 'recipient',
              lazy: async () => ({ Component: (await recipientAddresses()).RecipientAddressesPage }),
            },
          ],
        },
        {
          path: 'branded-emails',
          handle: { settingsPage: 'branded-emails' },
          lazy: async () => ({ Component: (await brandedEmailsLayout()).BrandedEmailsLayout }),
          children: [
            { index: true, loader: forward, Component: RedirectOnly },
            {
              path: 'email-templates',
              lazy: async () => ({ Component: (await emailTemplatesTab()).EmailTemplatesPage }),
            },
            {
              path: 'brand-settings',
              lazy: async () => ({ Component: (await brandSettingsTab()).BrandSettingsPage }),
            },
          ],
        },
        {
          path: 'api-key',
          handle: { settingsPage: 'api-key' },
          lazy: async () => ({
            Component: (await import('../../features/api-key/routes/api-key-page.tsx')).ApiKeyPage,
          }),
        },
        {
          path: 'webhooks',
          handle: { settingsPage: 'webhooks' },
          lazy: async () => ({
            Component: (await import('../../features/webhooks/routes/webhooks-page.tsx')).WebhooksPage,
          }),
        },
        {
          path: 'archiving',
          handle: { settingsPage: 'archiving' },
          lazy: async () => ({ Component: (await archivingPage()).ArchivingPage }),
        },
        ...['integrations', 'integrations/:alias'].map((path) => ({
          path,
          handle: { settingsPage: 'integrations' },
          lazy: async () => ({
            Component: (await import('../../features/integrations/routes/integrations-page.tsx'))
              .IntegrationsPage,
          }),
        })),
        { path: 'integrations/:product/callback', loader: forward, Component: RedirectOnly },
      ],
    },
    { path: '*', loader: forward, Component: RedirectOnly },
  ];
};

/** Every private prefix of every tenant; a client on another tenant's prefix is moved to its own. */
const privatePrefixes = TENANTS.flatMap((tenant) => tenant.privatePrefixes);

export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const forward = redirectLoader(queryClient);
  const authPage = (page: string, lazy: RouteObject['lazy']): RouteObject => ({
    path: `:partner/${page}`,
    loader: authPageLoader,
    hydrateFallbackElement: <LoadingState />,
    lazy,
  });
  return withLaterParts([
    {
      path: '/',
      element: <Outlet />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingState />,
      children: [
        { index: true, loader: forward, Component: RedirectOnly },
        // The buyers' tracking page: public, outside every tenant prefix and the signed-in shell.
        {
          path: 'tracking/:token',
          hydrateFallbackElement: <LoadingState />,
          lazy: async () => ({
            Component: (await import('../../features/tracking-page/routes/tracking-page.tsx')).TrackingPage,
          }),
        },
        authPage('login', async () => {
          const { LoginPage } = await import('../../features/auth/routes/login-page.tsx');
          preloadSignedInScreen();
          return { Component: LoginPage };
        }),
        authPage('register', async () => ({
          Component: (await import('../../features/auth/routes/register-page.tsx')).RegisterPage,
        })),
        authPage('recover-password', async () => ({
          Component: (await import('../../features/auth/routes/recover-password-page.tsx'))
            .RecoverPasswordPage,
        })),
        authPage('new-password', async () => ({
          Component: (await import('../../features/auth/routes/new-password-page.tsx')).NewPasswordPage,
        })),
        { path: ':partner/logout', loader: logoutLoader(queryClient), Component: RedirectOnly },
        ...privatePrefixes.map(
          (prefix): RouteObject => ({
            path: prefix.slice(1),
            loader: privateLoader(queryClient),
            hydrateFallbackElement: <LoadingState />,
            lazy: privateLayout,
            errorElement: <RouteError />,
            children: privateChildren(queryClient),
          }),
        ),
        { path: '*', loader: forward, Component: RedirectOnly },
      ],
    },
  ]);
};
