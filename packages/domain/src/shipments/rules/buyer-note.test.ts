import { describe, expect, it } from 'vitest';
import { BUYER_NOTE_MAX_LENGTH, buyerNoteOf, isBuyerNoteTooLong } from './buyer-note.ts';

describe('buyer note kept on a draft', () => {
  it.each([
    ['no note', null, null],
    ['an empty note', '', null],
    ['only spaces and line ends', '  \r\n \n ', null],
    ['a note with spaces around', '  Leave it with the neighbour  ', 'Leave it with the neighbour'],
    ['Windows line ends', 'Ring twice\r\nGate code 1234', 'Ring twice\nGate code 1234'],
    ['old Mac line ends', 'Ring twice\rthanks', 'Ring twice\nthanks'],
    ['a note in another script', ' Звоните дважды ', 'Звоните дважды'],
  ])('%s', (_case, text, kept) => {
    expect(buyerNoteOf(text)).toBe(kept);
  });

  it('keeps a note of exactly the limit whole', () => {
    const note = 'a'.repeat(BUYER_NOTE_MAX_LENGTH);
    expect(buyerNoteOf(note)).toBe(note);
    expect(isBuyerNoteTooLong(note)).toBe(false);
  });

  it('cuts a longer note to the limit with an ellipsis, counting characters not UTF-16 units', () => {
    const kept = buyerNoteOf('😀'.repeat(BUYER_NOTE_MAX_LENGTH + 5))!;
    expect([...kept]).toHaveLength(BUYER_NOTE_MAX_LENGTH);
    expect(kept.endsWith('😀…')).toBe(true);
    expect(isBuyerNoteTooLong('😀'.repeat(BUYER_NOTE_MAX_LENGTH + 1))).toBe(true);
  });
});
