import { ShippingRuleMessage } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { toShippingRule } from './shipping-rule-dto.ts';
import { shippingRulesRepository } from './shipping-rules.repository.ts';

export const getShippingRule = async (db: Db, input: { clientId: string; id: string }) => {
  const row = await shippingRulesRepository.findOne(db, input.clientId, input.id);
  if (!row) throw notFound(ShippingRuleMessage.notFound);
  return toShippingRule(row);
};
