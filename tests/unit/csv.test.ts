/** CSV cells: quoting and the formula guard. */
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from '@/lib/csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('keeps text that starts like a formula from being run', () => {
    for (const evil of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx']) expect(csvCell(evil).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('Ana')).toBe('Ana');
  });

  it('also guards the full-width and small signs, and signs behind invisible characters or spaces', () => {
    const starts = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFE66', '\uFE62', '\uFE63', '\uFE6B'];
    const leads = ['', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', ' ', '\u00A0', '\u3000', '\u200B \u200B'];
    for (const lead of leads) {
      for (const sign of starts) {
        const evil = `${lead}${sign}HYPERLINK("https://evil.example","x")`;
        expect(csvCell(evil), JSON.stringify(evil)).toBe(`"'${evil.replace(/"/g, '""')}"`);
      }
    }
    // Only the start counts: signs later in the text, and text that merely looks wide, are kept.
    for (const fine of ['Ana = Bob', '\u200BAna', 'Ｆｌｉｇｈｔ ＋1', '\uFF21na', ' ', '\u200B']) expect(csvCell(fine), JSON.stringify(fine)).toBe(fine);
  });

  it('writes a BOM, a header and CRLF lines', () => {
    expect(toCsv(['A', 'B'], [['x', 1]])).toBe(`${CSV_BOM}A,B\r\nx,1\r\n`);
  });
});
