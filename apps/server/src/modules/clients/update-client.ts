import { isBusinessClient, type UpdateClientRequest } from '@shipdeck/domain/client/client.schema';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { getUserPolicies } from '../users/index.ts';
import { toClientDto } from './client-dto.ts';
import { selectClient, updateClientRow } from './clients.repository.ts';

type Changes = { [K in keyof UpdateClientRequest]: Exclude<UpdateClientRequest[K], undefined> };

/**
 * Updates the editable profile fields. A business client's type, tax id and country are locked,
 * a business-only tenant keeps every client a business, and a new phone number
 * must be verified again.
 */
export const updateClient = async (
  db: Db,
  scope: { clientId: string; userId: string },
  changes: Partial<Changes>,
) =>
  db.transaction(async (tx) => {
    const current = await selectClient(tx, scope.clientId);
    if (!current) throw notFound();
    if (isBusinessClient(current)) {
      for (const field of ['type', 'taxId', 'alpha2Code'] as const) {
        if (changes[field] !== undefined && changes[field] !== current[field]) {
          throw badRequest({ code: 'ValueNotAllowedField', messageKey: 'client.error.locked-field', field });
        }
      }
    }
    if (changes.type === 'autonomous' && getTenant(current.tenantId)?.switches.businessClientsOnly) {
      throw badRequest({
        code: 'ValueNotAllowedField',
        messageKey: 'client.error.business-only',
        field: 'type',
      });
    }
    const isNewPhone = changes.phone !== undefined && changes.phone !== current.phone;
    const row = await updateClientRow(tx, scope.clientId, {
      ...changes,
      ...(isNewPhone ? { phoneNumberVerified: false } : {}),
    });
    return toClientDto(row!, await getUserPolicies(tx, scope));
  });
