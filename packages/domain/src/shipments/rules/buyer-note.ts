/** The longest buyer note kept on a draft, in characters. */
export const BUYER_NOTE_MAX_LENGTH = 1000;

/**
 * A buyer's note as a draft keeps it: trimmed, line ends as `\n`, null when nothing is left. A
 * marketplace's note longer than the limit is cut to it with an ellipsis (the seller cannot shorten
 * the buyer's words; a CSV row with a longer note is refused instead, see `isBuyerNoteTooLong`).
 */
export const buyerNoteOf = (text: string | null | undefined): string | null => {
  const note = (text ?? '').replace(/\r\n?/g, '\n').trim();
  if (note === '') return null;
  const characters = [...note];
  if (characters.length <= BUYER_NOTE_MAX_LENGTH) return note;
  return `${characters
    .slice(0, BUYER_NOTE_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
};

/** A note a seller typed (a CSV cell) that the draft cannot keep whole. */
export const isBuyerNoteTooLong = (text: string) =>
  [...text.replace(/\r\n?/g, '\n').trim()].length > BUYER_NOTE_MAX_LENGTH;
