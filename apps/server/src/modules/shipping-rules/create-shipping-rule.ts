import {
  ShippingRuleMessage,
  type ShippingRuleValues,
} from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import { limitExceeded } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { withUniqueAlias } from './alias-duplicated.ts';
import { assertKnownOptions } from './check-rule-options.ts';
import { toShippingRule } from './shipping-rule-dto.ts';
import { shippingRulesRepository } from './shipping-rules.repository.ts';

/** The most rules a client of this tenant may keep (configuration: maxShippingRules, 15 by default). */
export const maxShippingRulesOf = (tenantId: string) => getTenant(tenantId)?.switches.maxShippingRules ?? 15;

/** Saves a new rule last in priority, unless the client has the maximum (409 limit exceeded). */
export const createShippingRule = async (
  db: Db,
  input: { carriers: CarrierProvider; auth: AuthContext; rule: ShippingRuleValues },
) => {
  const { carriers, auth, rule } = input;
  await assertKnownOptions(db, { carriers, auth, rule });
  return withUniqueAlias(() =>
    db.transaction(async (tx) => {
      await shippingRulesRepository.lockClient(tx, auth.clientId);
      const existing = await shippingRulesRepository.count(tx, auth.clientId);
      if (existing >= maxShippingRulesOf(auth.tenantId))
        throw limitExceeded(ShippingRuleMessage.limitExceeded);
      const position = await shippingRulesRepository.nextPosition(tx, auth.clientId);
      return toShippingRule(await shippingRulesRepository.insert(tx, auth.clientId, rule, position));
    }),
  );
};
