import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type {
  RuleOption,
  ShippingRule,
  ShippingRuleDefinitions,
  ShippingRuleInput,
  ShippingRuleOptions,
} from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { RuleInputType } from '@shipdeck/domain/shipping-rules/shipping-rule-definitions';
import { IconArrowDown, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Definition,
  type FormErrors,
  type FormItem,
  itemFor,
  type RuleFormState,
  stateOf,
  validateRule,
} from './rule-form-state.ts';

const OPTION_SOURCE: Partial<Record<string, keyof ShippingRuleOptions>> = {
  [RuleInputType.Service]: 'services',
  [RuleInputType.PostalZone]: 'destinations',
  [RuleInputType.Source]: 'sources',
  [RuleInputType.Warehouse]: 'warehouses',
  [RuleInputType.Parcel]: 'parcels',
};

type Kind = 'condition' | 'action';

/**
 * The new / edit rule form, built from the rule definitions (configuration): each condition and action
 * picks what it looks at or sets, then its operator or ASSIGN / OVERWRITE, then a value entered as its
 * input type says (a number with its step, a choice from its option source, nothing for 'none').
 */
export const RuleForm = ({
  rule,
  definitions,
  options,
  isSaving,
  errorKey,
  onSubmit,
  onCancel,
}: {
  rule?: ShippingRule;
  definitions: ShippingRuleDefinitions;
  options: ShippingRuleOptions | undefined;
  isSaving: boolean;
  /** A save failure the server answered, shown above the buttons. */
  errorKey: string | null;
  onSubmit: (rule: ShippingRuleInput) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  // Keys built from the definitions (identifiers, operators, tags) and the schema's message keys.
  const tk = (key: string, options?: Record<string, unknown>) =>
    t(key as 'shipping-rules.form.title', options as { n: number }) as string;
  const conditionOf = (id: string) =>
    definitions.conditions.find((d) => d.identifier === id) as Definition | undefined;
  const actionOf = (id: string) =>
    definitions.actions.find((d) => d.identifier === id) as Definition | undefined;
  const [state, setState] = useState<RuleFormState>(() =>
    stateOf(rule, {
      condition: definitions.conditions[0] as Definition | undefined,
      action: definitions.actions[0] as Definition | undefined,
    }),
  );
  const [errors, setErrors] = useState<FormErrors>({});

  const listOf = (kind: Kind) => (kind === 'condition' ? state.conditions : state.actions);
  const keyOf = (kind: Kind) => (kind === 'condition' ? 'conditions' : 'actions');
  const definitionOf = (kind: Kind) => (kind === 'condition' ? conditionOf : actionOf);
  const setItems = (kind: Kind, items: FormItem[]) =>
    setState((current) => ({ ...current, [keyOf(kind)]: items }));
  const change = (kind: Kind, index: number, patch: Partial<FormItem>) =>
    setItems(
      kind,
      listOf(kind).map((item, at) => {
        if (at !== index) return item;
        // Another identifier starts again from its own first operator and default value.
        return patch.identifier !== undefined
          ? itemFor(definitionOf(kind)(patch.identifier))
          : { ...item, ...patch };
      }),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = validateRule(state, rule?.enabled ?? true, { conditionOf, actionOf });
    setErrors(outcome.errors ?? {});
    if (outcome.rule) onSubmit(outcome.rule);
  };

  const errorOf = (path: string, label: string) => {
    const key = errors[path];
    return key ? tk(key, { field: label }) : undefined;
  };

  const optionLabel = (option: RuleOption) => {
    const details = option.sublabel ?? option.tags?.map((tag) => tk(`shipping-rules.tag.${tag}`)).join(' · ');
    return details ? `${option.label} — ${details}` : option.label;
  };

  const valueInput = (kind: Kind, item: FormItem, index: number) => {
    const definition = definitionOf(kind)(item.identifier);
    const label = t(`shipping-rules.form.${kind}-value`, { n: index + 1 });
    const path = `${keyOf(kind)}.${index}.value`;
    if (!definition || definition.inputType === RuleInputType.None) return null;
    if (definition.inputType === RuleInputType.Number) {
      return (
        <TextInput
          label={label}
          inputMode="decimal"
          value={item.value}
          onChange={(event) => change(kind, index, { value: event.currentTarget.value })}
          error={errorOf(path, label)}
          description={definition.step ? t('shipping-rules.form.step', { step: definition.step }) : undefined}
        />
      );
    }
    const source = OPTION_SOURCE[definition.inputType];
    const choices = source ? (options?.[source] ?? []) : [];
    return (
      <NativeSelect
        label={label}
        value={item.value}
        onChange={(event) => change(kind, index, { value: event.currentTarget.value })}
        data={[
          { value: '', label: t('shipping-rules.form.choose') },
          ...choices.map((option) => ({ value: option.value, label: optionLabel(option) })),
        ]}
        error={errorOf(path, label)}
        disabled={!options}
      />
    );
  };

  const itemRows = (kind: Kind) => {
    const items = listOf(kind);
    const all = kind === 'condition' ? definitions.conditions : definitions.actions;
    return items.map((item, index) => {
      const definition = definitionOf(kind)(item.identifier);
      const label = t(`shipping-rules.form.${kind}-n`, { n: index + 1 });
      const operatorLabel = t(`shipping-rules.form.${kind}-operator`, { n: index + 1 });
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the rule, nothing else names them.
        <Group key={index} align="flex-start" gap="sm" wrap="wrap">
          <NativeSelect
            label={label}
            value={item.identifier}
            onChange={(event) => change(kind, index, { identifier: event.currentTarget.value })}
            data={all.map((entry) => ({
              value: entry.identifier,
              label: tk(`shipping-rules.${kind}.${entry.identifier}`),
            }))}
            error={errorOf(`${keyOf(kind)}.${index}.identifier`, label)}
          />
          <NativeSelect
            label={operatorLabel}
            value={item.operation}
            onChange={(event) => change(kind, index, { operation: event.currentTarget.value })}
            data={(definition?.operators ?? []).map((operator) => ({
              value: operator,
              label: tk(`shipping-rules.operator.${operator}`),
            }))}
            error={errorOf(`${keyOf(kind)}.${index}.operation`, operatorLabel)}
          />
          {valueInput(kind, item, index)}
          {items.length > 1 ? (
            <Button
              variant="subtle"
              color="red"
              mt={24}
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() =>
                setItems(
                  kind,
                  items.filter((_, at) => at !== index),
                )
              }
            >
              {t(`shipping-rules.form.remove-${kind}`, { n: index + 1 })}
            </Button>
          ) : null}
        </Group>
      );
    });
  };

  const section = (kind: Kind) => (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t(`shipping-rules.form.${kind}s-title`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`shipping-rules.form.${kind}s-hint`)}
      </Text>
      {itemRows(kind)}
      {errors[keyOf(kind)] ? (
        <Text size="sm" c="red">
          {tk(errors[keyOf(kind)]!)}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() =>
            setItems(kind, [
              ...listOf(kind),
              itemFor(
                (kind === 'condition' ? definitions.conditions[0] : definitions.actions[0]) as Definition,
              ),
            ])
          }
        >
          {t(`shipping-rules.form.add-${kind}`)}
        </Button>
      </Group>
    </Stack>
  );

  const title = t('shipping-rules.form.title');
  return (
    <form onSubmit={submit} aria-label={title} noValidate>
      <Stack gap="lg" maw={900}>
        <TextInput
          label={t('shipping-rules.form.name')}
          value={state.alias}
          onChange={(event) => {
            const alias = event.currentTarget.value;
            setState((current) => ({ ...current, alias }));
          }}
          error={errorOf('alias', t('shipping-rules.form.name'))}
          maxLength={100}
          required
        />
        {section('condition')}
        <IconArrowDown size={18} aria-hidden />
        {section('action')}
        {errorKey ? (
          <Text role="alert" c="red" size="sm">
            {tk(errorKey)}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('shipping-rules.form.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('shipping-rules.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
