import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { postSaleActions } from '@shipdeck/domain/shipments/rules/post-sale-actions';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { IconBan, IconMail, IconPrinter } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { ShipmentPickupCard } from '../../pickups/index.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { CustomsDownloadButton } from './customs-download-button.tsx';
import { ReferenceBlock } from './detail-sections.tsx';
import { EmailLabelDialog } from './email-label-dialog.tsx';
import { LabelDialog } from './label-dialog.tsx';
import { usePostSaleText } from './use-post-sale-text.ts';

type Dialog = 'label' | 'email' | 'cancel' | null;

/**
 * Actions by status: print and e-mail the label once it exists, download the customs
 * invoice unless cancelled, cancel while ready for shipping or processing; a requested cancellation
 * keeps the button, disabled, with a footnote.
 */
export const PostSaleSidebar = ({ shipment }: { shipment: ShipmentView }) => {
  const { t } = usePostSaleText();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Stable, so a live update re-rendering the page does not restart the label dialog's 3 s close.
  const close = useCallback(() => setDialog(null), []);
  const actions = postSaleActions({
    state: shipment.state as ShipmentState,
    hasCustoms: shipment.data.hasCustoms,
  });
  const canUseLabel = shipment.actions.canDownloadLabels;
  const isCancelShown = actions.canCancel || actions.isCancelRequested;
  const hasAny = (actions.canPrintLabel && canUseLabel) || isCancelShown || actions.canDownloadCustoms;
  return (
    <Card withBorder component="aside" aria-labelledby="actions-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="actions-title">
          {t('post-sale.sidebar.title')}
        </Title>
        <ReferenceBlock reference={shipment.reference} />
        {actions.canPrintLabel && canUseLabel ? (
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => setDialog('label')}>
            {t('post-sale.sidebar.print-label')}
          </Button>
        ) : null}
        {actions.canEmailLabel && canUseLabel ? (
          <Button
            variant="default"
            leftSection={<IconMail size={18} aria-hidden />}
            onClick={() => setDialog('email')}
          >
            {t('post-sale.sidebar.email-label')}
          </Button>
        ) : null}
        {actions.canDownloadCustoms ? <CustomsDownloadButton reference={shipment.reference} /> : null}
        {isCancelShown ? (
          <Stack gap={4}>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconBan size={18} aria-hidden />}
              disabled={actions.isCancelRequested}
              aria-describedby={actions.isCancelRequested ? 'cancel-footnote' : undefined}
              onClick={() => setDialog('cancel')}
            >
              {t('post-sale.sidebar.cancel')}
            </Button>
            {actions.isCancelRequested ? (
              <Text size="xs" c="dimmed" id="cancel-footnote">
                {t('post-sale.sidebar.cancel-requested')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <ShipmentPickupCard shipment={shipment} />
        {hasAny ? null : (
          <Text size="sm" c="dimmed">
            {t('post-sale.sidebar.none')}
          </Text>
        )}
      </Stack>
      <LabelDialog references={[shipment.reference]} opened={dialog === 'label'} onClose={close} />
      <EmailLabelDialog
        reference={shipment.reference}
        suggestedMail={shipment.data.to.email ?? ''}
        opened={dialog === 'email'}
        onClose={close}
      />
      <CancelDialog reference={shipment.reference} opened={dialog === 'cancel'} onClose={close} />
    </Card>
  );
};
