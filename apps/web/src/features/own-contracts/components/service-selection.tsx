import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import {
  OWN_CONTRACT_SERVICES_SHOWN,
  type OwnContractModel,
} from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useUpdateOwnContractServices } from '../api/update-own-contract-services.ts';

/**
 * The services run on a contract: the first five shown, the rest behind a "more" toggle;
 * save is disabled while none is chosen.
 */
export const ServiceSelection = ({
  model,
  contractId,
  onSaved,
}: {
  model: OwnContractModel;
  contractId: string;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const save = useUpdateOwnContractServices();
  const [selected, setSelected] = useState<string[]>(
    model.services.filter((service) => service.isSelected).map((service) => service.id),
  );
  const [isShowingAll, setIsShowingAll] = useState(false);
  const shown = isShowingAll ? model.services : model.services.slice(0, OWN_CONTRACT_SERVICES_SHOWN);
  const hiddenCount = model.services.length - OWN_CONTRACT_SERVICES_SHOWN;

  const submit = () =>
    save.mutate(
      { contractId, contractModelId: model.id, serviceIds: selected },
      {
        onSuccess: () => {
          showSuccessToast(t('own-contract.services.saved'));
          onSaved();
        },
        onError: () => showErrorToast(t('own-contract.services.save-error')),
      },
    );

  return (
    <Stack gap="sm">
      <Text size="sm">{t('own-contract.services.intro', { carrier: model.carrierName })}</Text>
      <Checkbox.Group label={t('own-contract.services.title')} value={selected} onChange={setSelected}>
        <Stack gap="xs" mt="xs">
          {shown.map((service) => (
            <Checkbox key={service.id} value={service.id} label={service.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      {hiddenCount > 0 ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setIsShowingAll((is) => !is)}
          aria-expanded={isShowingAll}
          style={{ alignSelf: 'flex-start' }}
        >
          {isShowingAll
            ? t('own-contract.services.less')
            : t('own-contract.services.more', { count: hiddenCount })}
        </Button>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={submit} disabled={selected.length === 0} loading={save.isPending}>
          {t('own-contract.services.save')}
        </Button>
      </Group>
    </Stack>
  );
};
