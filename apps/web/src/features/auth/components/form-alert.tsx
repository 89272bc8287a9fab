import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';

/** The form-level error of a sign-in form: a translated server message key. */
export const FormAlert = ({ messageKey }: { messageKey: string | undefined }) => {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {translateMessageKey(t, messageKey)}
    </Alert>
  );
};
