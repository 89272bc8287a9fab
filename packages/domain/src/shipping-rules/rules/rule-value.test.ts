import { describe, expect, it } from 'vitest';
import type { RuleInputType } from '../shipping-rule-definitions.ts';
import { RuleValueMessage, ruleValueProblem } from './rule-value.ts';

describe('a rule value', () => {
  it.each<[string, { inputType: RuleInputType; step?: number }, unknown, string | null]>([
    ['a weight of 1.5 kg, step 0.001', { inputType: 'NUMBER', step: 0.001 }, 1.5, null],
    ['zero', { inputType: 'NUMBER', step: 0.01 }, 0, null],
    ['below zero: at least 0', { inputType: 'NUMBER', step: 0.01 }, -1, RuleValueMessage.positive],
    [
      'decimals on a whole-number step',
      { inputType: 'NUMBER', step: 1 },
      2.5,
      RuleValueMessage.decimalsDisallowed,
    ],
    ['a whole number on a whole-number step', { inputType: 'NUMBER', step: 1 }, 2, null],
    ['3 decimals on a 0.01 step', { inputType: 'NUMBER', step: 0.01 }, 1.234, RuleValueMessage.decimalsLimit],
    ['2 decimals on a 0.01 step', { inputType: 'NUMBER', step: 0.01 }, 1.23, null],
    ['no number', { inputType: 'NUMBER', step: 1 }, undefined, RuleValueMessage.required],
    ['a text for a number', { inputType: 'NUMBER', step: 1 }, '3', RuleValueMessage.required],
    ['a service', { inputType: 'SERVICE' }, 'svc-1', null],
    ['no service', { inputType: 'SERVICE' }, '', RuleValueMessage.required],
    ['no warehouse', { inputType: 'WAREHOUSE' }, null, RuleValueMessage.required],
    ['none takes no value', { inputType: 'NONE' }, undefined, null],
  ])('%s', (_, definition, value, expected) => {
    expect(ruleValueProblem(definition, value)).toBe(expected);
  });
});
