import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import {
  type ChangePasswordFormValues,
  changePasswordFormSchema,
} from '@shipdeck/domain/auth/change-password-form';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { changePassword } from '../api/change-password.ts';

const EMPTY: ChangePasswordFormValues = { oldPassword: '', newPassword: '', repeatPassword: '' };
const FIELDS = ['oldPassword', 'newPassword', 'repeatPassword'] as const;

/**
 * The password change: a button opens and closes the form; fields are checked as they
 * change. Success toasts 'password updated' and closes the form; this browser stays signed in while the
 * server signs out the others. Any failure toasts the server error, and a field the server names shows it.
 */
export const ChangePasswordForm = ({ email }: { email: string }) => {
  const { t } = useTranslation();
  const formId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const labels = {
    oldPassword: t('your-account.password.old'),
    newPassword: t('your-account.password.new'),
    repeatPassword: t('your-account.password.repeat'),
  };
  const errorOf = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? translateMessageKey(t, message, labels[field]) : undefined;
  };

  const toggle = () => {
    if (isOpen) reset(EMPTY);
    setIsOpen(!isOpen);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword({ email, oldPassword: values.oldPassword, newPassword: values.newPassword });
      showSuccessToast(t('your-account.password.updated'));
      reset(EMPTY);
      setIsOpen(false);
    } catch (error) {
      applyApiFormErrors(error, setError, FIELDS);
      showErrorToast(t('your-account.password.server-error'));
    }
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('your-account.password.intro')}
        </Text>
        <Button variant="default" onClick={toggle} aria-expanded={isOpen} aria-controls={formId}>
          {isOpen ? t('your-account.password.cancel') : t('your-account.password.open')}
        </Button>
      </Group>
      <Box id={formId}>
        {isOpen ? (
          <form onSubmit={onSubmit} noValidate aria-label={t('your-account.password.form')}>
            <Stack gap="sm" maw={420}>
              <PasswordInput
                label={labels.oldPassword}
                autoComplete="current-password"
                required
                error={errorOf('oldPassword')}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.toggle-visibility') }}
                {...register('oldPassword')}
              />
              <PasswordInput
                label={labels.newPassword}
                description={t('auth.register.password-hint')}
                autoComplete="new-password"
                required
                error={errorOf('newPassword')}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.toggle-visibility') }}
                {...register('newPassword', { deps: ['repeatPassword'] })}
              />
              <PasswordInput
                label={labels.repeatPassword}
                autoComplete="new-password"
                required
                error={errorOf('repeatPassword')}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.toggle-visibility') }}
                {...register('repeatPassword')}
              />
              <Group>
                <Button type="submit" loading={isSubmitting}>
                  {t('your-account.password.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
      </Box>
    </Stack>
  );
};
