import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+34600111222', "'+34600111222"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    [null, ''],
    [12.5, '12.5'],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
