import { ShippingRuleMessage } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import type { Db } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { findShippingRules } from './find-shipping-rules.ts';
import { shippingRulesRepository } from './shipping-rules.repository.ts';

/**
 * Exchanges the priorities of two of the client's rules ("switch order of two ids"), under the
 * client's lock so two swaps at once cannot leave two rules on one position; answers the new list.
 */
export const swapShippingRules = (db: Db, input: { clientId: string; firstId: string; secondId: string }) => {
  const { clientId, firstId, secondId } = input;
  if (firstId === secondId) {
    throw badRequest({
      code: 'ValueNotAllowedField',
      messageKey: 'forms.error.field-required',
      field: 'secondId',
    });
  }
  return db.transaction(async (tx) => {
    await shippingRulesRepository.lockClient(tx, clientId);
    const rows = await shippingRulesRepository.findMany(tx, clientId, [firstId, secondId]);
    const first = rows.find((row) => row.id === firstId);
    const second = rows.find((row) => row.id === secondId);
    if (!first || !second) throw notFound(ShippingRuleMessage.notFound);
    const now = new Date();
    await shippingRulesRepository.setPosition(tx, clientId, first.id, second.position, now);
    await shippingRulesRepository.setPosition(tx, clientId, second.id, first.position, now);
    return findShippingRules(tx, { clientId });
  });
};
