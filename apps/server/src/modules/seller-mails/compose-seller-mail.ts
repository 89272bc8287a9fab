import { DEFAULT_INBOX } from '@shipdeck/domain/routes/route-table';
import { planOf } from '@shipdeck/domain/subscriptions/plans';
import { currentPrefix, type Tenant } from '@shipdeck/domain/tenants/tenants';
import {
  DEFAULT_LANGUAGE,
  fromClientLanguage,
  type Language,
  SUPPORTED_LANGUAGES,
} from '@shipdeck/domain/user/language';
import { localeTexts } from '../../platform/i18n/locale-texts.ts';
import { type SellerMail, SellerMailKind, sellerMailKey } from './seller-mail-facts.ts';
import { renderSellerMail, type SellerMailContent } from './seller-mail-layout.ts';

export type SellerMailRecipient = { firstName: string; language: string };

/** The user's language when it is one of the nine, else the default. */
export const mailLanguageOf = (language: string): Language => {
  const normalised = fromClientLanguage(language);
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(normalised)
    ? (normalised as Language)
    : DEFAULT_LANGUAGE;
};

const formatMoney = (language: Language, amount: number, currency: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount / 100);

const formatDate = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

type Parts = Pick<SellerMailContent, 'subject' | 'paragraphs' | 'details'> & {
  action: { label: string; path: string };
};

/** What each kind says, in one language, and which page of the app its button opens. */
const partsOf = (
  mail: SellerMail,
  context: { language: Language; tenant: Tenant; t: ReturnType<typeof localeTexts> },
): Parts => {
  const { language, tenant, t } = context;
  const key = sellerMailKey(mail.kind);
  const brand = tenant.brandName;
  const prefix = currentPrefix(tenant);
  const money = (amount: number, currency: string) => formatMoney(language, amount, currency);
  const planName = (code: string) => t(`subscriptions.plan.names.${planOf(code)?.name ?? code}`);
  switch (mail.kind) {
    case SellerMailKind.Welcome:
      return {
        subject: t(`${key}.subject`, { brand }),
        paragraphs: [t(`${key}.intro`, { brand }), t(`${key}.next`)],
        details: [],
        action: { label: t(`${key}.action`), path: `${prefix}/shipments/${DEFAULT_INBOX}` },
      };
    case SellerMailKind.PaymentReceipt: {
      const f = mail.facts;
      return {
        subject: t(`${key}.subject`, { brand, reference: f.orderReference }),
        paragraphs: [t(`${key}.intro`)],
        details: [
          [t(`${key}.order`), f.orderReference],
          [t(`${key}.amount`), money(f.amount, f.currency)],
          [t(`${key}.shipments`), String(f.shipments)],
          [t(`${key}.date`), formatDate(language, f.paidAt)],
        ],
        action: { label: t(`${key}.action`), path: `${prefix}/settings/billing/transactions` },
      };
    }
    case SellerMailKind.InvoiceAvailable: {
      const f = mail.facts;
      const variant = f.documentKind === 'CREDIT_NOTE' ? 'credit-note' : 'invoice';
      return {
        subject: t(`${key}.${variant}.subject`, { brand, reference: f.reference }),
        paragraphs: [t(`${key}.${variant}.intro`, { source: f.sourceReference })],
        details: [
          [t(`${key}.number`), f.reference],
          [t(`${key}.total`), money(f.amount, f.currency)],
          [t(`${key}.date`), formatDate(language, f.issuedAt)],
        ],
        action: { label: t(`${key}.action`), path: `${prefix}/settings/billing/invoices` },
      };
    }
    case SellerMailKind.BulkLabelsReady: {
      const f = mail.facts;
      const counts = {
        brand,
        reference: f.orderReference,
        count: String(f.labels),
        failed: String(f.failed),
      };
      const variant = f.failed > 0 ? `${key}.some-failed` : key;
      return {
        subject: t(`${variant}.subject`, counts),
        paragraphs: [t(`${variant}.intro`, counts)],
        details: [
          [t(`${key}.order`), f.orderReference],
          [t(`${key}.labels`), String(f.labels)],
          ...(f.failed > 0 ? [[t(`${key}.failed`), String(f.failed)] as [string, string]] : []),
        ],
        action: {
          label: t(`${key}.action`),
          path: `${prefix}/shipments/bulk/summary?order=${encodeURIComponent(f.orderReference)}`,
        },
      };
    }
    case SellerMailKind.SubscriptionRenewed: {
      const f = mail.facts;
      const plan = planName(f.planCode);
      return {
        subject: t(`${key}.subject`, { brand, plan }),
        paragraphs: [t(`${key}.intro`)],
        details: [
          [t(`${key}.plan`), plan],
          [t(`${key}.amount`), money(f.amount, f.currency)],
          ...(f.nextRenewalAt
            ? [[t(`${key}.next-renewal`), formatDate(language, f.nextRenewalAt)] as [string, string]]
            : []),
        ],
        action: { label: t(`${key}.action`), path: `${prefix}/subscriptions` },
      };
    }
    case SellerMailKind.SubscriptionPaymentFailed: {
      const f = mail.facts;
      const plan = planName(f.planCode);
      return {
        subject: t(`${key}.subject`, { brand, plan }),
        paragraphs: [
          t(`${key}.intro`),
          f.retryAt ? t(`${key}.retry`, { date: formatDate(language, f.retryAt) }) : t(`${key}.ended`),
        ],
        details: [
          [t(`${key}.plan`), plan],
          [t(`${key}.amount`), money(f.amount, f.currency)],
        ],
        action: { label: t(`${key}.action`), path: `${prefix}/subscriptions` },
      };
    }
  }
};

/**
 * A seller's mail from its kind's template in the recipient's language, with the tenant's brand and
 * links built on the configured public address (site-relative without one).
 */
export const composeSellerMail = (input: {
  mail: SellerMail;
  recipient: SellerMailRecipient;
  tenant: Tenant;
  publicUrl: string | undefined;
}) => {
  const language = mailLanguageOf(input.recipient.language);
  const t = localeTexts(language);
  const brand = input.tenant.brandName;
  const parts = partsOf(input.mail, { language, tenant: input.tenant, t });
  const base = (input.publicUrl ?? '').replace(/\/+$/, '');
  return renderSellerMail(
    {
      language,
      subject: parts.subject,
      greeting: input.recipient.firstName
        ? t('seller-mails.greeting', { name: input.recipient.firstName })
        : t('seller-mails.greeting-anonymous'),
      paragraphs: parts.paragraphs,
      details: parts.details,
      action: { label: parts.action.label, url: `${base}${parts.action.path}` },
      signature: t('seller-mails.signature', { brand }),
      footer: t('seller-mails.footer', { brand }),
    },
    input.tenant,
  );
};
