import { Box, Card, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { PublicTracking } from '@shipdeck/domain/tracking-page/tracking-page.schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { formatCalendarDate } from '../../../shared/i18n/format-calendar-date.ts';
import { applyLanguage } from '../../../shared/i18n/i18n.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { PointsMap } from '../../../shared/ui/map/points-map.tsx';
import { PointSummary } from '../../../shared/ui/point-summary.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { usePublicTracking } from '../api/get-public-tracking.ts';
import { browserLanguage } from '../components/buyer-language.ts';
import { TrackingEvents } from '../components/tracking-events.tsx';

/** The buyer's language: the browser's when it is one of ours, else the tenant's once it is known. */
const useBuyerLanguage = (tenantLanguage: PublicTracking['defaultLanguage'] | undefined) => {
  useEffect(() => {
    const language = browserLanguage() ?? tenantLanguage;
    if (language) void applyLanguage(language);
  }, [tenantLanguage]);
};

type PickupPoint = NonNullable<PublicTracking['pickupPoint']>;

/** The pick-up point: its name, address and opening hours, and a map of it when its place is known. */
const PickupPointCard = ({ point, tiles }: { point: PickupPoint; tiles: PublicTracking['map'] }) => {
  const { t } = useTranslation();
  const { coordinates } = point;
  return (
    <Card withBorder component="section" aria-labelledby="tracking-point-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="tracking-point-title">
          {t('tracking-page.pickup-point')}
        </Title>
        <PointSummary point={point} />
        {coordinates ? (
          <PointsMap
            points={[{ id: 'pickup-point', businessName: point.businessName, coordinates }]}
            tiles={tiles}
            label={t('tracking-page.point-map', { name: point.businessName })}
          />
        ) : null}
      </Stack>
    </Card>
  );
};

const TrackingDetails = ({ tracking }: { tracking: PublicTracking }) => {
  const { t, i18n } = useTranslation();
  const point = tracking.pickupPoint;
  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-labelledby="tracking-summary-title">
        <Stack gap="xs">
          <Title order={2} size="h4" id="tracking-summary-title">
            {t('tracking-page.summary')}
          </Title>
          <Text size="sm">
            {t('tracking-page.estimated-delivery')}:{' '}
            <Text span fw={600} data-testid="estimated-delivery">
              {tracking.estimatedDeliveryDate
                ? formatCalendarDate(tracking.estimatedDeliveryDate, i18n.language, { dateStyle: 'full' })
                : t('tracking-page.no-estimate')}
            </Text>
          </Text>
          {tracking.carrierName ? (
            <Text size="sm">
              {t('tracking-page.carrier')}:{' '}
              <Text span fw={600}>
                {tracking.carrierName}
              </Text>
            </Text>
          ) : null}
          {tracking.trackingNumbers.length > 0 ? (
            <Text size="sm">
              {t('tracking-page.tracking-numbers')}:{' '}
              <Text span fw={600}>
                {tracking.trackingNumbers.join(', ')}
              </Text>
            </Text>
          ) : null}
        </Stack>
      </Card>
      {point ? <PickupPointCard point={point} tiles={tracking.map} /> : null}
      <Card withBorder component="section" aria-labelledby="tracking-timeline-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="tracking-timeline-title">
            {t('tracking-page.timeline')}
          </Title>
          <TrackingEvents events={tracking.events} />
        </Stack>
      </Card>
    </Stack>
  );
};

/**
 * The public page a buyer opens from the link in the shipment's e-mail: the seller's brand,
 * the estimated delivery, the pick-up point and the timeline. No login, and no shell around it.
 */
export const TrackingPage = () => {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const tracking = usePublicTracking(token);
  useBuyerLanguage(tracking.data?.defaultLanguage);
  const brand = tracking.data?.brand;
  useDocumentTitle(t('tracking-page.title'), brand?.name ?? '');
  const isNotFound = isApiError(tracking.error) && tracking.error.status === 404;
  return (
    <Box mih="100vh" bg="gray.0" py={40}>
      <Container size={640}>
        <Stack gap="lg">
          <Group component="header" gap="sm" mih={48}>
            {brand?.logoUrl ? (
              <Image src={brand.logoUrl} alt={brand.name} mah={64} maw={240} fit="contain" w="auto" />
            ) : brand ? (
              <Text fw={700} size="xl">
                {brand.name}
              </Text>
            ) : null}
          </Group>
          <Box component="main">
            <Stack gap="md">
              <Title order={1} size="h2">
                {t('tracking-page.title')}
              </Title>
              {tracking.isPending ? (
                <LoadingState />
              ) : tracking.isError ? (
                isNotFound ? (
                  <ErrorState message={apiErrorText(t, tracking.error)} />
                ) : (
                  <ErrorState onRetry={() => void tracking.refetch()} />
                )
              ) : (
                <TrackingDetails tracking={tracking.data} />
              )}
            </Stack>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
};
