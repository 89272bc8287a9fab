import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { ADDRESS_LIMIT_EXCEEDED_KEY } from '@shipdeck/domain/addresses/address-limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInit } from '../../../shared/session/get-init.ts';
import { type AddressKind, addressKinds } from '../address-kinds.ts';
import type { useAddressEditing } from '../hooks/use-address-editing.ts';
import { AddressEditPanel } from './address-edit-panel.tsx';

type Editing = Pick<ReturnType<typeof useAddressEditing>, 'editing' | 'startCreate' | 'close' | 'save'>;

/** The kind's "add" button, disabled once the book is full. */
export const AddAddressButton = ({
  kind,
  isAtLimit,
  onClick,
}: {
  kind: AddressKind;
  isAtLimit: boolean;
  onClick: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Button onClick={onClick} disabled={isAtLimit}>
      {t(`${addressKinds[kind].texts}.add`)}
    </Button>
  );
};

/**
 * What every address-book tab has around its list: the title and the limit, the add button, the
 * limit message once the book is full, and the side panel that adds and edits.
 */
export const AddressBookFrame = ({
  kind,
  isAtLimit,
  isAddInHeader,
  editing,
  children,
}: {
  kind: AddressKind;
  isAtLimit: boolean;
  /** False while an empty state offers the add button itself. */
  isAddInHeader: boolean;
  editing: Editing;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const { client } = useInit();
  const { texts, max } = addressKinds[kind];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t(`${texts}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${texts}.subtitle`, { max })}
          </Text>
        </Stack>
        {isAddInHeader ? (
          <AddAddressButton kind={kind} isAtLimit={isAtLimit} onClick={editing.startCreate} />
        ) : null}
      </Group>
      {isAtLimit ? (
        <Text size="sm" c="red" role="status">
          {t(ADDRESS_LIMIT_EXCEEDED_KEY)}
        </Text>
      ) : null}
      {children}
      <AddressEditPanel
        kind={kind}
        editing={editing.editing}
        defaultCountry={client.alpha2Code}
        isAtLimit={isAtLimit}
        onSubmit={editing.save}
        onClose={editing.close}
      />
    </Stack>
  );
};
