import type { ShippingRuleDefinitions } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import {
  ACTION_DEFINITIONS,
  ACTION_OPERATIONS,
  CONDITION_DEFINITIONS,
} from '@shipdeck/domain/shipping-rules/shipping-rule-definitions';
import { maxShippingRulesOf } from './create-shipping-rule.ts';

/** The rule vocabulary from configuration, and how many rules this tenant's clients may keep. */
export const getShippingRuleDefinitions = (input: { tenantId: string }): ShippingRuleDefinitions => ({
  conditions: CONDITION_DEFINITIONS.map((definition) => ({
    ...definition,
    operators: [...definition.operators],
  })),
  actions: ACTION_DEFINITIONS.map((definition) => ({ ...definition, operators: [...definition.operators] })),
  actionOperations: [...ACTION_OPERATIONS],
  maxShippingRules: maxShippingRulesOf(input.tenantId),
});
