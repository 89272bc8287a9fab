import { Checkbox, SimpleGrid } from '@mantine/core';
import {
  NO_STORE,
  OTHER_PLATFORM,
  PLATFORM_NAMES,
  platformTiles,
  toggleStoreChoice,
} from '@shipdeck/domain/onboarding/onboarding-platforms';
import { useTranslation } from 'react-i18next';

/** One question of the platforms step: a tile per integration (8 and 'other' past 9) and 'no store'. */
export const PlatformQuestion = ({
  legend,
  noStoreLabel,
  integrations,
  chosen,
  onChange,
}: {
  legend: string;
  noStoreLabel: string;
  integrations: readonly string[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) => {
  const { t } = useTranslation();
  const tiles = [...platformTiles(integrations), NO_STORE];
  const labelOf = (tile: string) =>
    tile === NO_STORE
      ? noStoreLabel
      : tile === OTHER_PLATFORM
        ? t('onboarding.platforms.other')
        : (PLATFORM_NAMES[tile] ?? tile);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>{legend}</legend>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
        {tiles.map((tile) => (
          <Checkbox.Card
            key={tile}
            checked={chosen.includes(tile)}
            onClick={() => onChange(toggleStoreChoice(chosen, tile))}
            withBorder
            radius="md"
            p="sm"
            aria-label={labelOf(tile)}
          >
            <Checkbox.Indicator mr="xs" style={{ display: 'inline-flex', verticalAlign: 'middle' }} />
            <span>{labelOf(tile)}</span>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    </fieldset>
  );
};
