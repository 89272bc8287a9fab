import type { RuleAction, RuleCondition } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A client's shipping rules (migration 0117); `position` is the priority, 1 first. */
export const shippingRules = pgTable('shipping_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  alias: text('alias').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull(),
  conditions: jsonb('conditions').$type<RuleCondition[]>().notNull().default([]),
  actions: jsonb('actions').$type<RuleAction[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ShippingRuleRow = typeof shippingRules.$inferSelect;
