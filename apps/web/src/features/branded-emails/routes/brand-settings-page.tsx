import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Group, Image, Paper, Stack, TextInput } from '@mantine/core';
import {
  type BrandSettings,
  brandSettingsRequestSchema,
  COMPANY_NAME_MAX,
  REPLY_TO_MAX,
} from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useBrandedEmails } from '../api/get-branded-emails.ts';
import { useUpdateBrandSettings } from '../api/update-brand-settings.ts';
import { CancelledSubscriptionNotice } from '../components/cancelled-subscription-notice.tsx';
import { checkLogoFile } from '../components/logo-file.ts';
import { BrandedEmailsUpgradeNotice } from '../components/upgrade-notice.tsx';
import { useBrandedEmailsAccess } from '../hooks/use-branded-emails-access.ts';

type Values = { companyName: string; companyReplyToEmail: string };
/** The logo as chosen: unchanged, a checked new file, or removed. */
type LogoChoice = { kind: 'keep' } | { kind: 'new'; base64: string; previewUrl: string } | { kind: 'remove' };

const formSchema = brandSettingsRequestSchema.pick({ companyName: true, companyReplyToEmail: true });

const BrandSettingsForm = ({
  settings,
  isDisabled,
}: {
  settings: BrandSettings | null;
  isDisabled: boolean;
}) => {
  const { t } = useTranslation();
  const save = useUpdateBrandSettings();
  const [logo, setLogo] = useState<LogoChoice>({ kind: 'keep' });
  const [logoError, setLogoError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({
    mode: 'onChange',
    resolver: zodResolver(formSchema) as unknown as Resolver<Values>,
    defaultValues: {
      companyName: settings?.companyName ?? '',
      companyReplyToEmail: settings?.companyReplyToEmail ?? '',
    },
  });
  useEffect(() => {
    reset({
      companyName: settings?.companyName ?? '',
      companyReplyToEmail: settings?.companyReplyToEmail ?? '',
    });
  }, [settings, reset]);

  const fieldError = (field: keyof Values, label: string) => {
    const message = errors[field]?.message;
    return message ? translateMessageKey(t, message, label) : undefined;
  };

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setLogoError(undefined);
    if (!chosen) {
      setLogo({ kind: 'keep' });
      return;
    }
    const checked = await checkLogoFile(chosen);
    if (checked.isValid) setLogo({ kind: 'new', base64: checked.base64, previewUrl: checked.previewUrl });
    else {
      setLogo({ kind: 'keep' });
      setLogoError(t(checked.messageKey));
    }
  };

  const submit = handleSubmit((values) => {
    if (logoError) return;
    const companyLogo = logo.kind === 'new' ? logo.base64 : logo.kind === 'remove' ? null : undefined;
    save.mutate(
      { ...values, ...(companyLogo === undefined ? {} : { companyLogo }) },
      {
        onSuccess: () => {
          setLogo({ kind: 'keep' });
          setFile(null);
          showSuccessToast(t('branded-emails.brand.saved'));
        },
        onError: (error) => showErrorToast(apiErrorText(t, error)),
      },
    );
  });

  const previewUrl =
    logo.kind === 'new'
      ? logo.previewUrl
      : logo.kind === 'remove'
        ? null
        : (settings?.companyLogoUrl ?? null);
  const companyLabel = t('branded-emails.brand.company-name');
  const replyToLabel = t('branded-emails.brand.reply-to');

  return (
    <Paper withBorder p="lg" radius="md">
      <form aria-label={t('branded-emails.tabs.brand-settings')} onSubmit={submit} noValidate>
        <fieldset disabled={isDisabled} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="md">
            <TextInput
              label={companyLabel}
              maxLength={COMPANY_NAME_MAX}
              error={fieldError('companyName', companyLabel)}
              {...register('companyName')}
            />
            <TextInput
              label={replyToLabel}
              type="email"
              maxLength={REPLY_TO_MAX}
              error={fieldError('companyReplyToEmail', replyToLabel)}
              {...register('companyReplyToEmail')}
            />
            <FileInput
              label={t('branded-emails.brand.logo')}
              description={t('branded-emails.brand.logo-hint')}
              placeholder={t('branded-emails.brand.logo-choose')}
              accept="image/png,image/jpeg"
              value={file}
              onChange={(chosen) => void chooseFile(chosen)}
              error={logoError}
              clearable
            />
            {previewUrl ? (
              <Group gap="md">
                <Image
                  src={previewUrl}
                  alt={t('branded-emails.brand.logo-current')}
                  h={64}
                  w="auto"
                  fit="contain"
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    setFile(null);
                    setLogoError(undefined);
                    setLogo({ kind: 'remove' });
                  }}
                >
                  {t('branded-emails.brand.logo-remove')}
                </Button>
              </Group>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={isDisabled}>
                {t('branded-emails.brand.save')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Paper>
  );
};

/** The brand settings tab: company name, reply-to address and logo; disabled without the feature. */
export const BrandSettingsPage = () => {
  const { canBrand, isChecking } = useBrandedEmailsAccess();
  const list = useBrandedEmails(canBrand);
  if (isChecking) return <LoadingState />;
  if (!canBrand)
    return (
      <Stack gap="md">
        <BrandedEmailsUpgradeNotice />
        <BrandSettingsForm settings={null} isDisabled />
      </Stack>
    );
  if (list.isPending) return <LoadingState />;
  if (list.isLoadingError) return <ErrorState onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="md">
      <CancelledSubscriptionNotice />
      <BrandSettingsForm settings={list.data.brandedSettings} isDisabled={false} />
    </Stack>
  );
};
