import type { Db } from '../../platform/db/database.ts';
import { toShippingRule } from './shipping-rule-dto.ts';
import { shippingRulesRepository } from './shipping-rules.repository.ts';

/** The client's rules in priority order (the first runs first). */
export const findShippingRules = async (db: Db, input: { clientId: string }) =>
  (await shippingRulesRepository.findAll(db, input.clientId)).map(toShippingRule);
