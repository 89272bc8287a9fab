import type { ShippingRule } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import type { ShippingRuleRow } from './shipping-rules.tables.ts';

export const toShippingRule = (row: ShippingRuleRow): ShippingRule => ({
  id: row.id,
  alias: row.alias,
  enabled: row.enabled,
  position: row.position,
  updated: row.updatedAt.toISOString(),
  conditions: row.conditions,
  actions: row.actions,
});
