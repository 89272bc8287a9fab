import {
  ShippingRuleMessage,
  type ShippingRuleValues,
} from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { withUniqueAlias } from './alias-duplicated.ts';
import { assertKnownOptions } from './check-rule-options.ts';
import { toShippingRule } from './shipping-rule-dto.ts';
import { shippingRulesRepository } from './shipping-rules.repository.ts';

/** Replaces a rule's name, conditions, actions and enabled flag; its priority stays. */
export const updateShippingRule = async (
  db: Db,
  input: { carriers: CarrierProvider; auth: AuthContext; id: string; rule: ShippingRuleValues },
) => {
  const { auth, id, rule } = input;
  await assertKnownOptions(db, { carriers: input.carriers, auth, rule });
  const row = await withUniqueAlias(() =>
    shippingRulesRepository.update(db, auth.clientId, id, rule, new Date()),
  );
  if (!row) throw notFound(ShippingRuleMessage.notFound);
  return toShippingRule(row);
};

/** Turns a rule on or off (toggle); a disabled rule keeps its place but does not run. */
export const setShippingRuleEnabled = async (
  db: Db,
  input: { clientId: string; id: string; enabled: boolean },
) => {
  const row = await shippingRulesRepository.update(
    db,
    input.clientId,
    input.id,
    { enabled: input.enabled },
    new Date(),
  );
  if (!row) throw notFound(ShippingRuleMessage.notFound);
  return toShippingRule(row);
};
