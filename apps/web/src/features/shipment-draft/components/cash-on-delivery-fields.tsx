import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cash on delivery as typed: who is paid, the amount the carrier collects and the account it goes to. */
export type CashOnDeliveryInput = {
  isSelected: boolean;
  accountHolder: string;
  amount: string;
  iban: string;
};

type Field = 'accountHolder' | 'amount' | 'iban';

/** The three fields of cash on delivery; `errorOf` says what is wrong with a field, under its label. */
export const CashOnDeliveryFields = ({
  cod,
  maxAmount,
  errorOf,
  onField,
}: {
  cod: CashOnDeliveryInput;
  /** The most the service collects, as money text. */
  maxAmount: string;
  errorOf: (field: Field, label: string) => string | undefined;
  onField: (field: Field, value: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
      <TextInput
        label={t('checkout.extras.cod-holder')}
        required
        value={cod.accountHolder}
        onChange={(event) => onField('accountHolder', event.currentTarget.value)}
        error={errorOf('accountHolder', t('checkout.extras.cod-holder'))}
      />
      <TextInput
        label={t('checkout.extras.cod-amount')}
        description={t('checkout.extras.cod-max', { amount: maxAmount })}
        required
        inputMode="decimal"
        value={cod.amount}
        onChange={(event) => onField('amount', event.currentTarget.value)}
        error={errorOf('amount', t('checkout.extras.cod-amount'))}
      />
      <TextInput
        label={t('checkout.extras.cod-iban')}
        required
        value={cod.iban}
        onChange={(event) => onField('iban', event.currentTarget.value)}
        error={errorOf('iban', t('checkout.extras.cod-iban'))}
      />
    </SimpleGrid>
  );
};
