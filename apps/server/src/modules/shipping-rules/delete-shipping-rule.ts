import { ShippingRuleMessage } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { shippingRulesRepository } from './shipping-rules.repository.ts';

/** Deletes a rule; the others keep their order (positions may skip a number, only their order counts). */
export const deleteShippingRule = async (db: Db, input: { clientId: string; id: string }) => {
  const isDeleted = await shippingRulesRepository.delete(db, input.clientId, input.id);
  if (!isDeleted) throw notFound(ShippingRuleMessage.notFound);
};
