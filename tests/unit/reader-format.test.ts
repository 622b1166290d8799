import { describe, expect, it } from 'vitest';
import { acceptedLanguages, DEFAULT_READER_FORMAT, READER_FORMATS, readerFormat, readerFormatOr } from '../../src/lib/reader-format';

describe('the reader’s format from Accept-Language', () => {
  it.each([
    ['en-US', 'mdy-12h'],
    ['en-GB', 'dmy-24h'],
    ['de', 'dmy-24h'],
    ['de-DE,de;q=0.9', 'dmy-24h'],
    ['fr-FR', 'dmy-24h'],
    ['pt-BR', 'dmy-24h'],
    // Written in words, Swedish and Canadian English put the day where their long dates do.
    ['sv', 'dmy-24h'],
    ['en-CA', 'mdy-12h'],
    ['ja', 'ymd-24h'],
    ['zh-CN', 'ymd-24h'],
    ['ko', 'ymd-12h'],
    ['hu', 'ymd-24h'],
    ['en-AU', 'dmy-12h'],
    ['hi-IN', 'dmy-12h'],
  ])('%s reads %s', (header, format) => {
    expect(readerFormat(header)).toBe(format);
  });

  it('takes the most preferred language by quality value, not by place in the header', () => {
    expect(readerFormat('en-US;q=0.8, en-GB;q=0.9')).toBe('dmy-24h');
    expect(readerFormat('en-GB;q=0.9, en-US;q=0.8')).toBe('dmy-24h');
    expect(readerFormat('de;q=0.5, en-US')).toBe('mdy-12h');
    // Equal quality: the header's order decides.
    expect(readerFormat('ja;q=0.7, en-US;q=0.7')).toBe('ymd-24h');
    // q=0 means "not this one".
    expect(readerFormat('en-GB;q=0, en-US;q=0.1')).toBe('mdy-12h');
  });

  it('skips what is not a language and falls back to the default', () => {
    expect(readerFormat('x-garbage!!, de')).toBe('dmy-24h');
    expect(readerFormat('*, en-GB;q=0.5')).toBe('dmy-24h');
    for (const header of [undefined, null, '', '   ', '*', ';;;,,,', 'not a language', 'q=1', 'en-GB;q=abc;q', '\u0000\u00ff']) {
      expect(readerFormat(header), String(header)).toBe(DEFAULT_READER_FORMAT);
    }
    expect(DEFAULT_READER_FORMAT).toBe('mdy-12h');
  });

  it('reads quality values and drops empty items', () => {
    expect(acceptedLanguages(' fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5 ')).toEqual(['fr-CH', 'fr', 'en', 'de', '*']);
    expect(acceptedLanguages('en;q=0.1,,de')).toEqual(['de', 'en']);
  });

  it('keeps to a handful of families, and a family named in a prop or attribute is checked', () => {
    const seen = new Set(['en-US', 'en-GB', 'de', 'fr', 'ja', 'zh', 'ko', 'hu', 'sv', 'en-CA', 'pt-BR', 'ar', 'es-MX', 'lt', 'fa', 'th', 'he'].map((tag) => readerFormat(tag)));
    for (const format of seen) expect(READER_FORMATS).toContain(format);
    expect(READER_FORMATS.length).toBeLessThanOrEqual(6);
    expect(readerFormatOr('dmy-24h')).toBe('dmy-24h');
    expect(readerFormatOr('<script>')).toBe(DEFAULT_READER_FORMAT);
    expect(readerFormatOr(undefined)).toBe(DEFAULT_READER_FORMAT);
  });
});
