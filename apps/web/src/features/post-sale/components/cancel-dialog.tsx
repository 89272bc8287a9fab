import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { CANCEL_REASONS, type CancelReason } from '@shipdeck/domain/shipments/post-sale.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useCancelShipment } from '../api/cancel-shipment.ts';
import { usePostSaleText } from './use-post-sale-text.ts';

/** Cancel shipment: a reason must be chosen from the configured list. */
export const CancelDialog = ({
  reference,
  opened,
  onClose,
}: {
  reference: string;
  opened: boolean;
  onClose: () => void;
}) => {
  const { t } = usePostSaleText();
  const { t: tAny } = useTranslation();
  const cancel = useCancelShipment();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (opened) {
      setReason(null);
      setIsSubmitted(false);
      setFailure(undefined);
    }
  }, [opened]);

  const confirm = async () => {
    setIsSubmitted(true);
    if (!reason) return;
    setFailure(undefined);
    try {
      await cancel.mutateAsync({ reference, reason });
      showSuccessToast(t('post-sale.details.cancellation-message-sent'));
      onClose();
    } catch (error) {
      setFailure(apiErrorText(tAny, error));
    }
  };

  const isReasonMissing = isSubmitted && !reason;

  return (
    <Modal opened={opened} onClose={onClose} title={t('post-sale.cancel-dialog.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('post-sale.cancel-dialog.intro')}</Text>
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Radio.Group
          label={t('post-sale.cancel-dialog.reason')}
          required
          value={reason}
          onChange={(value) => setReason(value as CancelReason)}
          error={
            isReasonMissing
              ? tAny('form.error.required', { field: t('post-sale.cancel-dialog.reason') })
              : undefined
          }
        >
          <Stack gap="xs" mt="xs">
            {CANCEL_REASONS.map((value) => (
              <Radio key={value} value={value} label={t(`post-sale.cancel-dialog.reasons.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('post-sale.cancel-dialog.keep')}
          </Button>
          <Button color="red.9" loading={cancel.isPending} onClick={() => void confirm()}>
            {t('post-sale.cancel-dialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
