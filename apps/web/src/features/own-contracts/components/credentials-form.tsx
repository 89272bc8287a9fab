import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import {
  CONTRACT_CREDENTIAL_FIELDS,
  credentialsSchemaOf,
  MASKED_CREDENTIAL,
  OwnContractMessage,
  type OwnContractModel,
} from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { useRegisterOwnContract } from '../api/register-own-contract.ts';

type Credentials = Record<string, string>;

const CONFLICT = 409;

/**
 * A carrier's credential fields: password-like ones masked; once registered every field
 * shows a masked placeholder (the values never come back) and activate stays disabled. A 409 'Contract
 * not valid' shows a notification and marks every field; any other failure goes to `onFailed`.
 */
export const CredentialsForm = ({
  model,
  isDisabled,
  onRegistered,
  onFailed,
}: {
  model: OwnContractModel;
  isDisabled: boolean;
  onRegistered: (contractId: string) => void;
  onFailed: () => void;
}) => {
  const { t } = useTranslation();
  const fields = CONTRACT_CREDENTIAL_FIELDS[model.carrierId] ?? [];
  const register = useRegisterOwnContract();
  const [isRefused, setIsRefused] = useState(false);
  const defaultValues = useMemo(
    () =>
      Object.fromEntries(fields.map((field) => [field.name, model.isRegistered ? MASKED_CREDENTIAL : ''])),
    [fields, model.isRegistered],
  );
  const form = useForm<Credentials>({
    mode: 'onTouched',
    resolver: zodResolver(credentialsSchemaOf(model.carrierId)) as unknown as Resolver<Credentials>,
    defaultValues,
  });
  const { errors, isValid } = form.formState;
  const isLocked = isDisabled || model.isRegistered;

  const submit = form.handleSubmit(async (values) => {
    setIsRefused(false);
    try {
      // Optional fields left blank are not sent: the carrier gets only what the seller filled in.
      const credentials = Object.fromEntries(
        Object.entries(values).filter(([, value]) => value.trim() !== ''),
      );
      const { contractId } = await register.mutateAsync({ contractModelId: model.id, credentials });
      onRegistered(contractId);
    } catch (error) {
      if (
        isApiError(error) &&
        error.status === CONFLICT &&
        error.messages[0]?.message === OwnContractMessage.contractNotValid
      ) {
        setIsRefused(true);
        for (const field of fields) form.setError(field.name, { message: OwnContractMessage.fieldError });
        return;
      }
      onFailed();
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('own-contract.panel.form', { carrier: model.carrierName })}
    >
      <Stack gap="sm">
        {isRefused ? (
          <Alert color="red" variant="light" role="alert" title={t('own-contract.panel.refused-title')}>
            {t('own-contract.panel.refused')}
          </Alert>
        ) : null}
        {fields.map((field) => {
          const label = t(`own-contract.fields.${field.name}` as 'own-contract.fields.username');
          const message = errors[field.name]?.message;
          const props = {
            label,
            required: field.isRequired,
            disabled: isLocked,
            autoComplete: 'off',
            error: message ? translateMessageKey(t, message, label) : undefined,
            ...form.register(field.name),
          };
          return field.isSecret || model.isRegistered ? (
            <PasswordInput
              key={field.name}
              {...props}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t('own-contract.panel.show-secret') }}
            />
          ) : (
            <TextInput key={field.name} {...props} inputMode={field.isNumeric ? 'numeric' : undefined} />
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={register.isPending} disabled={isLocked || !isValid}>
            {t('own-contract.panel.activate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
