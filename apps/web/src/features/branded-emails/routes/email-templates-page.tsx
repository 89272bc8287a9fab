import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { BrandedEmailType } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useBrandedEmails } from '../api/get-branded-emails.ts';
import { CancelledSubscriptionNotice } from '../components/cancelled-subscription-notice.tsx';
import { ConfirmToggleModal } from '../components/confirm-toggle-modal.tsx';
import { MilestoneSwitches } from '../components/milestone-switches.tsx';
import { BrandedEmailsUpgradeNotice } from '../components/upgrade-notice.tsx';
import { useBrandedEmailsAccess } from '../hooks/use-branded-emails-access.ts';
import { useTemplateToggle } from '../hooks/use-template-toggle.ts';

const EDITOR_PATH: Record<string, string> = { [BrandedEmailType.ShipmentConfirmation]: 'label-created' };

const DefaultEmailEntry = () => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{t('branded-emails.list.default-title')}</Text>
          <Text size="sm" c="dimmed">
            {t('branded-emails.list.default-description')}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
          component={Link}
          to={paths.brandedEmailDefault}
        >
          {t('branded-emails.list.preview')}
        </Button>
      </Group>
    </Paper>
  );
};

const BrandedTemplateEntry = ({ emailType, active }: { emailType: string; active: boolean }) => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const toggle = useTemplateToggle(emailType);
  const name = t(`branded-emails.list.type.${emailType as 'BRANDED_SHIPMENT_CONFIRMATION'}`);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {t('branded-emails.list.type-description')}
          </Text>
        </Stack>
        <Group gap="md" wrap="nowrap">
          <Switch
            label={t('branded-emails.list.active')}
            aria-label={`${t('branded-emails.list.active')}: ${name}`}
            checked={active}
            onChange={(event) => toggle.ask(event.currentTarget.checked)}
          />
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            component={Link}
            to={`${paths.brandedEmailEditorBase}/${EDITOR_PATH[emailType] ?? ''}`}
          >
            {t('branded-emails.list.edit')}
          </Button>
        </Group>
      </Group>
      <ConfirmToggleModal
        nextActive={toggle.nextActive}
        isSaving={toggle.isSaving}
        onConfirm={toggle.confirm}
        onCancel={toggle.cancel}
      />
    </Paper>
  );
};

/**
 * The e-mail templates tab: the default e-mail with its preview, then each branded template
 * with its switch and edit button; without the feature only the default e-mail and the upgrade notice.
 */
export const EmailTemplatesPage = () => {
  const { canBrand, isChecking } = useBrandedEmailsAccess();
  const list = useBrandedEmails(canBrand);
  if (isChecking) return <LoadingState />;
  if (!canBrand)
    return (
      <Stack gap="md">
        <BrandedEmailsUpgradeNotice />
        <DefaultEmailEntry />
      </Stack>
    );
  if (list.isPending) return <LoadingState />;
  if (list.isLoadingError) return <ErrorState onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="md">
      <CancelledSubscriptionNotice />
      <DefaultEmailEntry />
      {list.data.emails.map((email) => (
        <BrandedTemplateEntry key={email.emailType} emailType={email.emailType} active={email.active} />
      ))}
      <MilestoneSwitches />
    </Stack>
  );
};
