import type {
  BrandedEmailImplementation,
  BrandedEmailsList,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { buildInit } from '../../../testing/fixtures.ts';
import { type MockResponse, mockApi } from '../../../testing/mock-api.ts';

export const TYPE = 'BRANDED_SHIPMENT_CONFIRMATION';

export const serverError: MockResponse = {
  status: 500,
  body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
};

export const implementationOf = (
  locale: string,
  subject = `Subject ${locale}`,
): BrandedEmailImplementation => ({
  emailType: TYPE,
  locale: locale as BrandedEmailImplementation['locale'],
  subject,
  body: `<p>Hello <span data-tag="receiver_name">{{receiver_name}}</span> (${locale})</p>`,
  isSaved: false,
  defaultValues: { deliveryAddress: 'x', carrierLogoId: 'x', carrierName: 'x', deliveryDate: '2026-06-18' },
});

/**
 * The API of a seller: GET /init with the branded-emails feature usable (client source) or needing a
 * subscription, and the branded-e-mail calls answering from `state` unless a route is given.
 */
export const fakeBrandedEmailsApi = (
  options: { canBrand?: boolean; active?: boolean; routes?: Record<string, MockResponse> } = {},
) => {
  const init = buildInit();
  const features = init.features.map((feature) =>
    feature.featureName === 'BRANDED_EMAILS'
      ? { ...feature, enabled: true, source: options.canBrand === false ? 'subscription' : 'client' }
      : feature,
  );
  const list: BrandedEmailsList = {
    emails: [{ emailType: TYPE, active: options.active ?? false }],
    brandedSettings: {
      companyName: 'Luz Books',
      companyReplyToEmail: 'hi@luz.example',
      companyLogoUrl: null,
    },
  };
  const routes: Record<string, MockResponse | ((request: { body: unknown }) => MockResponse)> = {
    'GET /init': { status: 200, body: { ...init, features } },
    'GET /subscriptions/current': { status: 200, body: { subscription: null } },
    'GET /branded-emails': { status: 200, body: list },
    'GET /branded-emails/milestones': {
      status: 200,
      body: ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'INCIDENT'].map((milestone) => ({
        milestone,
        active: false,
      })),
    },
    'PUT /branded-emails/milestones/DELIVERED': ({ body }) => ({
      status: 200,
      body: { milestone: 'DELIVERED', active: (body as { active: boolean }).active },
    }),
    [`PUT /branded-emails/${TYPE}/active`]: ({ body }) => ({
      status: 200,
      body: { emailType: TYPE, active: (body as { active: boolean }).active },
    }),
    'PUT /branded-emails/brand-settings': ({ body }) => ({
      status: 200,
      body: {
        companyName: (body as { companyName: string }).companyName,
        companyReplyToEmail: (body as { companyReplyToEmail: string }).companyReplyToEmail,
        companyLogoUrl: null,
      },
    }),
    ...Object.fromEntries(
      ['en-GB', 'fr', 'de', 'es', 'it', 'nl', 'tr', 'hu', 'pt'].flatMap((locale) => [
        [`GET /branded-emails/${TYPE}/${locale}`, { status: 200, body: implementationOf(locale) }],
        [
          `PUT /branded-emails/${TYPE}/${locale}`,
          ({ body }: { body: unknown }) => ({
            status: 200,
            body: { ...implementationOf(locale), ...(body as object), isSaved: true },
          }),
        ],
        [`POST /branded-emails/${TYPE}/${locale}/test`, { status: 202, body: { queued: true } }],
      ]),
    ),
    ...options.routes,
  };
  return mockApi(routes);
};
