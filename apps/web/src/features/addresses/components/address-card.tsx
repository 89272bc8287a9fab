import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { useTranslation } from 'react-i18next';
import { addressLines } from './address-lines.ts';

type WarehouseCardProps = {
  warehouse: Warehouse;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  isBusy?: boolean;
};

/** One sender address on the sender tab, with its actions. */
export const WarehouseCard = ({ warehouse, onEdit, onDelete, onSetDefault, isBusy }: WarehouseCardProps) => {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={warehouse.alias}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5">
            {warehouse.alias}
          </Title>
          {warehouse.isDefault ? <Badge variant="light">{t('addresses.default-badge')}</Badge> : null}
        </Group>
        <Stack gap={0} style={{ flex: 1 }}>
          {addressLines(warehouse).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          <Text size="sm" c="dimmed">
            {warehouse.phone} · {warehouse.email}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={t('addresses.actions.edit-named', { name: warehouse.alias })}
          >
            {t('addresses.actions.edit')}
          </Button>
          {warehouse.isDefault ? null : (
            <Button
              size="xs"
              variant="subtle"
              onClick={onSetDefault}
              disabled={isBusy}
              aria-label={t('addresses.actions.set-default-named', { name: warehouse.alias })}
            >
              {t('addresses.actions.set-default')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={t('addresses.actions.delete-named', { name: warehouse.alias })}
          >
            {t('addresses.actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};
