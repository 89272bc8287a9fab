import {
  type ShippingRule,
  type ShippingRuleInput,
  shippingRuleInputSchema,
} from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import {
  type RuleDefinition,
  RuleInputType,
} from '@shipdeck/domain/shipping-rules/shipping-rule-definitions';

/** One condition or action as the form holds it: a number is kept as typed until the rule is saved. */
export type FormItem = { identifier: string; operation: string; value: string };
export type RuleFormState = { alias: string; conditions: FormItem[]; actions: FormItem[] };
export type Definition = RuleDefinition<string, string>;

/** Where an error shows: `alias`, `conditions`, `conditions.0.value` … */
export type FormErrors = Record<string, string>;

export const itemFor = (definition: Definition | undefined): FormItem => ({
  identifier: definition?.identifier ?? '',
  operation: definition?.operators[0] ?? '',
  value: definition?.defaultValue === undefined ? '' : String(definition.defaultValue),
});

export const stateOf = (
  rule: ShippingRule | undefined,
  first: { condition?: Definition; action?: Definition },
) =>
  rule
    ? {
        alias: rule.alias,
        conditions: rule.conditions.map((item) => ({
          ...item,
          value: item.value == null ? '' : String(item.value),
        })),
        actions: rule.actions.map((item) => ({
          ...item,
          value: item.value == null ? '' : String(item.value),
        })),
      }
    : { alias: '', conditions: [itemFor(first.condition)], actions: [itemFor(first.action)] };

/** A number typed with a comma or a point; text that is not a number stays text (the schema names it). */
const numberOf = (text: string) => {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '') return undefined;
  const number = Number(normalised);
  return Number.isFinite(number) ? number : normalised;
};

const payloadItems = (items: FormItem[], definitionOf: (identifier: string) => Definition | undefined) =>
  items.map(({ identifier, operation, value }) => {
    const inputType = definitionOf(identifier)?.inputType;
    if (inputType === RuleInputType.None) return { identifier, operation };
    return { identifier, operation, value: inputType === RuleInputType.Number ? numberOf(value) : value };
  });

/** The rule to send, or the errors to show by field (the server's own schema). */
export const validateRule = (
  state: RuleFormState,
  enabled: boolean,
  definitions: {
    conditionOf: (id: string) => Definition | undefined;
    actionOf: (id: string) => Definition | undefined;
  },
): { rule: ShippingRuleInput; errors: null } | { rule: null; errors: FormErrors } => {
  const rule = {
    alias: state.alias,
    enabled,
    conditions: payloadItems(state.conditions, definitions.conditionOf),
    actions: payloadItems(state.actions, definitions.actionOf),
  } as ShippingRuleInput;
  const parsed = shippingRuleInputSchema.safeParse(rule);
  if (parsed.success) return { rule, errors: null };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    // A value that is not a number at all reads as a required number.
    const message = issue.message.includes('.') ? issue.message : 'form.error.required';
    errors[path] ??= message;
  }
  return { rule: null, errors };
};
