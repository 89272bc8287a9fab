import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    // phone numbers and signed numbers keep their sign: nothing in them can be run
    ['+34600111222', '+34600111222'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['+44 (0)20 7946 0958', '+44 (0)20 7946 0958'],
    ['-2', '-2'],
    ['-2.5', '-2.5'],
    // a formula behind a sign, or a sign with nothing numeric, is neutralised
    ['+HYPERLINK("http://evil")', `"'+HYPERLINK(""http://evil"")"`],
    ["-1+cmd|' /C calc'!A0", "'-1+cmd|' /C calc'!A0"],
    ['+A1', "'+A1"],
    ['+', "'+"],
    ['=1+2', "'=1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    [null, ''],
    [12.5, '12.5'],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});
