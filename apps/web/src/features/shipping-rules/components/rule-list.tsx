import { ActionIcon, Button, Group, Switch, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ShippingRule } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The rule's last change as day, month, year, hours and minutes in the UI language. */
const updatedText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/**
 * My rules, in priority order: the first that applies runs first. Each row moves up or down by
 * swapping with its neighbour, turns on or off, opens for editing or asks before deleting.
 */
export const RuleList = ({
  rules,
  isBusy,
  onToggle,
  onSwap,
  onEdit,
  onDelete,
}: {
  rules: ShippingRule[];
  isBusy: boolean;
  onToggle: (rule: ShippingRule, enabled: boolean) => void;
  onSwap: (first: ShippingRule, second: ShippingRule) => void;
  onEdit: (rule: ShippingRule) => void;
  onDelete: (rule: ShippingRule) => void;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={t('shipping-rules.tabs.rules')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shipping-rules.list.priority')}</Table.Th>
            <Table.Th>{t('shipping-rules.list.name')}</Table.Th>
            <Table.Th>{t('shipping-rules.list.summary')}</Table.Th>
            <Table.Th>{t('shipping-rules.list.updated')}</Table.Th>
            <Table.Th>{t('shipping-rules.list.enabled')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('shipping-rules.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule, index) => {
            const previous = rules[index - 1];
            const next = rules[index + 1];
            const name = rule.alias;
            return (
              <Table.Tr key={rule.id}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm" w={20}>
                      {index + 1}
                    </Text>
                    <Tooltip label={t('shipping-rules.list.move-up')}>
                      <ActionIcon
                        variant="subtle"
                        disabled={!previous || isBusy}
                        onClick={() => previous && onSwap(rule, previous)}
                        aria-label={t('shipping-rules.list.move-up-named', { name })}
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('shipping-rules.list.move-down')}>
                      <ActionIcon
                        variant="subtle"
                        disabled={!next || isBusy}
                        onClick={() => next && onSwap(rule, next)}
                        aria-label={t('shipping-rules.list.move-down-named', { name })}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t('shipping-rules.list.counts', {
                      conditions: rule.conditions.length,
                      actions: rule.actions.length,
                    })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{updatedText(rule.updated, i18n.language)}</Text>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={rule.enabled}
                    onChange={(event) => onToggle(rule, event.currentTarget.checked)}
                    aria-label={t('shipping-rules.list.enabled-named', { name })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onEdit(rule)}
                      aria-label={t('shipping-rules.list.edit-named', { name })}
                    >
                      {t('shipping-rules.list.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(rule)}
                      aria-label={t('shipping-rules.list.delete-named', { name })}
                    >
                      {t('shipping-rules.list.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
