import { Button, Divider, Paper, Stack, Table, Text } from '@mantine/core';
import { SAMPLE_EMAIL } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { sampleDeliveryDate } from '@shipdeck/domain/branded-emails/rules/sample-delivery-date';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../shared/i18n/format-calendar-date.ts';

/**
 * The default e-mail as a buyer receives it, filled with the sample shipment: sender,
 * subject, greeting, delivery date three days ahead, address, tracking number, reference, tracking button.
 * The texts are the ones the server mails (branded-emails.default-email.*).
 */
export const DefaultEmailMock = ({ senderName, today }: { senderName: string; today: Date }) => {
  const { t, i18n } = useTranslation();
  const deliveryDate = formatCalendarDate(sampleDeliveryDate(today), i18n.language, { dateStyle: 'long' });
  const name = t('branded-emails.sample.receiver-name');
  const rows = [
    [t('branded-emails.default-email.delivery-date'), deliveryDate],
    [t('branded-emails.default-email.address'), t('branded-emails.sample.address')],
    [t('branded-emails.default-email.tracking-number'), SAMPLE_EMAIL.trackingNumber],
    [t('branded-emails.default-email.reference'), SAMPLE_EMAIL.reference],
  ] as const;
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-label={t('branded-emails.preview.title')}>
      <Stack gap={4}>
        <Text size="sm">
          <Text span c="dimmed">
            {t('branded-emails.preview.sender')}:{' '}
          </Text>
          {senderName}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            {t('branded-emails.preview.subject')}:{' '}
          </Text>
          {t('branded-emails.default-email.subject', { reference: SAMPLE_EMAIL.reference })}
        </Text>
      </Stack>
      <Divider my="md" />
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {senderName}
        </Text>
        <Text>{t('branded-emails.default-email.greeting', { name })}</Text>
        <Text>{t('branded-emails.default-email.intro', { company: senderName })}</Text>
        <Table withRowBorders={false} w="auto">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th c="dimmed" fw={400} pl={0}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <div>
          {/* A mock: the button shows what the buyer gets and goes nowhere. */}
          <Button tabIndex={-1} aria-disabled>
            {t('branded-emails.default-email.track')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
};
