import {
  ShippingRuleMessage,
  type ShippingRuleOptions,
  type ShippingRuleValues,
} from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import {
  actionDefinitionOf,
  conditionDefinitionOf,
  RuleInputType,
} from '@shipdeck/domain/shipping-rules/shipping-rule-definitions';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { findShippingRuleOptions } from './find-shipping-rule-options.ts';

const SOURCE_OF: Partial<Record<string, keyof ShippingRuleOptions>> = {
  [RuleInputType.Service]: 'services',
  [RuleInputType.PostalZone]: 'destinations',
  [RuleInputType.Source]: 'sources',
  [RuleInputType.Warehouse]: 'warehouses',
  [RuleInputType.Parcel]: 'parcels',
};

/**
 * Refuses (400, naming the field) a rule whose value is not one of its option source's choices: another
 * client's warehouse or parcel, a service this client may not use, a zone or source that does not exist.
 */
export const assertKnownOptions = async (
  db: Db,
  input: { carriers: CarrierProvider; auth: AuthContext; rule: ShippingRuleValues },
) => {
  const items = [
    ...input.rule.conditions.map((item, index) => ({
      item,
      field: `conditions.${index}.value`,
      definitionOf: conditionDefinitionOf,
    })),
    ...input.rule.actions.map((item, index) => ({
      item,
      field: `actions.${index}.value`,
      definitionOf: actionDefinitionOf,
    })),
  ];
  const withOptions = items.flatMap(({ item, field, definitionOf }) => {
    const source = SOURCE_OF[definitionOf(item.identifier)?.inputType ?? ''];
    return source ? [{ value: item.value, field, source }] : [];
  });
  if (withOptions.length === 0) return;
  const options = await findShippingRuleOptions(db, {
    carriers: input.carriers,
    auth: input.auth,
    language: 'en',
  });
  for (const { value, field, source } of withOptions) {
    if (!options[source].some((option) => option.value === value)) {
      throw new AppError({
        code: 'ValueNotAllowedField',
        status: 400,
        messageKey: ShippingRuleMessage.unknownOption,
        field,
      });
    }
  }
};
