import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../../shared/i18n/api-error-text.ts';
import type { AddressStepErrors } from '../../hooks/use-address-step.ts';

/** A section's error of the last Next, in the user's language; the field's label names it where it has one. */
export const useErrorText = (errors: AddressStepErrors) => {
  const { t } = useTranslation();
  return (key: keyof AddressStepErrors, label?: string) =>
    errors[key] ? translateMessageKey(t, errors[key]!, label) : undefined;
};

export const SectionError = ({ text }: { text: string | undefined }) =>
  text ? (
    <Text c="red" size="sm" role="alert">
      {text}
    </Text>
  ) : null;
