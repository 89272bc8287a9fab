import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  ARCHIVE_RETENTIONS,
  type ArchiveRetention,
  type ArchiveSettings,
} from '@shipdeck/domain/archiving/archive-settings.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { LoadingState } from '../../../shared/ui/states.tsx';
import { useArchiveSettings } from '../api/get-archive-settings.ts';
import { useUpdateArchiveSettings } from '../api/update-archive-settings.ts';

type Kind = 'delivered' | 'draft';
type Choices = Record<Kind, ArchiveRetention | null>;

const RetentionChoice = ({
  kind,
  value,
  error,
  onChange,
}: {
  kind: Kind;
  value: ArchiveRetention | null;
  error?: string;
  onChange: (value: ArchiveRetention) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t(`archiving.${kind}.label`)}
      description={t(`archiving.${kind}.description`)}
      required
      value={value}
      onChange={(next) => onChange(next as ArchiveRetention)}
      error={error}
    >
      <Group gap="lg" mt="xs">
        {ARCHIVE_RETENTIONS.map((retention) => (
          <Radio key={retention} value={retention} label={t(`archiving.option.${retention}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
};

const choicesOf = (settings: ArchiveSettings | undefined): Choices => ({
  delivered: settings?.delivered.active ?? null,
  draft: settings?.draft.active ?? null,
});

/**
 * /settings/archiving: how long delivered shipments and drafts stay in their inbox before the daily
 * job moves them to the archived inbox. Both choices are required; a page that cannot load its
 * settings sends the seller to the invoices.
 */
export const ArchivingPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('settings-menu.archiving'), useInit().tenant.brandName);
  const paths = usePrivatePaths();
  const navigate = useNavigate();
  const settings = useArchiveSettings();
  const save = useUpdateArchiveSettings();
  const [choices, setChoices] = useState<Choices>(choicesOf(undefined));
  const [isSubmitted, setIsSubmitted] = useState(false);

  useEffect(() => {
    if (settings.data) setChoices(choicesOf(settings.data));
  }, [settings.data]);

  useEffect(() => {
    if (!settings.isError) return;
    showErrorToast(t('archiving.toast.load-error'));
    void navigate(`${paths.settings.root}/billing/invoices`, { replace: true });
  }, [settings.isError, navigate, paths.settings.root, t]);

  if (!settings.isSuccess) return <LoadingState />;

  const errorOf = (kind: Kind) =>
    isSubmitted && !choices[kind]
      ? t('form.error.required', { field: t(`archiving.${kind}.label`) })
      : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const { delivered, draft } = choices;
    if (!delivered || !draft) return;
    save.mutate(
      { delivered, draft },
      {
        onSuccess: () => showSuccessToast(t('archiving.toast.saved')),
        onError: () => showErrorToast(t('archiving.toast.save-error')),
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('settings-menu.archiving')}</Title>
        <Text size="sm" c="dimmed">
          {t('archiving.subtitle')}
        </Text>
      </Stack>
      <Paper withBorder p="lg" radius="md">
        <form aria-label={t('archiving.form')} onSubmit={submit} noValidate>
          <Stack gap="lg">
            {(['delivered', 'draft'] as const).map((kind) => (
              <RetentionChoice
                key={kind}
                kind={kind}
                value={choices[kind]}
                error={errorOf(kind)}
                onChange={(value) => setChoices((current) => ({ ...current, [kind]: value }))}
              />
            ))}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('archiving.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
};
