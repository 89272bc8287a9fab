import type { FastifyInstance } from 'fastify';
import { brandedEmailsRepository } from './branded-emails.repository.ts';
import type { BrandSettingsRow } from './branded-emails.tables.ts';
import type { Brand } from './buyer-email-facts.ts';

/** Where mail clients load a seller's logo: public, named by an unguessable id that changes with the logo. */
export const publicLogoUrl = (app: FastifyInstance, logoId: string) =>
  `${(app.config.PUBLIC_URL ?? '').replace(/\/+$/, '')}/api/v1/brand-logos/${logoId}`;

/**
 * The name, reply-to address and logo a buyer's e-mail carries: the seller's brand settings when the
 * seller may brand e-mails and has them, otherwise the name the seller ships under.
 */
export const brandOfClient = (
  app: FastifyInstance,
  input: { settings: BrandSettingsRow | undefined; canBrand: boolean; fallbackName: string },
): Brand => {
  const settings = input.canBrand ? input.settings : undefined;
  return {
    name: settings?.companyName || input.fallbackName,
    replyTo: settings?.replyToEmail ?? '',
    logoUrl: settings?.logoId ? publicLogoUrl(app, settings.logoId) : null,
  };
};

export const findBrandSettingsRow = (app: FastifyInstance, clientId: string) =>
  brandedEmailsRepository.findBrandSettings(app.database.db, clientId);
