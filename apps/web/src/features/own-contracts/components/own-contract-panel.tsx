import { Alert, Button, Stack, Text } from '@mantine/core';
import type { OwnContractModel } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { ServiceSelection } from './service-selection.tsx';

export type PanelView = 'credentials' | 'services';

/**
 * A carrier's side panel: its credentials; registering leads to a success view that offers
 * the service selection; any failure but a refused contract shows an error view with try again.
 */
export const OwnContractPanel = ({
  model,
  initialView,
  isDisabled,
  onClose,
}: {
  model: OwnContractModel | null;
  initialView: PanelView;
  isDisabled: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [view, setView] = useState<PanelView | 'success' | 'error'>(initialView);
  const [contractId, setContractId] = useState<string | null>(model?.contractId ?? null);
  const [formKey, setFormKey] = useState(0);

  return (
    <SidePanel
      opened={model !== null}
      onClose={onClose}
      title={model ? t('own-contract.panel.title', { carrier: model.carrierName }) : ''}
    >
      {model ? (
        view === 'error' ? (
          <Stack gap="sm" role="alert">
            <Text fw={600}>{t('own-contract.panel.error-title')}</Text>
            <Text size="sm">{t('own-contract.panel.error-subtitle')}</Text>
            <Button
              onClick={() => {
                setFormKey((key) => key + 1);
                setView('credentials');
              }}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('own-contract.panel.try-again')}
            </Button>
          </Stack>
        ) : view === 'success' ? (
          <Stack gap="sm">
            <Alert color="teal" variant="light" role="status" title={t('own-contract.panel.success-title')}>
              {t('own-contract.panel.success', { carrier: model.carrierName })}
            </Alert>
            <Button onClick={() => setView('services')} style={{ alignSelf: 'flex-start' }}>
              {t('own-contract.panel.select-services')}
            </Button>
          </Stack>
        ) : view === 'services' && contractId ? (
          <ServiceSelection model={model} contractId={contractId} onSaved={onClose} />
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t(model.isRegistered ? 'own-contract.panel.registered' : 'own-contract.panel.intro')}
            </Text>
            <CredentialsForm
              key={formKey}
              model={model}
              isDisabled={isDisabled}
              onRegistered={(id) => {
                setContractId(id);
                setView('success');
              }}
              onFailed={() => setView('error')}
            />
            {model.isRegistered && contractId && !isDisabled ? (
              <Button variant="light" onClick={() => setView('services')} style={{ alignSelf: 'flex-start' }}>
                {t('own-contract.card.edit-services')}
              </Button>
            ) : null}
          </Stack>
        )
      ) : null}
    </SidePanel>
  );
};
