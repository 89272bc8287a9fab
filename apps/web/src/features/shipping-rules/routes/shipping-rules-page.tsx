import { Alert, Badge, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  type ShippingRule,
  type ShippingRuleInput,
  ShippingRuleMessage,
} from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useDeleteShippingRule } from '../api/delete-shipping-rule.ts';
import { useShippingRuleDefinitions } from '../api/get-shipping-rule-definitions.ts';
import { useShippingRuleOptions } from '../api/get-shipping-rule-options.ts';
import { useShippingRules } from '../api/get-shipping-rules.ts';
import { useSaveShippingRule } from '../api/save-shipping-rule.ts';
import { useSetShippingRuleEnabled } from '../api/set-shipping-rule-enabled.ts';
import { useSwapShippingRules } from '../api/swap-shipping-rules.ts';
import { DeleteRuleDialog } from '../components/delete-rule-dialog.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { RuleForm } from '../components/rule-form.tsx';
import { RuleList } from '../components/rule-list.tsx';

type Tab = 'rules' | 'edit' | 'how';

/** The server's message key when it is one of the rule errors the page knows, else the generic save error. */
const saveErrorKey = (error: unknown) => {
  const key = isApiError(error) ? error.messages[0]?.message : undefined;
  const known: string[] = [
    ShippingRuleMessage.limitExceeded,
    ShippingRuleMessage.aliasDuplicated,
    ShippingRuleMessage.unknownOption,
  ];
  return key && known.includes(key) ? key : ShippingRuleMessage.save;
};

/**
 * /settings/shipping-rules: my rules, add new (or edit) rule, how it works. At the
 * maximum count (configuration) new rules are blocked with a warning.
 */
export const ShippingRulesPage = () => {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('settings-menu.shipping-rules'), useInit().tenant.brandName);
  const rules = useShippingRules();
  const definitions = useShippingRuleDefinitions();
  const [tab, setTab] = useState<Tab>('rules');
  const options = useShippingRuleOptions(i18n.language);
  const save = useSaveShippingRule();
  const toggle = useSetShippingRuleEnabled();
  const swap = useSwapShippingRules();
  const remove = useDeleteShippingRule();
  const [editing, setEditing] = useState<ShippingRule | null>(null);
  const [deleting, setDeleting] = useState<ShippingRule | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const max = definitions.data?.maxShippingRules ?? 0;
  const count = rules.data?.length ?? 0;
  const isAtMax = rules.isSuccess && definitions.isSuccess && count >= max;

  const openTab = (next: Tab) => {
    if (next !== 'edit') setEditing(null);
    setSaveError(null);
    setTab(next);
  };

  const submit = (rule: ShippingRuleInput) => {
    setSaveError(null);
    save.mutate(
      { id: editing?.id, rule },
      {
        onSuccess: () => {
          showSuccessToast(t('shipping-rules.toast.saved'));
          setEditing(null);
          setTab('rules');
        },
        onError: (error) => {
          const key = saveErrorKey(error);
          setSaveError(key);
          showErrorToast(t(key as 'shipping-rules.error.save'));
        },
      },
    );
  };

  const warning = (
    <Alert color="orange" role="status" title={t('shipping-rules.limit.title')}>
      {t('shipping-rules.limit.text', { max })}
    </Alert>
  );

  const listPanel = rules.isPending ? (
    <LoadingState />
  ) : rules.isError ? (
    <ErrorState onRetry={() => void rules.refetch()} />
  ) : rules.data.length === 0 ? (
    <EmptyState title={t('shipping-rules.empty')}>
      <Text size="sm">{t('shipping-rules.empty-hint')}</Text>
      <Button onClick={() => openTab('edit')}>{t('shipping-rules.tabs.new')}</Button>
    </EmptyState>
  ) : (
    <Stack gap="sm">
      {isAtMax ? warning : null}
      <RuleList
        rules={rules.data}
        isBusy={swap.isPending}
        onToggle={(rule, enabled) =>
          toggle.mutate(
            { id: rule.id, enabled },
            { onError: () => showErrorToast(t('shipping-rules.toast.toggle-error')) },
          )
        }
        onSwap={(first, second) =>
          swap.mutate(
            { firstId: first.id, secondId: second.id },
            { onError: () => showErrorToast(t('shipping-rules.toast.order-error')) },
          )
        }
        onEdit={(rule) => {
          setEditing(rule);
          setSaveError(null);
          setTab('edit');
        }}
        onDelete={setDeleting}
      />
    </Stack>
  );

  const editPanel = definitions.isPending ? (
    <LoadingState />
  ) : definitions.isError ? (
    <ErrorState onRetry={() => void definitions.refetch()} />
  ) : !editing && isAtMax ? (
    warning
  ) : (
    <RuleForm
      key={editing?.id ?? 'new'}
      rule={editing ?? undefined}
      definitions={definitions.data}
      options={options.data}
      isSaving={save.isPending}
      errorKey={saveError}
      onSubmit={submit}
      onCancel={() => openTab('rules')}
    />
  );

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('settings-menu.shipping-rules')}</Title>
        <Text size="sm" c="dimmed">
          {t('shipping-rules.subtitle')}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={(value) => openTab((value as Tab | null) ?? 'rules')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="rules">{t('shipping-rules.tabs.rules')}</Tabs.Tab>
          <Tabs.Tab value="edit">
            {t(editing ? 'shipping-rules.tabs.edit' : 'shipping-rules.tabs.new')}
          </Tabs.Tab>
          <Tabs.Tab
            value="how"
            rightSection={
              <Badge size="xs" variant="light">
                {t('settings-menu.new')}
              </Badge>
            }
          >
            {t('shipping-rules.tabs.how')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rules" pt="md">
          {listPanel}
        </Tabs.Panel>
        <Tabs.Panel value="edit" pt="md">
          {editPanel}
        </Tabs.Panel>
        <Tabs.Panel value="how" pt="md">
          <HowItWorks max={max} />
        </Tabs.Panel>
      </Tabs>
      <DeleteRuleDialog
        rule={deleting}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              showSuccessToast(t('shipping-rules.toast.deleted'));
            },
            onError: () => showErrorToast(t('shipping-rules.toast.delete-error')),
          });
        }}
      />
    </Stack>
  );
};
