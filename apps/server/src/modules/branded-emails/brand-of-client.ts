import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ShipmentRow } from '../shipments/index.ts';
import { brandedEmailsRepository } from './branded-emails.repository.ts';
import type { BrandSettingsRow } from './branded-emails.tables.ts';
import { canUseBrandedEmails } from './branded-emails-access.ts';
import type { Brand } from './buyer-email-facts.ts';

/** Where mail clients load a seller's logo: public, named by an unguessable id that changes with the logo. */
export const publicLogoUrl = (config: Pick<AppConfig, 'PUBLIC_URL'>, logoId: string) =>
  `${(config.PUBLIC_URL ?? '').replace(/\/+$/, '')}/api/v1/brand-logos/${logoId}`;

/**
 * The name, reply-to address and logo a buyer's e-mail carries: the seller's brand settings when the
 * seller may brand e-mails and has them, otherwise the name the seller ships under.
 */
export const brandOfClient = (
  config: Pick<AppConfig, 'PUBLIC_URL'>,
  input: { settings: BrandSettingsRow | undefined; canBrand: boolean; fallbackName: string },
): Brand => {
  const settings = input.canBrand ? input.settings : undefined;
  return {
    name: settings?.companyName || input.fallbackName,
    replyTo: settings?.replyToEmail ?? '',
    logoUrl: settings?.logoId ? publicLogoUrl(config, settings.logoId) : null,
  };
};

/**
 * The brand a buyer sees for one shipment, in the e-mail and on the tracking page alike: the seller's
 * brand settings when the seller may brand e-mails, else the sender's company or name, else the tenant's.
 */
export const buyerBrandOf = async (
  dependencies: { db: Db; config: Pick<AppConfig, 'PUBLIC_URL'> },
  input: { clientId: string; tenantId: string; row: ShipmentRow },
) => {
  const { db, config } = dependencies;
  const from = input.row.fromAddress;
  return brandOfClient(config, {
    settings: await brandedEmailsRepository.findBrandSettings(db, input.clientId),
    canBrand: await canUseBrandedEmails(db, { clientId: input.clientId, tenantId: input.tenantId }),
    fallbackName:
      from.company ||
      [from.firstName, from.lastName].filter(Boolean).join(' ') ||
      (getTenant(input.tenantId)?.brandName ?? ''),
  });
};
