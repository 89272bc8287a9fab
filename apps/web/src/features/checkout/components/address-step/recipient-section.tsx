import { Card, Checkbox, Stack, TextInput, Title } from '@mantine/core';
import { ADDRESS_LIMIT_EXCEEDED_KEY } from '@shipdeck/domain/addresses/address-limits';
import { toShipmentAddress } from '@shipdeck/domain/shipments/rules/shipment-address';
import { useTranslation } from 'react-i18next';
import { AddressForm, RecipientPicker } from '../../../addresses/index.ts';
import type { AddressStepState } from '../../hooks/use-address-step.ts';
import { AddressSummary } from '../address-summary.tsx';
import { SectionError, useErrorText } from './address-step-errors.tsx';
import { storedAddressOf } from './stored-address-of.ts';

/** The recipient: from the address book or typed in the form, optionally added to the book. */
export const RecipientSection = ({ step }: { step: AddressStepState }) => {
  const { t } = useTranslation();
  const errorText = useErrorText(step.errors);
  const { recipient, draft, checkRound } = step;
  return (
    <Card withBorder component="section" aria-label={t('checkout.address.recipient')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('checkout.address.recipient')}
        </Title>
        <RecipientPicker
          destination={{ country: draft.data.to.alpha2Code, zipCode: draft.data.to.zipCode }}
          value={recipient.bookId}
          onChange={(entry) => {
            recipient.setBookId(entry?.id ?? null);
            if (entry) {
              recipient.set(toShipmentAddress(entry));
              recipient.setForm(null);
              // The add-to-book box resets when the recipient is no longer being edited.
              recipient.setIsAddToBook(false);
            }
          }}
        />
        {recipient.value ? (
          <AddressSummary
            label={t('checkout.address.recipient')}
            address={recipient.value}
            onChange={() => {
              recipient.setEditing({ address: recipient.value!, isSaved: recipient.bookId !== null });
              recipient.set(null);
              recipient.setForm(null);
              recipient.setBookId(null);
            }}
          />
        ) : (
          <AddressForm
            kind="address"
            key={`${recipient.editing ? 'editing' : 'new'}-${checkRound}`}
            initialValues={
              recipient.form?.typed ?? recipient.editing?.address ?? storedAddressOf(draft, 'to')
            }
            isValidatedOnMount={
              (recipient.isRefused && recipient.editing?.address === draft.data.to) || checkRound > 0
            }
            onStateChange={recipient.setForm}
            isStreetOptional={recipient.isStreetOptional}
            submitLabel={t(
              recipient.editing?.isSaved
                ? 'checkout.address.update-recipient'
                : 'checkout.address.use-recipient',
            )}
            onSubmit={async (values) => {
              recipient.set(toShipmentAddress(values));
              recipient.setForm(null);
              recipient.setBookId(null);
              recipient.setEditing(null);
            }}
          />
        )}
        {!recipient.bookId ? (
          <Checkbox
            label={t('checkout.address.add-to-book')}
            checked={recipient.isSavingToBook}
            disabled={recipient.isBookFull}
            description={recipient.isBookFull ? t(ADDRESS_LIMIT_EXCEEDED_KEY) : undefined}
            onChange={(event) => recipient.setIsAddToBook(event.currentTarget.checked)}
          />
        ) : null}
        {recipient.isSavingToBook && !recipient.bookId ? (
          <TextInput
            label={t('addresses.field.alias')}
            required
            maxLength={50}
            value={recipient.alias}
            onChange={(event) => recipient.setAlias(event.currentTarget.value)}
            error={errorText('alias', t('addresses.field.alias'))}
          />
        ) : null}
        <SectionError text={errorText('recipient')} />
      </Stack>
    </Card>
  );
};
