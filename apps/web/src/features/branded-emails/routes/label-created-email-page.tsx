import { Anchor, Group, Stack, Switch, Title } from '@mantine/core';
import { BrandedEmailType } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@shipdeck/domain/user/language';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useBrandedEmail } from '../api/get-branded-email.ts';
import { useBrandedEmails } from '../api/get-branded-emails.ts';
import { ConfirmToggleModal } from '../components/confirm-toggle-modal.tsx';
import { TemplateForm } from '../components/template-form.tsx';
import { BrandedEmailsUpgradeNotice } from '../components/upgrade-notice.tsx';
import { useBrandedEmailsAccess } from '../hooks/use-branded-emails-access.ts';
import { useTemplateToggle } from '../hooks/use-template-toggle.ts';

const EMAIL_TYPE = BrandedEmailType.ShipmentConfirmation;

/** The UI languages with the one in use first. */
const languagesCurrentFirst = (uiLanguage: string): Language[] => {
  const current = SUPPORTED_LANGUAGES.find((language) => language === uiLanguage) ?? DEFAULT_LANGUAGE;
  return [current, ...SUPPORTED_LANGUAGES.filter((language) => language !== current)];
};

/**
 * /branded-emails/label-created: the shipment-confirmation template's editor with its
 * back link, its activate switch and one tab per language.
 */
export const LabelCreatedEmailPage = () => {
  const { t, i18n } = useTranslation();
  const paths = usePrivatePaths();
  useDocumentTitle(t('branded-emails.editor.title'), useInit().tenant.brandName);
  const { canBrand, isChecking } = useBrandedEmailsAccess();
  const languages = useMemo(() => languagesCurrentFirst(i18n.language), [i18n.language]);
  const [language, setLanguage] = useState<Language>(languages[0]!);
  const list = useBrandedEmails(canBrand);
  const implementation = useBrandedEmail(EMAIL_TYPE, language, canBrand);
  const toggle = useTemplateToggle(EMAIL_TYPE);
  const isActive = list.data?.emails.find((email) => email.emailType === EMAIL_TYPE)?.active ?? false;

  return (
    <Stack gap="md" maw={860}>
      <Anchor component={Link} to={paths.settings.brandedEmails} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('branded-emails.editor.back')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('branded-emails.editor.title')}</Title>
        {canBrand ? (
          <Switch
            label={t('branded-emails.editor.activate')}
            checked={isActive}
            disabled={!list.isSuccess}
            onChange={(event) => toggle.ask(event.currentTarget.checked)}
          />
        ) : null}
      </Group>
      {isChecking ? (
        <LoadingState />
      ) : !canBrand ? (
        <BrandedEmailsUpgradeNotice />
      ) : implementation.isPending ? (
        <LoadingState />
      ) : implementation.isError ? (
        <ErrorState onRetry={() => void implementation.refetch()} />
      ) : (
        <TemplateForm
          key={language}
          implementation={implementation.data}
          languages={languages}
          onSwitchLanguage={setLanguage}
        />
      )}
      <ConfirmToggleModal
        nextActive={toggle.nextActive}
        isSaving={toggle.isSaving}
        onConfirm={toggle.confirm}
        onCancel={toggle.cancel}
      />
    </Stack>
  );
};
