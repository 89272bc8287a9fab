import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { matchLanguage } from '@shipdeck/domain/i18n/languages';
import { currentPrefix } from '@shipdeck/domain/tenants/tenants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { authPaths, privatePaths } from '../../../shared/paths.ts';
import { rememberTenant } from '../../../shared/session/tenant-context.ts';
import { register as registerAccount } from '../api/register.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { passwordToggleProps } from '../components/password-field-props.ts';
import { useAuthTenant } from '../components/use-auth-tenant.ts';
import {
  type RegisterFormInput,
  type RegisterFormValues,
  registerFormSchema,
} from '../schemas/auth-forms.ts';

export const RegisterPage = () => {
  const { t, i18n } = useTranslation();
  const tenant = useAuthTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formMessage, setFormMessage] = useState<string>();
  const isBusinessOnly = tenant.switches.businessClientsOnly;

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      accountType: isBusinessOnly ? 'business' : 'autonomous',
    },
  });

  const fieldError = (message: string | undefined, label: string) =>
    message ? translateMessageKey(t, message, label) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFormMessage(undefined);
    try {
      await registerAccount({
        tenant: tenant.partnerSlug,
        ...values,
        accountType: isBusinessOnly ? 'business' : values.accountType,
        language: matchLanguage(i18n.language),
      });
      queryClient.clear();
      rememberTenant(tenant.id);
      // The privacy splash asks for consent on arrival.
      await navigate(privatePaths(currentPrefix(tenant)).inbox(), { replace: true });
    } catch (error) {
      setFormMessage(applyApiFormErrors(error, setError, ['firstName', 'lastName', 'email', 'password']));
    }
  });

  return (
    <AuthLayout tenant={tenant} title={t('auth.register.title', { brand: tenant.brandName })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert messageKey={formMessage} />
          <Group grow align="flex-start">
            <TextInput
              label={t('auth.first-name')}
              autoComplete="given-name"
              required
              error={fieldError(errors.firstName?.message, t('auth.first-name'))}
              {...register('firstName')}
            />
            <TextInput
              label={t('auth.last-name')}
              autoComplete="family-name"
              required
              error={fieldError(errors.lastName?.message, t('auth.last-name'))}
              {...register('lastName')}
            />
          </Group>
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldError(errors.email?.message, t('auth.email'))}
            {...register('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            description={t('auth.register.password-hint')}
            autoComplete="new-password"
            required
            error={fieldError(errors.password?.message, t('auth.password'))}
            {...passwordToggleProps(t)}
            {...register('password')}
          />
          {isBusinessOnly ? (
            <Text size="sm">{t('auth.register.business-only', { brand: tenant.brandName })}</Text>
          ) : (
            <Controller
              control={control}
              name="accountType"
              render={({ field }) => (
                <Radio.Group
                  label={t('auth.register.account-type')}
                  value={field.value}
                  onChange={field.onChange}
                >
                  <Group mt="xs">
                    <Radio value="autonomous" label={t('auth.register.autonomous')} />
                    <Radio value="business" label={t('auth.register.business')} />
                  </Group>
                </Radio.Group>
              )}
            />
          )}
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('auth.register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.register.has-account')}{' '}
            <Anchor underline="always" component={Link} to={authPaths(tenant.partnerSlug).login}>
              {t('auth.register.login-link')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
};
