import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import qrcodeCore from 'qrcode/lib/core/qrcode.js';
import { toBuffer, toString as toSvgText } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { linkQr, qrMatrix } from '../../src/lib/qr-code';
import { isDark, publicLinkUrl, QR_QUIET_ZONE, qrFileName, quickLinkUrl } from '../../src/lib/qr-matrix';
import { sharePagePath } from '../../src/islands/itinerary/share-dialog';
import { shareSheetData } from '../../src/islands/itinerary/share-text';
import { QrCode } from '../../src/ui/QrCode';
import { decodeQr } from '../support/qr';

const links = [
  quickLinkUrl('https://trip.example', 'paris-2027', 'K7QX2M'),
  quickLinkUrl('http://127.0.0.1:4840/', 'example-wedding', 'EXAMPLE'),
  // Longer ids and codes make bigger codes (more modules a side).
  quickLinkUrl('https://a-rather-long-host-name.itinerary.example', 'family-reunion-at-the-lake-house', 'ZZ99ZZ'),
];

describe('the quick link', () => {
  it('is the access page with the code built in, on the given site', () => {
    expect(quickLinkUrl('https://trip.example/', 'paris-2027', 'K7QX2M')).toBe('https://trip.example/access/paris-2027?code=K7QX2M');
    expect(quickLinkUrl('https://trip.example', 'a b', 'A&B')).toBe('https://trip.example/access/a%20b?code=A%26B');
  });
});

describe('the QR code of a quick link', () => {
  it.each(links)('as the page draws it (SVG) decodes back to exactly %s', async (link) => {
    const qr = linkQr(link);
    expect(qr.link).toBe(link);
    const svg = renderToStaticMarkup(createElement(QrCode, { matrix: qr.matrix, label: 'QR code for Paris' }));
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="QR code for Paris"');
    expect(svg).toContain(`viewBox="0 0 ${qr.matrix.size + 2 * QR_QUIET_ZONE} ${qr.matrix.size + 2 * QR_QUIET_ZONE}"`);
    expect(await decodeQr(svg)).toBe(link);
  });

  it('keeps every module of the encoder, and no more', () => {
    const link = links[0]!;
    const { modules } = qrcodeCore.create(link, { errorCorrectionLevel: 'M' });
    const matrix = qrMatrix(link);
    expect(matrix.size).toBe(modules.size);
    expect(matrix.hex).toHaveLength(Math.ceil((modules.size * modules.size) / 4));
    for (let i = 0; i < modules.size * modules.size; i++) expect(isDark(matrix, i), `module ${i}`).toBe(Boolean(modules.data[i]));
    // Another link, another code.
    expect(qrMatrix(links[1]!).hex).not.toBe(matrix.hex);
  });

  it('decodes from the PNG and SVG the downloads are made with (same options)', async () => {
    const link = links[2]!;
    const options = { errorCorrectionLevel: 'M', margin: QR_QUIET_ZONE, color: { dark: '#000000ff', light: '#ffffffff' } } as const;
    const png = await toBuffer(link, { ...options, type: 'png', width: 1024 });
    expect(await decodeQr(png, 1024)).toBe(link);
    const svg = await toSvgText(link, { ...options, type: 'svg' });
    expect(await decodeQr(svg)).toBe(link);
  });

  it('does not decode to a different link', async () => {
    const svg = renderToStaticMarkup(createElement(QrCode, { matrix: qrMatrix(links[0]!), label: 'x' }));
    expect(await decodeQr(svg)).not.toBe(links[1]);
  });
});

describe('downloaded file names', () => {
  it('are the title, safe for any file system, then -qr and the format', () => {
    expect(qrFileName('Paris in Spring', 'png')).toBe('Paris-in-Spring-qr.png');
    expect(qrFileName('Sam & Alex: Wedding / 2027?', 'svg')).toBe('Sam-Alex-Wedding-2027-qr.svg');
    expect(qrFileName('Fête à Montréal 🎉', 'png')).toBe('Fête-à-Montréal-🎉-qr.png');
    expect(qrFileName('Paris, Mes Amies', 'png')).toBe('Paris-Mes-Amies-qr.png');
    expect(qrFileName('Trip\u202Egnp.exe', 'png')).toBe('Trip-gnp.exe-qr.png');
    expect(qrFileName('👨‍👩‍👧 reunion', 'svg')).toBe('👨‍👩‍👧-reunion-qr.svg');
    expect(qrFileName(`${'x'.repeat(79)}🎉🎉`, 'png')).toBe(`${'x'.repeat(79)}🎉-qr.png`);
    expect(qrFileName('...', 'png')).toBe('itinerary-qr.png');
    expect(qrFileName('', 'svg')).toBe('itinerary-qr.svg');
    expect(qrFileName('x'.repeat(200), 'png')).toBe(`${'x'.repeat(80)}-qr.png`);
  });
});

describe('the share dialog', () => {
  it('gives the public link (the access page, the code typed there) on any origin', () => {
    expect(publicLinkUrl('https://trip.example/', 'paris-2027')).toBe('https://trip.example/access/paris-2027');
    expect(publicLinkUrl('https://trip.example', 'a b')).toBe('https://trip.example/access/a%20b');
  });

  it('is fetched from, and without JavaScript linked to, the itinerary\'s share page', () => {
    expect(sharePagePath('paris-2027')).toBe('/project/paris-2027/share');
    expect(sharePagePath('a/b')).toBe('/project/a%2Fb/share');
  });

  it('hands the share sheet the title and the quick link', () => {
    expect(shareSheetData('Paris in Spring', 'https://trip.example/access/p?code=K')).toEqual({
      title: 'Paris in Spring',
      text: 'Paris in Spring: the itinerary',
      url: 'https://trip.example/access/p?code=K',
    });
  });
});
