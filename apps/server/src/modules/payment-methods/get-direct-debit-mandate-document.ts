import { matchLanguage } from '@shipdeck/domain/i18n/languages';
import { OPERATING_COMPANIES } from '@shipdeck/domain/tenants/operating-companies';
import type { TenantId } from '@shipdeck/domain/tenants/tenants';
import { DEFAULT_LANGUAGE } from '@shipdeck/domain/user/language';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getUser } from '../users/index.ts';
import { deferredPaymentRepository } from './deferred-payment.repository.ts';
import { renderSepaMandatePdf } from './sepa-mandate-pdf.ts';

const countryName = (language: string, code: string) =>
  new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;

/** The SEPA mandate of a direct debit request, drawn in the reading user's language. */
export const getDirectDebitMandateDocument = async (db: Db, auth: AuthContext, id: string) => {
  const mandate = await deferredPaymentRepository.getMandate(db, auth.clientId, id);
  if (!mandate) throw notFound('settings.payment-direct-debit.mandate-not-found');
  const user = await getUser(db, auth);
  const language = matchLanguage(user.language) ?? DEFAULT_LANGUAGE;
  const creditor = OPERATING_COMPANIES[auth.tenantId as TenantId] ?? OPERATING_COMPANIES.main;
  const { debtor } = mandate;
  const pdf = await renderSepaMandatePdf({
    reference: mandate.reference,
    language,
    iban: mandate.iban,
    bic: mandate.bic,
    signedAt: mandate.createdAt,
    creditor: {
      name: creditor.legalName,
      lines: [
        creditor.street,
        `${creditor.postcode} ${creditor.city}`,
        countryName(language, creditor.country),
        creditor.vatNumber,
      ],
    },
    debtor: {
      name: debtor.name,
      lines: [debtor.street, `${debtor.postcode} ${debtor.city}`, countryName(language, debtor.country)],
    },
  });
  return { pdf, reference: mandate.reference };
};
