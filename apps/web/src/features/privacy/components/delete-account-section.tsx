import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setSessionEnding } from '../../../shared/api/api-client.ts';
import { authPaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { deleteAccount } from '../api/delete-account.ts';

/** What deletion erases and what the law makes us keep, stated before and again in the confirmation. */
const WhatHappens = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('privacy.delete.erased-title')}
      </Text>
      <List size="sm">
        <List.Item>{t('privacy.delete.erased-addresses')}</List.Item>
        <List.Item>{t('privacy.delete.erased-profile')}</List.Item>
        <List.Item>{t('privacy.delete.erased-shipments')}</List.Item>
        <List.Item>{t('privacy.delete.erased-sessions')}</List.Item>
      </List>
      <Text size="sm" fw={600}>
        {t('privacy.delete.kept-title')}
      </Text>
      <List size="sm">
        <List.Item>{t('privacy.delete.kept-invoices')}</List.Item>
      </List>
    </Stack>
  );
};

/** Account deletion: erases the personal data, keeps invoices, signs out everywhere. */
export const DeleteAccountSection = () => {
  const { t } = useTranslation();
  const init = useInit();
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  const confirm = async () => {
    setIsDeleting(true);
    // The session ends with the account: calls still in flight will meet a 401.
    setSessionEnding(true);
    try {
      await deleteAccount();
      await navigate(`${authPaths(init.tenant.partnerSlug).login}?reason=account-deleted`, { replace: true });
    } catch {
      setSessionEnding(false);
      setIsDeleting(false);
      showErrorToast(t('privacy.delete.failed'));
    }
  };

  return (
    <Stack gap="sm">
      <WhatHappens />
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setIsConfirming(true)}>
          {t('privacy.delete.open')}
        </Button>
      </Group>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('privacy.delete.confirm-title')}
        closeButtonProps={{ 'aria-label': t('side-panel.close') }}
        size="lg"
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('privacy.delete.confirm-text')}</Text>
          <WhatHappens />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)} disabled={isDeleting}>
              {t('privacy.delete.cancel')}
            </Button>
            <Button color="red" onClick={() => void confirm()} loading={isDeleting}>
              {t('privacy.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};
