import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { authPaths } from '../../../shared/paths.ts';
import { setNewPassword } from '../api/new-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { passwordToggleProps } from '../components/password-field-props.ts';
import { useAuthTenant } from '../components/use-auth-tenant.ts';
import {
  type NewPasswordFormInput,
  type NewPasswordFormValues,
  newPasswordFormSchema,
} from '../schemas/auth-forms.ts';

export const NewPasswordPage = () => {
  const { t } = useTranslation();
  const tenant = useAuthTenant();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const paths = authPaths(tenant.partnerSlug);
  const [formMessage, setFormMessage] = useState<string>();
  const [isTokenRejected, setIsTokenRejected] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordFormInput, unknown, NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', repeatPassword: '' },
  });

  const fieldError = (message: string | undefined, label: string) =>
    message ? translateMessageKey(t, message, label) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    setFormMessage(undefined);
    try {
      await setNewPassword({ token, password: values.password });
      await navigate(`${paths.login}?reason=password-changed`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'InvalidToken') setIsTokenRejected(true);
      setFormMessage(applyApiFormErrors(error, setError, ['password']));
    }
  });

  if (!token) {
    return (
      <AuthLayout tenant={tenant} title={t('auth.new-password.title')}>
        <Alert color="red" variant="light" role="alert">
          {t('auth.new-password.missing-token')}
        </Alert>
        <Anchor component={Link} to={paths.recoverPassword}>
          {t('auth.new-password.request-new')}
        </Anchor>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout tenant={tenant} title={t('auth.new-password.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert messageKey={formMessage} />
          {isTokenRejected ? (
            <Anchor component={Link} to={paths.recoverPassword}>
              {t('auth.new-password.request-new')}
            </Anchor>
          ) : null}
          <PasswordInput
            label={t('auth.new-password.new')}
            description={t('auth.register.password-hint')}
            autoComplete="new-password"
            required
            error={fieldError(errors.password?.message, t('auth.new-password.new'))}
            {...passwordToggleProps(t)}
            {...register('password')}
          />
          <PasswordInput
            label={t('auth.new-password.repeat')}
            autoComplete="new-password"
            required
            error={fieldError(errors.repeatPassword?.message, t('auth.new-password.repeat'))}
            {...passwordToggleProps(t)}
            {...register('repeatPassword')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('auth.new-password.submit')}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
};
