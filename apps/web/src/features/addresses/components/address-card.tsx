import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { useTranslation } from 'react-i18next';
import { AddressActionButton } from './address-action-button.tsx';
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
  const { t, i18n } = useTranslation();
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
          {addressLines(warehouse, i18n.language).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          <Text size="sm" c="dimmed">
            {warehouse.phone} · {warehouse.email}
          </Text>
        </Stack>
        <Group gap="xs">
          <AddressActionButton action="edit" alias={warehouse.alias} onClick={onEdit} />
          {warehouse.isDefault ? null : (
            <AddressActionButton
              action="set-default"
              alias={warehouse.alias}
              onClick={onSetDefault}
              isDisabled={isBusy}
            />
          )}
          <AddressActionButton action="delete" alias={warehouse.alias} onClick={onDelete} />
        </Group>
      </Stack>
    </Card>
  );
};
