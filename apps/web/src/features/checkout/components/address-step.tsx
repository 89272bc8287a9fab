import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useAddressStep, useSubmitAddressStep } from '../hooks/use-address-step.ts';
import { ContentSection } from './address-step/content-section.tsx';
import { PickupPointSection } from './address-step/pickup-point-section.tsx';
import { RecipientSection } from './address-step/recipient-section.tsx';
import { SenderSection } from './address-step/sender-section.tsx';

/**
 * Step 3, addresses: the sender from a warehouse or a form, the recipient
 * from the address book or a form (with add-to-book), the pick-up point when the service delivers
 * to one, and the content.
 */
export const AddressStep = ({ draft }: { draft: ShipmentView }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const step = useAddressStep(draft);
  const { submit, isSaving } = useSubmitAddressStep(step);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SenderSection step={step} />
        <RecipientSection step={step} />
      </SimpleGrid>
      {step.service.dropOffDestination ? <PickupPointSection step={step} /> : null}
      <ContentSection step={step} />
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate(paths.checkoutStep('service', draft.reference))}>
          {t('checkout.back')}
        </Button>
        <Button onClick={submit} loading={isSaving}>
          {t('checkout.next')}
        </Button>
      </Group>
    </Stack>
  );
};
