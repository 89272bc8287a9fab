import { Badge, Group, Tooltip } from '@mantine/core';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { useTranslation } from 'react-i18next';

type Score = NonNullable<Service['onTime']>;

/**
 * How often the seller's parcels on this service and route arrived by the promised day, and beside it
 * the same over all sellers that share their delivery data (shown to a seller that shares its own),
 * each with the number of deliveries behind it; nothing until the server has enough deliveries to say.
 */
export const OnTimeScore = ({ service }: { service: Service }) => {
  const { t, i18n } = useTranslation();
  if (!service.onTime && !service.sharedOnTime) return null;
  const badge = (score: Score, isShared: boolean) => {
    const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(score.percent / 100);
    const count = new Intl.NumberFormat(i18n.language).format(score.sampleSize);
    const detail = isShared
      ? t('on-time.shared-detail', { count, percent })
      : t('on-time.detail', { count, percent });
    return (
      <Tooltip label={detail} withArrow>
        <Badge
          // Outlined: a light badge given a shade paints that shade as its fill, under text of nearly the same teal.
          variant="outline"
          color="teal.9"
          w="fit-content"
          data-testid={isShared ? 'shared-on-time-score' : 'on-time-score'}
          aria-label={detail}
        >
          {isShared ? t('on-time.shared-badge', { percent }) : t('on-time.badge', { percent })}
        </Badge>
      </Tooltip>
    );
  };
  return (
    <Group gap="xs">
      {service.onTime ? badge(service.onTime, false) : null}
      {service.sharedOnTime ? badge(service.sharedOnTime, true) : null}
    </Group>
  );
};
