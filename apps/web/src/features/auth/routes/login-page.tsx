import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { currentPrefix } from '@shipdeck/domain/tenants/tenants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { authPaths, privatePaths } from '../../../shared/paths.ts';
import { safeNextPath } from '../../../shared/session/safe-next.ts';
import { rememberTenant } from '../../../shared/session/tenant-context.ts';
import { login } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { passwordToggleProps } from '../components/password-field-props.ts';
import { useAuthTenant } from '../components/use-auth-tenant.ts';
import { type LoginFormInput, type LoginFormValues, loginFormSchema } from '../schemas/auth-forms.ts';

/** Why the user is on the login page, from `?reason=` (set by the shell). */
const REASON_KEYS = {
  'session-expired': 'auth.login.session-expired',
  'password-changed': 'auth.login.password-changed',
  'account-closed': 'auth.login.account-closed',
  'account-deleted': 'auth.login.account-deleted',
  'signed-out': 'auth.login.signed-out',
} as const;

export const LoginPage = () => {
  const { t } = useTranslation();
  const tenant = useAuthTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [formMessage, setFormMessage] = useState<string>();
  const paths = authPaths(tenant.partnerSlug);
  const reason = searchParams.get('reason') as keyof typeof REASON_KEYS | null;
  const reasonKey = reason ? REASON_KEYS[reason] : undefined;

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const fieldError = (message: string | undefined, label: string) =>
    message ? translateMessageKey(t, message, label) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFormMessage(undefined);
    try {
      await login({ tenant: tenant.partnerSlug, ...values });
      // A new session must not see the previous one's cached data.
      queryClient.clear();
      rememberTenant(tenant.id);
      const next = safeNextPath(searchParams.get('next'));
      await navigate(next ?? privatePaths(currentPrefix(tenant)).inbox(), { replace: true });
    } catch (error) {
      setFormMessage(applyApiFormErrors(error, setError, ['email', 'password']));
    }
  });

  return (
    <AuthLayout tenant={tenant} title={t('auth.login.title', { brand: tenant.brandName })}>
      {reasonKey ? (
        <Alert color="blue" variant="light" role="status">
          {t(reasonKey)}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert messageKey={formMessage} />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="username"
            required
            error={fieldError(errors.email?.message, t('auth.email'))}
            {...register('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            required
            error={fieldError(errors.password?.message, t('auth.password'))}
            {...passwordToggleProps(t)}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.recoverPassword} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.login.no-account', { brand: tenant.brandName })}{' '}
            <Anchor underline="always" component={Link} to={paths.register}>
              {t('auth.login.register-link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
};
