import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useVolumeDiscounts } from '../api/get-volume-discounts.ts';
import { bandLabel } from '../components/band-label.ts';
import { VolumeEstimateForm } from '../components/volume-estimate-form.tsx';

/** /settings/volume-discounts: the bands, the client's rate with each carrier, and its estimated volume. */
export const VolumeDiscountsPage = () => {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('settings-menu.volume-discounts'), useInit().tenant.brandName);
  const discounts = useVolumeDiscounts();

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('settings-menu.volume-discounts')}</Title>
        <Text size="sm" c="dimmed">
          {t('volume-discounts.subtitle')}
        </Text>
      </Stack>
      {discounts.isPending ? (
        <LoadingState />
      ) : discounts.isError ? (
        <ErrorState onRetry={() => void discounts.refetch()} />
      ) : (
        <>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('volume-discounts.bands.title')}
              </Title>
              <Table aria-label={t('volume-discounts.bands.title')}>
                <Table.Tbody>
                  {discounts.data.bands.map((band) => (
                    <Table.Tr key={band.value}>
                      <Table.Td>{bandLabel(t, band, i18n.language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('volume-discounts.rates.title')}
              </Title>
              {discounts.data.clientRates.length === 0 ? (
                <EmptyState title={t('volume-discounts.rates.empty')} />
              ) : (
                <Table aria-label={t('volume-discounts.rates.title')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('volume-discounts.rates.carrier')}</Table.Th>
                      <Table.Th>{t('volume-discounts.rates.rate')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {discounts.data.clientRates.map((rate) => (
                      <Table.Tr key={rate.carrierId}>
                        <Table.Td>{rate.carrierName}</Table.Td>
                        <Table.Td>
                          {rate.band
                            ? t('volume-discounts.rates.per-month', {
                                band: bandLabel(t, rate.band, i18n.language),
                              })
                            : t('volume-discounts.rates.no-rate')}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('volume-discounts.estimate.title')}
              </Title>
              <Text size="sm">{t('volume-discounts.estimate.intro')}</Text>
              <VolumeEstimateForm discounts={discounts.data} />
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
};
