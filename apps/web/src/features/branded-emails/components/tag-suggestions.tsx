import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { TagOption } from '@shipdeck/domain/branded-emails/rules/suggest-tags';
import { useTranslation } from 'react-i18next';

export type SuggestionState = {
  items: TagOption[];
  selected: number;
  isLoading: boolean;
  rect: DOMRect | null;
  choose: (item: TagOption) => void;
};

/** The tags offered after an at sign, under the caret; arrows move, Enter picks, Escape closes. */
export const TagSuggestions = ({ state }: { state: SuggestionState }) => {
  const { t } = useTranslation();
  const style = state.rect
    ? { position: 'fixed' as const, top: state.rect.bottom + 4, left: state.rect.left, zIndex: 300 }
    : undefined;
  return (
    <Paper shadow="md" withBorder p={4} style={style} miw={220}>
      {state.isLoading ? (
        <Text size="sm" c="dimmed" p="xs">
          {t('branded-emails.editor.tags-loading')}
        </Text>
      ) : state.items.length === 0 ? (
        <Text size="sm" c="dimmed" p="xs">
          {t('branded-emails.editor.no-tags')}
        </Text>
      ) : (
        <div role="listbox" aria-label={t('branded-emails.editor.body')}>
          {state.items.map((item, index) => (
            <UnstyledButton
              key={item.id}
              role="option"
              aria-selected={index === state.selected}
              display="block"
              w="100%"
              px="xs"
              py={4}
              bg={index === state.selected ? 'var(--mantine-color-blue-light)' : undefined}
              // Keeps the editor's focus and selection while the mouse picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => state.choose(item)}
            >
              <Text size="sm">{item.label}</Text>
            </UnstyledButton>
          ))}
        </div>
      )}
    </Paper>
  );
};
