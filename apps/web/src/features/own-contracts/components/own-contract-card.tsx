import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import type { OwnContractModel } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * One carrier: selecting it opens its credential panel; a registered one has a menu
 * (edit services, deactivate), an unregistered one an activate action.
 */
export const OwnContractCard = ({
  model,
  isDisabled,
  onOpen,
  onEditServices,
  onDeactivate,
}: {
  model: OwnContractModel;
  isDisabled: boolean;
  onOpen: () => void;
  onEditServices: () => void;
  onDeactivate: () => void;
}) => {
  const { t } = useTranslation();
  const selectedCount = model.services.filter((service) => service.isSelected).length;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={model.carrierName}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <UnstyledButton
          onClick={onOpen}
          aria-label={t('own-contract.card.open', { carrier: model.carrierName })}
        >
          <Stack gap={4}>
            <Text fw={600}>{model.carrierName}</Text>
            {model.isRegistered ? (
              <Group gap={6}>
                <Badge color="teal.9" variant="outline">
                  {t('own-contract.card.registered')}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('own-contract.card.services-count', { count: selectedCount })}
                </Text>
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                {t('own-contract.card.not-registered')}
              </Text>
            )}
          </Stack>
        </UnstyledButton>
        {model.isRegistered ? (
          // Not hidden when its button is out of view: the menu's two actions stay reachable by keyboard.
          <Menu position="bottom-end" withinPortal hideDetached={false}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('own-contract.card.menu', { carrier: model.carrierName })}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onEditServices} disabled={isDisabled}>
                {t('own-contract.card.edit-services')}
              </Menu.Item>
              <Menu.Item color="red.9" onClick={onDeactivate}>
                {t('own-contract.card.deactivate')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Button size="xs" variant="light" onClick={onOpen} disabled={isDisabled}>
            {t('own-contract.card.activate')}
          </Button>
        )}
      </Group>
    </Card>
  );
};
