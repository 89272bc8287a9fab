import { Group, Table, VisuallyHidden } from '@mantine/core';
import type { Recipient } from '@shipdeck/domain/addresses/address.schema';
import { useTranslation } from 'react-i18next';
import { countryLabel } from '../../../shared/i18n/code-labels.ts';
import { AddressActionButton } from './address-action-button.tsx';

/** One page of the address book as a table, with each row's edit and delete. */
export const RecipientTable = ({
  recipients,
  onEdit,
  onDelete,
}: {
  recipients: Recipient[];
  onEdit: (recipient: Recipient) => void;
  onDelete: (recipient: Recipient) => void;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={t('addresses.recipient.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('addresses.field.alias')}</Table.Th>
            <Table.Th>{t('addresses.recipient.column-name')}</Table.Th>
            <Table.Th>{t('addresses.recipient.column-address')}</Table.Th>
            <Table.Th>{t('addresses.field.alpha2Code')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('addresses.recipient.column-actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recipients.map((recipient) => (
            <Table.Tr key={recipient.id}>
              <Table.Td fw={600}>{recipient.alias}</Table.Td>
              <Table.Td>
                {recipient.firstName} {recipient.lastName}
                {recipient.company ? ` · ${recipient.company}` : ''}
              </Table.Td>
              <Table.Td>
                {[recipient.street1, recipient.zipCode, recipient.city].filter(Boolean).join(', ')}
              </Table.Td>
              <Table.Td>{countryLabel(recipient.alpha2Code, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <AddressActionButton
                    action="edit"
                    alias={recipient.alias}
                    onClick={() => onEdit(recipient)}
                  />
                  <AddressActionButton
                    action="delete"
                    alias={recipient.alias}
                    onClick={() => onDelete(recipient)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
