import { List, Stack, Text } from '@mantine/core';
import type { DropoffPointSnapshot } from '@shipdeck/domain/carriers/carriers.schema';
import { useTranslation } from 'react-i18next';
import { formatDistance } from '../i18n/format-distance.ts';
import { openingHoursLines } from '../i18n/format-opening-hours.ts';

/** A carrier point as a person finds it: its name, address and opening hours, and how far it is. */
export const PointSummary = ({
  point,
  distanceMetres,
  showId = false,
}: {
  point: Pick<DropoffPointSnapshot, 'businessName' | 'address' | 'zipCode' | 'city' | 'openingTimes'> & {
    id?: string;
  };
  distanceMetres?: number;
  showId?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {point.businessName}
      </Text>
      <Text size="sm">
        {point.address}, {point.zipCode} {point.city}
      </Text>
      {distanceMetres === undefined ? null : (
        <Text size="xs" c="dimmed">
          {t('checkout.service.distance', { distance: formatDistance(distanceMetres, i18n.language) })}
        </Text>
      )}
      <List size="xs" listStyleType="none" aria-label={t('point.hours-title')}>
        {openingHoursLines(point.openingTimes, { t, language: i18n.language }).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {showId ? (
        <Text size="xs" c="dimmed">
          {t('point.id', { id: point.id })}
        </Text>
      ) : null}
    </Stack>
  );
};
