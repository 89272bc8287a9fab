import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { matchLanguage } from '@shipdeck/domain/i18n/languages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { authPaths } from '../../../shared/paths.ts';
import { recoverPassword } from '../api/recover-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { useAuthTenant } from '../components/use-auth-tenant.ts';
import {
  type RecoverPasswordFormInput,
  type RecoverPasswordFormValues,
  recoverPasswordFormSchema,
} from '../schemas/auth-forms.ts';

export const RecoverPasswordPage = () => {
  const { t, i18n } = useTranslation();
  const tenant = useAuthTenant();
  const [sentTo, setSentTo] = useState<string>();
  const [formMessage, setFormMessage] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoverPasswordFormInput, unknown, RecoverPasswordFormValues>({
    resolver: zodResolver(recoverPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormMessage(undefined);
    try {
      await recoverPassword({
        tenant: tenant.partnerSlug,
        email: values.email,
        language: matchLanguage(i18n.language),
      });
      setSentTo(values.email);
    } catch (error) {
      setFormMessage(applyApiFormErrors(error, setError, ['email']));
    }
  });

  return (
    <AuthLayout tenant={tenant} title={t('auth.recover.title')}>
      {sentTo ? (
        <Alert color="green" variant="light" role="status">
          {t('auth.recover.sent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('auth.recover.intro')}</Text>
            <FormAlert messageKey={formMessage} />
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              error={
                errors.email?.message
                  ? translateMessageKey(t, errors.email.message, t('auth.email'))
                  : undefined
              }
              {...register('email')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('auth.recover.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={authPaths(tenant.partnerSlug).login} size="sm">
        {t('auth.recover.back')}
      </Anchor>
    </AuthLayout>
  );
};
