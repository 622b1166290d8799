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

  it('writes a BOM, a header and CRLF lines', () => {
    expect(toCsv(['A', 'B'], [['x', 1]])).toBe(`${CSV_BOM}A,B\r\nx,1\r\n`);
  });
});
