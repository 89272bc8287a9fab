import { type RuleDefinition, RuleInputType } from '../shipping-rule-definitions.ts';

/** Message keys of a rule form. */
export const RuleValueMessage = {
  fieldRequired: 'forms.error.field-required',
  required: 'form.error.required',
  positive: 'form.error.positive',
  decimalsDisallowed: 'form.error.decimals-disallowed',
  decimalsLimit: 'form.error.decimals-limit',
} as const;

const decimalsOf = (step: number) => {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
};

/**
 * Why a condition's or action's value is not acceptable for its definition, or null when it is
 *: a number is at least 0; a whole-number step allows no decimals; a fractional step
 * allows as many decimals as the step has; any other value is required; a value-less input (none)
 * takes no value.
 */
export const ruleValueProblem = (
  definition: Pick<RuleDefinition<string, string>, 'inputType' | 'step'>,
  value: unknown,
): string | null => {
  if (definition.inputType === RuleInputType.None) return null;
  if (definition.inputType !== RuleInputType.Number) {
    return typeof value === 'string' && value.trim() !== '' ? null : RuleValueMessage.required;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return RuleValueMessage.required;
  if (value < 0) return RuleValueMessage.positive;
  const step = definition.step ?? 1;
  const allowed = decimalsOf(step);
  // Decimals are counted on the shortest text of the number, as the seller typed it.
  const given = decimalsOf(value);
  if (allowed === 0 && given > 0) return RuleValueMessage.decimalsDisallowed;
  if (given > allowed) return RuleValueMessage.decimalsLimit;
  return null;
};
