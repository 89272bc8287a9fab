import { Alert, Text, Tooltip } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The buyer's note from the imported order, above a draft's side panel: what the buyer asked the
 * seller (a gate code, a gift message) stays in view while the draft is completed. Line breaks kept.
 */
export const BuyerNoteNotice = ({ note }: { note: string }) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('shipments.buyer-note.title')}
      icon={<IconMessage aria-hidden />}
      data-testid="buyer-note"
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {note}
      </Text>
    </Alert>
  );
};

/**
 * A note icon in an inbox row whose order carries a buyer's note: the note shows in its tooltip on
 * hover, on keyboard focus and on touch; screen readers read it as the icon's name.
 */
export const BuyerNoteHint = ({ note }: { note: string }) => {
  const { t } = useTranslation();
  const label = t('shipments.buyer-note.hint', { note });
  return (
    <Tooltip
      label={<span style={{ whiteSpace: 'pre-line' }}>{note}</span>}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <span
        role="img"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the note's tooltip must open from the keyboard too
        tabIndex={0}
        aria-label={label}
        data-testid="buyer-note-hint"
        style={{ display: 'inline-flex', verticalAlign: 'middle', marginInlineStart: 4 }}
      >
        <IconMessage size={14} aria-hidden />
      </span>
    </Tooltip>
  );
};
