import { z } from 'zod';
import { RuleValueMessage, ruleValueProblem } from './rules/rule-value.ts';
import { ACTION_OPERATIONS, actionDefinitionOf, conditionDefinitionOf } from './shipping-rule-definitions.ts';

/** Message keys the server answers with and the form falls back to. */
export const ShippingRuleMessage = {
  limitExceeded: 'shipping-rules.error.limit-exceeded',
  aliasDuplicated: 'shipping-rules.error.alias-duplicated',
  save: 'shipping-rules.error.save',
  notFound: 'shipping-rules.error.not-found',
  unknownOption: 'shipping-rules.error.unknown-option',
} as const;

export const SHIPPING_RULE_ALIAS_MAX = 100;
/** Conditions and actions a rule may hold; a seller's rule has a handful. */
export const SHIPPING_RULE_ITEMS_MAX = 10;
/** How long the form keeps the option lists (services, zones, warehouses …) before asking again. */
export const SHIPPING_RULE_OPTIONS_CACHE_MS = 300_000;

const ruleValueSchema = z
  .union([z.string().max(100), z.number()])
  .nullable()
  .optional();

/** One condition: what it looks at (identifier), how it compares (operation) and with what (value). */
export const ruleConditionSchema = z.object({
  identifier: z.string().max(50),
  operation: z.string().max(50),
  value: ruleValueSchema,
});
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

/** One action: the field it sets (identifier), ASSIGN or OVERWRITE (operation) and the value. */
export const ruleActionSchema = z.object({
  identifier: z.string().max(50),
  operation: z.string().max(50),
  value: ruleValueSchema,
});
export type RuleAction = z.infer<typeof ruleActionSchema>;

const itemIssues = (
  items: { identifier: string; operation: string; value?: unknown }[],
  definitionOf: (
    identifier: string,
  ) => { operators: readonly string[]; inputType: string; step?: number } | undefined,
  path: string,
  ctx: z.RefinementCtx,
) => {
  items.forEach((item, index) => {
    const definition = definitionOf(item.identifier);
    if (!definition) {
      ctx.addIssue({
        code: 'custom',
        path: [path, index, 'identifier'],
        message: RuleValueMessage.fieldRequired,
      });
      return;
    }
    if (!definition.operators.includes(item.operation)) {
      ctx.addIssue({
        code: 'custom',
        path: [path, index, 'operation'],
        message: RuleValueMessage.fieldRequired,
      });
    }
    const problem = ruleValueProblem(definition as never, item.value);
    if (problem) ctx.addIssue({ code: 'custom', path: [path, index, 'value'], message: problem });
  });
};

/**
 * POST/PUT /shipping-rules: a name, at least one condition and one action, each checked against its
 * definition: identifier and operation required, numbers at least 0 with the step's decimals,
 * other values required.
 */
export const shippingRuleInputSchema = z
  .object({
    alias: z.string().trim().min(1, { message: RuleValueMessage.required }).max(SHIPPING_RULE_ALIAS_MAX),
    enabled: z.boolean().default(true),
    conditions: z
      .array(ruleConditionSchema)
      .min(1, { message: RuleValueMessage.fieldRequired })
      .max(SHIPPING_RULE_ITEMS_MAX),
    actions: z
      .array(ruleActionSchema)
      .min(1, { message: RuleValueMessage.fieldRequired })
      .max(SHIPPING_RULE_ITEMS_MAX),
  })
  .superRefine((rule, ctx) => {
    itemIssues(rule.conditions, conditionDefinitionOf, 'conditions', ctx);
    itemIssues(rule.actions, actionDefinitionOf, 'actions', ctx);
  });
export type ShippingRuleInput = z.input<typeof shippingRuleInputSchema>;
export type ShippingRuleValues = z.output<typeof shippingRuleInputSchema>;

/** A stored rule as the API answers it; the list is in priority order (first runs first). */
export const shippingRuleSchema = z.object({
  id: z.uuid(),
  alias: z.string(),
  enabled: z.boolean(),
  /** Priority: 1 runs first. */
  position: z.number().int(),
  updated: z.string(),
  conditions: z.array(ruleConditionSchema),
  actions: z.array(ruleActionSchema),
});
export type ShippingRule = z.infer<typeof shippingRuleSchema>;
export const shippingRuleListSchema = z.array(shippingRuleSchema);

export const shippingRuleEnabledSchema = z.object({ enabled: z.boolean() });
/** Swaps the priority of two rules ("switch order of two ids"). */
export const shippingRuleSwapSchema = z.object({ firstId: z.uuid(), secondId: z.uuid() });

const definitionSchema = z.object({
  identifier: z.string(),
  operators: z.array(z.string()),
  inputType: z.string(),
  step: z.number().optional(),
  defaultValue: z.union([z.string(), z.number()]).optional(),
});
/** GET /shipping-rules/definitions: the vocabulary and the client's maximum count of rules. */
export const shippingRuleDefinitionsSchema = z.object({
  conditions: z.array(definitionSchema),
  actions: z.array(definitionSchema),
  actionOperations: z.array(z.enum(ACTION_OPERATIONS)),
  maxShippingRules: z.number().int(),
});
export type ShippingRuleDefinitions = z.infer<typeof shippingRuleDefinitionsSchema>;

/**
 * One choice of an option source: its value, its label, a sublabel (a parcel's weight and measures) and,
 * for a service, tags the form translates (category, collection or drop-off, door or pick-up point).
 */
const optionSchema = z.object({
  value: z.string(),
  label: z.string(),
  sublabel: z.string().optional(),
  tags: z.array(z.string()).optional(),
});
export type RuleOption = z.infer<typeof optionSchema>;
/** GET /shipping-rules/options: the choices of each option source, labelled. */
export const shippingRuleOptionsSchema = z.object({
  services: z.array(optionSchema),
  destinations: z.array(optionSchema),
  sources: z.array(optionSchema),
  warehouses: z.array(optionSchema),
  parcels: z.array(optionSchema),
});
export type ShippingRuleOptions = z.infer<typeof shippingRuleOptionsSchema>;

/** What one rule changed on a shipment, kept on the shipment and shown on its details page. */
export const appliedRuleChangeSchema = z.object({
  identifier: z.string(),
  operation: z.string(),
  value: z.union([z.string(), z.number()]),
});
export const appliedShippingRuleSchema = z.object({
  ruleId: z.string(),
  alias: z.string(),
  changes: z.array(appliedRuleChangeSchema),
});
export type AppliedShippingRule = z.infer<typeof appliedShippingRuleSchema>;
