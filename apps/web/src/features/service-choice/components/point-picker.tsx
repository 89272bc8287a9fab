import { Badge, Card, Group, Radio, Stack, Text } from '@mantine/core';
import type { DropoffPoint } from '@shipdeck/domain/carriers/carriers.schema';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInit } from '../../../shared/session/get-init.ts';
import { PointsMap } from '../../../shared/ui/map/points-map.tsx';
import { PointSummary } from '../../../shared/ui/point-summary.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { type DropoffPointsNear, dropoffPointsQueryOptions } from '../api/get-dropoff-points.ts';

/** The name a point's radio is read by: its name and address, as on a label. */
const pointRadioName = (point: DropoffPoint) =>
  `${point.businessName} — ${point.address}, ${point.zipCode} ${point.city}`;

/**
 * A carrier's points near the sender or the recipient, on a map and in a list numbered alike, each
 * with its address, opening hours and distance, nearest first. With `onChange` the list is one radio
 * group (arrow keys move between points) and a click on the map chooses too; without, it only shows.
 */
export const PointPicker = ({
  near,
  side,
  label,
  description,
  emptyText,
  value = null,
  onChange,
  name,
}: {
  near: DropoffPointsNear;
  side: 'sender' | 'recipient';
  label: string;
  description?: ReactNode;
  emptyText: string;
  value?: string | null;
  onChange?: (pointId: string) => void;
  name?: string;
}) => {
  const { t } = useTranslation();
  const { maps } = useInit();
  const found = useQuery(dropoffPointsQueryOptions(near));
  const points = found.data?.points ?? [];
  const map = (
    <PointsMap
      points={points}
      tiles={maps}
      label={t('points-map.label', { zip: near.zip })}
      centre={found.data?.searchCentre ?? null}
      centreLabel={t(side === 'sender' ? 'points-map.sender' : 'points-map.recipient')}
      selectedId={value}
      {...(onChange ? { onSelect: onChange } : {})}
    />
  );
  const cards = points.map((point, index) => {
    const content = (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Badge circle variant={point.id === value ? 'filled' : 'outline'} aria-hidden>
          {index + 1}
        </Badge>
        <PointSummary point={point} distanceMetres={point.distanceMetres} />
      </Group>
    );
    return (
      <Card key={point.id} withBorder padding="xs">
        {onChange ? <Radio value={point.id} aria-label={pointRadioName(point)} label={content} /> : content}
      </Card>
    );
  });
  return (
    <Stack gap="xs">
      {found.isLoading ? <LoadingState /> : null}
      {found.isError ? <ErrorState onRetry={() => found.refetch()} /> : null}
      {found.data && points.length === 0 ? <Text size="sm">{emptyText}</Text> : null}
      {points.length > 0 && onChange ? (
        <Radio.Group value={value} onChange={onChange} name={name} label={label} description={description}>
          <Stack gap="xs" mt="xs">
            {map}
            {cards}
          </Stack>
        </Radio.Group>
      ) : null}
      {points.length > 0 && !onChange ? (
        <Stack gap="xs">
          {map}
          {cards}
        </Stack>
      ) : null}
    </Stack>
  );
};
