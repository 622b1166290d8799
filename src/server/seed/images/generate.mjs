#!/usr/bin/env node
/**
 * Draws the example itineraries' header images (src/server/seed/examples.ts) and writes them to
 * public/examples/ as WebP. Every picture is an SVG composition written here (gradients, shapes
 * and seeded pseudo-random placement: stars, lit windows, leaves), rendered by sharp. Nothing is
 * downloaded. The same code always draws the same pictures.
 *
 *   npx node src/server/seed/images/generate.mjs              # writes public/examples/*.webp
 *   PREVIEW_DIR=/tmp/x npx node src/server/seed/images/generate.mjs   # also writes PNG previews there
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 2000;
const H = 1000;
const OUT_DIR = fileURLToPath(new URL('../../../../public/examples/', import.meta.url));

// --- Drawing helpers ----------------------------------------------------------------------------

/** A small seeded generator (mulberry32): the same picture on every run. */
function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.between = (lo, hi) => lo + next() * (hi - lo);
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

const r1 = (n) => Math.round(n * 10) / 10;

/** A vertical linear gradient from [offset, colour, opacity?] stops. */
function vGradient(id, stops, x2 = 0, y2 = 1) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

const glowFilter = (id, blur) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter>`;

/** A ridge line from x=0 to x=W (sum of a few sines plus jitter), closed down to `bottom`. */
function ridge(rand, { base, amp, waves = 3, jag = 0, step = 20, bottom = H }) {
  const phases = Array.from({ length: waves }, () => rand.between(0, Math.PI * 2));
  const freqs = Array.from({ length: waves }, (_, i) => (i + 1) * rand.between(0.6, 1.4));
  const points = [];
  for (let x = -step; x <= W + step; x += step) {
    let y = base;
    for (let i = 0; i < waves; i++) y -= (amp / (i + 1)) * Math.sin((x / W) * Math.PI * freqs[i] + phases[i]);
    y += jag ? rand.between(-jag, jag) : 0;
    points.push(`${x},${r1(y)}`);
  }
  return `M${-step},${bottom} L${points.join(' L')} L${W + step},${bottom} Z`;
}

function stars(rand, count, { top = 0, bottom = H * 0.5, colour = '#fff', max = 2.6 } = {}) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r1(rand.between(0, W));
    const y = r1(rand.between(top, bottom));
    const r = r1(rand.between(0.8, max));
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="${r1(rand.between(0.35, 0.95))}"/>`;
  }
  return out;
}

/** A grid of windows in a rectangle, each lit by chance in one of `lit` colours. */
function windows(rand, { x, y, w, h, cols, rows, ww, wh, lit, litChance, dark }) {
  let out = '';
  const gx = (w - cols * ww) / (cols + 1);
  const gy = (h - rows * wh) / (rows + 1);
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const on = rand() < litChance;
      if (!on && !dark) continue;
      const fill = on ? rand.pick(lit) : dark;
      out += `<rect x="${r1(x + gx + c * (ww + gx))}" y="${r1(y + gy + r * (wh + gy))}" width="${ww}" height="${wh}" fill="${fill}"${on ? '' : ' opacity="0.55"'}/>`;
    }
  }
  return out;
}

/** A palm tree: a curved, ringed trunk from (x, y) leaning by `lean`, feathery fronds on top. */
function palm(rand, { x, y, height, lean, colour, scale = 1 }) {
  const topX = x + lean;
  const topY = y - height;
  const ctrlX = x + lean * 0.15;
  const ctrlY = y - height * 0.55;
  let out = `<path d="M${x - 16 * scale},${y} Q${ctrlX - 10 * scale},${ctrlY} ${topX - 6 * scale},${topY} L${topX + 6 * scale},${topY} Q${ctrlX + 12 * scale},${ctrlY} ${x + 16 * scale},${y} Z" fill="${colour}"/>`;
  const fronds = 8;
  for (let i = 0; i < fronds; i++) {
    // Fronds spread over the upper half circle and droop at their tips.
    const angle = -Math.PI * 1.08 + (i / (fronds - 1)) * Math.PI * 1.16 + rand.between(-0.1, 0.1);
    const len = rand.between(170, 250) * scale;
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.35 + rand.between(70, 120) * scale;
    const mx = topX + Math.cos(angle) * len * 0.55;
    const my = topY + Math.sin(angle) * len * 0.55 - 40 * scale;
    // The rib, then leaflets hanging from it, shorter towards the tip.
    out += `<path d="M${r1(topX)},${r1(topY)} Q${r1(mx)},${r1(my)} ${r1(ex)},${r1(ey)}" stroke="${colour}" stroke-width="${r1(7 * scale)}" fill="none" stroke-linecap="round"/>`;
    let leaflets = '';
    for (let t = 0.12; t < 0.98; t += 0.07) {
      const px = (1 - t) * (1 - t) * topX + 2 * (1 - t) * t * mx + t * t * ex;
      const py = (1 - t) * (1 - t) * topY + 2 * (1 - t) * t * my + t * t * ey;
      const l = (1 - t * 0.65) * 58 * scale;
      const dir = Math.cos(angle) >= 0 ? 1 : -1;
      leaflets += `M${r1(px)},${r1(py)} l${r1(dir * l * 0.45)},${r1(l)} M${r1(px)},${r1(py)} l${r1(dir * l * 0.9)},${r1(l * 0.35)} `;
    }
    out += `<path d="${leaflets}" stroke="${colour}" stroke-width="${r1(5 * scale)}" stroke-linecap="round" fill="none"/>`;
  }
  out += `<circle cx="${topX}" cy="${topY + 4 * scale}" r="${14 * scale}" fill="${colour}"/>`;
  return out;
}

/** A firework: rays of dots from a centre, with a soft glow behind. */
function firework(rand, { cx, cy, radius, colour, rays = 28 }) {
  let out = `<circle cx="${cx}" cy="${cy}" r="${radius * 0.9}" fill="${colour}" opacity="0.18" filter="url(#soft)"/>`;
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2 + rand.between(-0.05, 0.05);
    const len = radius * rand.between(0.75, 1);
    const x1 = cx + Math.cos(a) * len * 0.25;
    const y1 = cy + Math.sin(a) * len * 0.25;
    const x2 = cx + Math.cos(a) * len;
    const y2 = cy + Math.sin(a) * len + len * 0.06;
    out += `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${colour}" stroke-width="3.5" stroke-linecap="round" opacity="0.85"/>`;
    out += `<circle cx="${r1(x2)}" cy="${r1(y2)}" r="5" fill="${colour}"/>`;
  }
  return out;
}

/** A pine: stacked triangles on a short trunk. */
function pine(x, y, h, colour) {
  const w = h * 0.42;
  let d = '';
  for (let i = 0; i < 4; i++) {
    const ty = y - h + (i * h) / 5;
    const tw = (w * (i + 1.6)) / 4.6;
    d += `M${r1(x)},${r1(ty)} L${r1(x + tw)},${r1(ty + h / 3)} L${r1(x - tw)},${r1(ty + h / 3)} Z `;
  }
  return `<path d="${d}" fill="${colour}"/><rect x="${r1(x - h * 0.03)}" y="${r1(y - h * 0.1)}" width="${r1(h * 0.06)}" height="${r1(h * 0.12)}" fill="${colour}"/>`;
}

function birds(rand, count, { x, y, spread, colour }) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const bx = x + rand.between(-spread, spread);
    const by = y + rand.between(-spread / 3, spread / 3);
    const s = rand.between(9, 15);
    out += `<path d="M${r1(bx - s)},${r1(by - s * 0.3)} Q${r1(bx - s / 2)},${r1(by - s * 0.7)} ${r1(bx)},${r1(by)} Q${r1(bx + s / 2)},${r1(by - s * 0.7)} ${r1(bx + s)},${r1(by - s * 0.3)}" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return out;
}

const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${glowFilter('soft', 18)}${glowFilter('glow', 6)}${defs}</defs>${body}</svg>`;

// --- Scenes -------------------------------------------------------------------------------------

/** Paris at dusk: the Eiffel Tower over mansard rooftops with lit windows. */
function paris() {
  const rand = random(1889);
  const cx = 1000;
  const tower = `M${cx - 5},96 L${cx + 5},96 L${cx + 9},170 L${cx + 32},420 L${cx + 46},420 L${cx + 46},440 L${cx + 38},440 L${cx + 72},585 L${cx + 96},585 L${cx + 96},608 L${cx + 92},608 L${cx + 178},790 L${cx + 116},790 Q${cx},650 ${cx - 116},790 L${cx - 178},790 L${cx - 92},608 L${cx - 96},608 L${cx - 96},585 L${cx - 72},585 L${cx - 38},440 L${cx - 46},440 L${cx - 46},420 L${cx - 32},420 L${cx - 9},170 Z`;
  let sparkles = '';
  for (let i = 0; i < 90; i++) {
    const t = rand();
    const y = 170 + t * 600;
    const half = y < 420 ? 9 + ((y - 170) / 250) * 23 : y < 585 ? 38 + ((y - 440) / 145) * 34 : 92 + ((y - 608) / 182) * 80;
    const x = cx + rand.between(-half, half);
    sparkles += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(rand.between(1.5, 3.2))}" fill="#ffe7a8" opacity="${r1(rand.between(0.5, 1))}"/>`;
  }
  // Two rows of Haussmann buildings: a body, a mansard roof with dormers, chimneys.
  const row = (baseY, minH, maxH, body, roof, litChance) => {
    let out = '';
    let x = -40;
    while (x < W + 40) {
      const w = rand.between(150, 260);
      const h = rand.between(minH, maxH);
      const top = baseY - h;
      const roofH = rand.between(46, 70);
      out += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w + 2)}" height="${r1(h + 400)}" fill="${body}"/>`;
      out += `<path d="M${r1(x - 4)},${r1(top)} L${r1(x + 16)},${r1(top - roofH)} L${r1(x + w - 16)},${r1(top - roofH)} L${r1(x + w + 4)},${r1(top)} Z" fill="${roof}"/>`;
      for (let c = 0; c < rand.between(1, 4); c++) {
        const chx = x + rand.between(24, w - 40);
        out += `<rect x="${r1(chx)}" y="${r1(top - roofH - 26)}" width="16" height="30" fill="${roof}"/><rect x="${r1(chx - 3)}" y="${r1(top - roofH - 30)}" width="22" height="6" fill="${roof}"/>`;
      }
      const dormers = Math.floor(w / 60);
      for (let d = 0; d < dormers; d++) {
        const dx = x + 28 + d * ((w - 56) / Math.max(1, dormers - 1 || 1));
        const lit = rand() < litChance;
        out += `<rect x="${r1(dx - 9)}" y="${r1(top - roofH * 0.62)}" width="18" height="24" rx="8" fill="${lit ? '#f6cf7e' : '#2b3a57'}"/>`;
      }
      const cols = Math.max(2, Math.floor(w / 46));
      out += windows(rand, { x, y: top + 8, w, h: Math.min(h, 360), cols, rows: Math.max(2, Math.floor(Math.min(h, 360) / 62)), ww: 16, wh: 34, lit: ['#f6cf7e', '#ffe2a3', '#f2b872'], litChance, dark: '#22314d' });
      // A balcony line under the top floor.
      out += `<rect x="${r1(x)}" y="${r1(top + 56)}" width="${r1(w)}" height="4" fill="${roof}" opacity="0.8"/>`;
      x += w + rand.between(0, 8);
    }
    return out;
  };
  const defs =
    vGradient('sky', [
      [0, '#101d33'],
      [0.28, '#1e3a5f'],
      [0.5, '#5b5384'],
      [0.66, '#e8a0b4'],
      [0.8, '#f4c6a2'],
    ]) +
    radial('haze', [
      [0, '#ffd9c2', 0.75],
      [1, '#ffd9c2', 0],
    ]) +
    vGradient('beam', [
      [0, '#fff4cf', 0],
      [1, '#fff4cf', 0.5],
    ]) +
    `<pattern id="lattice" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M0,0 L22,22 M22,0 L0,22" stroke="#c8a24a" stroke-width="1.4" opacity="0.55"/></pattern>` +
    `<mask id="moon"><rect width="${W}" height="${H}" fill="#fff"/><circle cx="1585" cy="170" r="50" fill="#000"/></mask>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    stars(rand, 110, { bottom: 420, colour: '#fff6e0' }),
    `<circle cx="1560" cy="190" r="58" fill="#fff3d1" mask="url(#moon)"/>`,
    `<ellipse cx="${cx}" cy="760" rx="1100" ry="260" fill="url(#haze)"/>`,
    // Searchlights from the top of the tower.
    // The tower and its lights, a little lower than the top: the header crops the picture's top.
    '<g transform="translate(0 30)">',
    `<path d="M${cx},104 L${cx - 760},-90 L${cx - 480},-90 Z" fill="url(#beam)" opacity="0.22"/>`,
    `<path d="M${cx},104 L${cx + 820},-90 L${cx + 560},-90 Z" fill="url(#beam)" opacity="0.16"/>`,
    `<path d="${tower}" fill="#13213a"/>`,
    `<path d="${tower}" fill="url(#lattice)"/>`,
    sparkles,
    `<circle cx="${cx}" cy="98" r="9" fill="#fff1c4" filter="url(#glow)"/>`,
    '</g>',
    birds(rand, 5, { x: 520, y: 300, spread: 90, colour: '#1b2a45' }),
    row(905, 90, 150, '#2c3d5e', '#24324f', 0.35),
    row(1010, 110, 160, '#18253d', '#121c30', 0.45),
  ].join('');
  return svg(defs, body);
}

/** A garden wedding in the Lowcountry: live oaks with moss framing a flowered arbour. */
function wedding() {
  const rand = random(2026);
  const oak = (x, flip) => {
    const s = flip ? -1 : 1;
    let out = `<path d="M${x - 40 * s},1000 C${x - 30 * s},820 ${x - 10 * s},640 ${x + 60 * s},520 C${x + 200 * s},380 ${x + 420 * s},330 ${x + 560 * s},290 L${x + 550 * s},320 C${x + 420 * s},360 ${x + 250 * s},430 ${x + 140 * s},560 C${x + 90 * s},640 ${x + 80 * s},820 ${x + 100 * s},1000 Z" fill="#4d5a42"/>`;
    out += `<path d="M${x + 20 * s},620 C${x - 80 * s},520 ${x - 200 * s},470 ${x - 330 * s},450 L${x - 320 * s},475 C${x - 200 * s},500 ${x - 90 * s},560 ${x + 10 * s},660 Z" fill="#4d5a42"/>`;
    const greens = ['#6d7f5b', '#7d8f69', '#8fa07a', '#5f7150', '#9aab85'];
    for (let i = 0; i < 70; i++) {
      const cx = x + s * rand.between(-420, 540);
      const cy = rand.between(90, 320) + Math.abs(cx - x) * 0.1;
      out += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rand.between(70, 150))}" ry="${r1(rand.between(40, 80))}" fill="${rand.pick(greens)}" opacity="0.92"/>`;
    }
    for (let i = 0; i < 26; i++) {
      const mx = x + s * rand.between(-320, 500);
      const my = rand.between(260, 380);
      const len = rand.between(80, 190);
      out += `<path d="M${r1(mx)},${r1(my)} q${r1(rand.between(-14, 14))},${r1(len / 2)} ${r1(rand.between(-8, 8))},${r1(len)}" stroke="#b9c3a9" stroke-width="${r1(rand.between(3, 7))}" fill="none" stroke-linecap="round" opacity="0.8"/>`;
    }
    return out;
  };
  const flowers = (cx, cy, rx, ry, count) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const a = Math.PI + (i / (count - 1)) * Math.PI;
      const x = cx + Math.cos(a) * rx + rand.between(-14, 14);
      const y = cy + Math.sin(a) * ry + rand.between(-14, 14);
      const colour = rand.pick(['#d8a7a0', '#f3d4cf', '#ffffff', '#c9a96e', '#e9b9b1']);
      const r = rand.between(9, 17);
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${colour}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r / 3)}" fill="#c9a96e" opacity="0.7"/>`;
      if (i % 3 === 0) out += `<ellipse cx="${r1(x + 14)}" cy="${r1(y + 8)}" rx="14" ry="6" fill="#7d8f69" transform="rotate(${r1(rand.between(-40, 40))} ${r1(x + 14)} ${r1(y + 8)})"/>`;
    }
    return out;
  };
  let lights = '';
  for (const [y0, sag] of [
    [150, 120],
    [90, 90],
  ]) {
    lights += `<path d="M-20,${y0} Q1000,${y0 + sag * 2} 2020,${y0}" stroke="#5b5448" stroke-width="2" fill="none" opacity="0.6"/>`;
    for (let i = 1; i < 24; i++) {
      const t = i / 24;
      const x = -20 + t * 2040;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
      lights += `<circle cx="${r1(x)}" cy="${r1(y + 10)}" r="14" fill="#ffe6a8" opacity="0.35" filter="url(#glow)"/><circle cx="${r1(x)}" cy="${r1(y + 10)}" r="6" fill="#fff3cf"/>`;
    }
  }
  const defs =
    vGradient('sky', [
      [0, '#f4ddd5'],
      [0.45, '#f6e4d8'],
      [0.7, '#f8ead3'],
    ]) +
    radial('sun', [
      [0, '#fff6dc', 1],
      [0.45, '#fbe3b4', 0.8],
      [1, '#f8e2c2', 0],
    ]) +
    vGradient('lawn', [
      [0, '#a8b892'],
      [1, '#6f8159'],
    ]) +
    vGradient('path', [
      [0, '#efe3d0'],
      [1, '#e2cfb3'],
    ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    // The garden sits high in the picture: the header lays the title over its lower part.
    '<g transform="translate(0 -90)">',
    `<circle cx="1000" cy="560" r="420" fill="url(#sun)"/>`,
    `<circle cx="1000" cy="560" r="120" fill="#fff4d8" opacity="0.9"/>`,
    `<path d="${ridge(rand, { base: 640, amp: 40, waves: 3 })}" fill="#c5ceb3"/>`,
    `<path d="${ridge(rand, { base: 680, amp: 30, waves: 4 })}" fill="#b1bd9c"/>`,
    `<rect y="700" width="${W}" height="400" fill="url(#lawn)"/>`,
    `<path d="M960,700 L1040,700 L1333,1100 L667,1100 Z" fill="url(#path)"/>`,
    // The arbour: two posts and an arch, wound with flowers.
    `<path d="M850,730 L850,450 A150,150 0 0 1 1150,450 L1150,730" stroke="#e6dccb" stroke-width="22" fill="none" transform="translate(5 4)"/>`,
    `<path d="M850,730 L850,450 A150,150 0 0 1 1150,450 L1150,730" stroke="#fbf7f0" stroke-width="20" fill="none"/>`,
    flowers(1000, 450, 152, 152, 32),
    flowers(850, 600, 10, 140, 9),
    flowers(1150, 600, 10, 140, 9),
    '</g>',
    oak(120, false),
    oak(1880, true),
    lights,
  ].join('');
  return svg(defs, body);
}

/** Las Vegas at night: desert ridges, the Strip's towers, a light beam, palms and light trails. */
function vegas() {
  const rand = random(1905);
  let towers = '';
  let x = -20;
  while (x < W) {
    const w = rand.between(70, 150);
    const h = rand.between(180, 420) * (Math.abs(x - 1000) < 500 ? 1.15 : 0.85);
    const top = 820 - h;
    const colour = rand.pick(['#0d1220', '#111827', '#151b2c']);
    if (Math.abs(x + w / 2 - 760) < 80) {
      x += w;
      continue;
    }
    towers += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h + 200)}" fill="${colour}"/>`;
    if (rand() < 0.4) towers += `<path d="M${r1(x)},${r1(top)} L${r1(x + w / 2)},${r1(top - rand.between(30, 70))} L${r1(x + w)},${r1(top)} Z" fill="${colour}"/>`;
    towers += windows(rand, { x, y: top + 10, w, h: h - 20, cols: Math.floor(w / 18), rows: Math.floor(h / 22), ww: 7, wh: 9, lit: ['#eab308', '#fde68a', '#fff7d6', '#f87171'], litChance: 0.55 });
    if (rand() < 0.5) towers += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="6" fill="#b91c1c"/>`;
    x += w + rand.between(6, 30);
  }
  const pyramid = `<path d="M560,820 L760,560 L960,820 Z" fill="#0b0f1a"/><path d="M760,560 L960,820 L880,820 Z" fill="#1a2133"/>`;
  const beam = `<path d="M752,560 L742,-10 L778,-10 L768,560 Z" fill="url(#beamGrad)"/><path d="M756,560 L754,-10 L766,-10 L764,560 Z" fill="#fff7e0" opacity="0.8"/>`;
  // The observation tower: a needle, a pod and a spire.
  const tower = `<path d="M1462,820 L1476,330 L1494,330 L1508,820 Z" fill="#0b0f1a"/><path d="M1425,330 L1545,330 L1530,300 L1440,300 Z" fill="#0d1322"/><path d="M1412,300 L1558,300 L1540,262 L1430,262 Z" fill="#111827"/><rect x="1418" y="284" width="134" height="7" fill="#eab308"/><rect x="1432" y="316" width="106" height="5" fill="#fde68a" opacity="0.8"/><path d="M1479,262 L1485,150 L1491,262 Z" fill="#0b0f1a"/><circle cx="1485" cy="150" r="7" fill="#f87171" filter="url(#glow)"/>`;
  // A neon star, like the old signs along the Strip.
  let star = '';
  const sx = 300;
  const sy = 330;
  let d = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 - Math.PI / 2;
    const rr = i % 2 === 0 ? 70 : 26;
    d += `${i ? 'L' : 'M'}${r1(sx + Math.cos(a) * rr)},${r1(sy + Math.sin(a) * rr)} `;
  }
  star += `<path d="${d}Z" fill="none" stroke="#facc15" stroke-width="14" opacity="0.5" filter="url(#glow)"/><path d="${d}Z" fill="none" stroke="#fef08a" stroke-width="5"/>`;
  let trails = '';
  for (let i = 0; i < 12; i++) {
    const y = 820 + i * 9 + rand.between(-3, 3);
    const colour = i % 2 ? '#ef4444' : '#fde68a';
    trails += `<path d="M-20,${r1(y + 40)} C600,${r1(y - 30)} 1300,${r1(y + 30)} 2020,${r1(y - 20)}" stroke="${colour}" stroke-width="${r1(rand.between(2, 4))}" fill="none" opacity="${r1(rand.between(0.55, 0.9))}"/>`;
  }
  const defs =
    vGradient('sky', [
      [0, '#05070d'],
      [0.3, '#111827'],
      [0.5, '#3a0d16'],
      [0.66, '#b91c1c'],
      [0.74, '#f97316'],
    ]) +
    vGradient('beamGrad', [
      [0, '#fff7e0', 0],
      [1, '#fff7e0', 0.55],
    ]) +
    radial('cityGlow', [
      [0, '#fbbf24', 0.55],
      [1, '#fbbf24', 0],
    ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    stars(rand, 80, { bottom: 300 }),
    // The city sits high in the picture: the header lays the title over its lower part.
    '<g transform="translate(0 -110)">',
    `<path d="${ridge(rand, { base: 720, amp: 90, waves: 4, jag: 6 })}" fill="#2b0f17"/>`,
    `<path d="${ridge(rand, { base: 770, amp: 50, waves: 5, jag: 5 })}" fill="#1c0b12"/>`,
    `<ellipse cx="1000" cy="820" rx="1000" ry="160" fill="url(#cityGlow)"/>`,
    beam,
    towers,
    pyramid,
    tower,
    star,
    '</g>',
    `<rect y="705" width="${W}" height="295" fill="#07090f"/>`,
    trails,
    palm(rand, { x: 120, y: 1000, height: 430, lean: 40, colour: '#05060a' }),
    palm(rand, { x: 1880, y: 1000, height: 470, lean: -50, colour: '#05060a' }),
    palm(rand, { x: 1720, y: 1000, height: 330, lean: 20, colour: '#080a12', scale: 0.8 }),
  ].join('');
  return svg(defs, body);
}

/** A mountain lake at golden hour: the lodge on the shore, layered ridges, pines. */
function reunion() {
  const rand = random(1869);
  // A long Victorian lodge with towers, its windows lit.
  const lodgeY = 660;
  let lodge = `<rect x="330" y="${lodgeY - 110}" width="560" height="130" fill="#5b3b28"/>`;
  for (const [tx, th, tw] of [
    [350, 190, 60],
    [520, 220, 70],
    [700, 180, 56],
    [820, 150, 50],
  ]) {
    lodge += `<rect x="${tx}" y="${lodgeY - th}" width="${tw}" height="${th}" fill="#6b4630"/><path d="M${tx - 10},${lodgeY - th} L${tx + tw / 2},${lodgeY - th - 50} L${tx + tw + 10},${lodgeY - th} Z" fill="#3f2a1d"/>`;
  }
  lodge += `<path d="M320,${lodgeY - 110} L605,${lodgeY - 160} L900,${lodgeY - 110} Z" fill="#4a3020"/>`;
  lodge += windows(rand, { x: 330, y: lodgeY - 105, w: 560, h: 110, cols: 22, rows: 3, ww: 10, wh: 16, lit: ['#f7c85c', '#ffe3a1'], litChance: 0.6, dark: '#3a261a' });
  const reflection = `<g transform="translate(0 ${2 * lodgeY + 40}) scale(1 -1)" opacity="0.35">${lodge}</g>`;
  let pines = '';
  for (let i = 0; i < 22; i++) {
    const left = i % 2 === 0;
    const x = left ? rand.between(-40, 300) : rand.between(1640, 2040);
    pines += pine(x, rand.between(880, 1010), rand.between(260, 460), rand.pick(['#1f3f36', '#18332b', '#24483e']));
  }
  let shimmer = '';
  for (let i = 0; i < 40; i++) {
    const y = rand.between(690, 860);
    const w = rand.between(30, 160) * (1 - (Math.abs(y - 700) / 400));
    shimmer += `<rect x="${r1(1080 + rand.between(-180, 180) - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="3" rx="1.5" fill="#fbe3a4" opacity="${r1(rand.between(0.35, 0.8))}"/>`;
  }
  const defs =
    vGradient('sky', [
      [0, '#bcd4c8'],
      [0.4, '#efd9aa'],
      [0.62, '#e8b45a'],
    ]) +
    radial('sunGlow', [
      [0, '#fff3cf', 1],
      [0.35, '#f6d27e', 0.7],
      [1, '#f6d27e', 0],
    ]) +
    vGradient('lake', [
      [0, '#d9a441'],
      [0.35, '#7d8e6a'],
      [1, '#2f5d50'],
    ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    // The lake sits high in the picture: the header lays the title over its lower part.
    '<g transform="translate(0 -90)">',
    `<circle cx="1080" cy="560" r="360" fill="url(#sunGlow)"/>`,
    `<circle cx="1080" cy="560" r="80" fill="#fff2c9"/>`,
    birds(rand, 6, { x: 1450, y: 280, spread: 120, colour: '#5b4636' }),
    `<path d="${ridge(rand, { base: 560, amp: 110, waves: 3 })}" fill="#a3baa9"/>`,
    `<path d="${ridge(rand, { base: 620, amp: 80, waves: 4 })}" fill="#6f9584"/>`,
    `<path d="${ridge(rand, { base: 670, amp: 50, waves: 4 })}" fill="#4b7667"/>`,
    `<rect y="680" width="${W}" height="420" fill="url(#lake)"/>`,
    `<path d="M-20,700 L280,640 L330,670 L900,670 L960,690 L1000,700 Z" fill="#2f5d50"/>`,
    lodge,
    reflection,
    shimmer,
    // The shore's rocks and a gazebo on the right.
    `<path d="M1320,790 C1460,710 1600,700 1720,700 C1840,700 1920,668 2020,655 L2020,1100 L1320,1100 Z" fill="#264d42"/>`,
    `<path d="M1530,708 L1530,640 M1610,706 L1610,640" stroke="#6b4630" stroke-width="8"/><path d="M1508,646 L1570,590 L1632,646 Z" fill="#8c5a3c"/><rect x="1526" y="676" width="88" height="5" fill="#6b4630"/>`,
    '</g>',
    pines,
  ].join('');
  return svg(defs, body);
}

/** A birthday night in New York: fireworks over the skyline, balloons and confetti. */
function birthday() {
  const rand = random(30);
  let skyline = '';
  let x = -20;
  while (x < W) {
    const w = rand.between(60, 130);
    const near = Math.abs(x - 1000);
    const h = rand.between(140, 320) * (near < 400 ? 1.1 : 0.9);
    const top = 900 - h;
    skyline += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h + 100)}" fill="#1b0b2e"/>`;
    skyline += windows(rand, { x, y: top + 10, w, h: h - 20, cols: Math.floor(w / 16), rows: Math.floor(h / 20), ww: 6, wh: 9, lit: ['#f9a8d4', '#fde68a', '#fff1f7'], litChance: 0.45 });
    x += w + rand.between(4, 16);
  }
  // Two landmark towers: a stepped one with a mast, one with an arched crown.
  const empire = `<path d="M900,900 L900,470 L930,470 L930,400 L955,400 L955,330 L975,330 L975,260 L985,260 L985,150 L995,150 L995,260 L1005,260 L1005,330 L1025,330 L1025,400 L1050,400 L1050,470 L1080,470 L1080,900 Z" fill="#12061f"/>`;
  const empireWindows = windows(rand, { x: 905, y: 480, w: 170, h: 400, cols: 8, rows: 18, ww: 6, wh: 9, lit: ['#fde68a', '#fbcfe8'], litChance: 0.5 });
  let crown = '';
  for (let i = 0; i < 5; i++) {
    const x0 = 1270 + i * 13;
    const x1 = 1390 - i * 13;
    const y = 472 - i * 44;
    const r = (x1 - x0) / 2;
    crown += `<path d="M${x0},${y} A${r},${r * 1.15} 0 0 1 ${x1},${y} Z" fill="#140822" stroke="#f9a8d4" stroke-width="3"/>`;
    for (let k = 1; k < 5; k++) {
      const a = Math.PI + (k / 5) * Math.PI;
      crown += `<path d="M${r1(x0 + r + Math.cos(a) * r * 0.8)},${r1(y + Math.sin(a) * r * 0.92)} l-5,14 l10,0 Z" fill="#fde68a"/>`;
    }
  }
  const chrysler = `<rect x="1260" y="470" width="140" height="430" fill="#140822"/>${windows(rand, { x: 1262, y: 480, w: 136, h: 400, cols: 7, rows: 18, ww: 6, wh: 9, lit: ['#fde68a', '#fbcfe8'], litChance: 0.45 })}${crown}<path d="M1325,296 L1330,170 L1335,296 Z" fill="#140822"/>`;
  let confetti = '';
  for (let i = 0; i < 80; i++) {
    const cx = rand.between(0, W);
    const cy = rand.between(0, 640);
    const colour = rand.pick(['#f9a8d4', '#fde68a', '#c4b5fd', '#ffffff', '#fb7185']);
    confetti += `<rect x="${r1(cx)}" y="${r1(cy)}" width="${r1(rand.between(6, 12))}" height="${r1(rand.between(14, 22))}" rx="2" fill="${colour}" opacity="${r1(rand.between(0.5, 0.95))}" transform="rotate(${r1(rand.between(0, 180))} ${r1(cx)} ${r1(cy)})"/>`;
  }
  const balloon = (bx, by, colour) =>
    `<path d="M${bx},${by + 92} q-14,60 8,120 q18,50 -6,120" stroke="#f5d0fe" stroke-width="2.5" fill="none" opacity="0.8"/><ellipse cx="${bx}" cy="${by}" rx="68" ry="84" fill="${colour}"/><ellipse cx="${bx - 24}" cy="${by - 30}" rx="14" ry="24" fill="#fff" opacity="0.35" transform="rotate(-20 ${bx - 24} ${by - 30})"/><path d="M${bx - 9},${by + 92} L${bx + 9},${by + 92} L${bx},${by + 80} Z" fill="${colour}"/>`;
  const defs = vGradient('sky', [
    [0, '#1a0b2e'],
    [0.35, '#3b1466'],
    [0.62, '#7c3aed'],
    [0.8, '#be185d'],
    [0.95, '#f9a8d4'],
  ]);
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    stars(rand, 70, { bottom: 360 }),
    firework(rand, { cx: 640, cy: 230, radius: 150, colour: '#f9a8d4' }),
    firework(rand, { cx: 1380, cy: 180, radius: 180, colour: '#fde68a', rays: 34 }),
    firework(rand, { cx: 1060, cy: 110, radius: 90, colour: '#c4b5fd', rays: 20 }),
    firework(rand, { cx: 300, cy: 120, radius: 80, colour: '#fde68a', rays: 18 }),
    firework(rand, { cx: 1760, cy: 330, radius: 110, colour: '#f472b6', rays: 24 }),
    confetti,
    `<rect y="880" width="${W}" height="120" fill="#1b0b2e"/>`,
    skyline,
    empire,
    empireWindows,
    chrysler,
    balloon(180, 300, '#be185d'),
    balloon(300, 380, '#7c3aed'),
    balloon(1820, 380, '#f472b6'),
    balloon(1700, 460, '#facc15'),
  ].join('');
  return svg(defs, body);
}

/** Spring break in Miami: a striped sunset over the sea, palms, a lifeguard hut. */
function miami() {
  const rand = random(1896);
  // The sun's lower half is cut by ever wider gaps (a mask), the way old beach posters draw it.
  let sunStripes = '';
  for (let i = 0; i < 6; i++) sunStripes += `<rect x="0" y="${520 + i * 24}" width="${W}" height="${4 + i * 2.4}" fill="#000"/>`;
  let glints = '';
  for (let i = 0; i < 22; i++) {
    const y = 660 + i * 12;
    const w = 380 - i * 14 + rand.between(-30, 30);
    glints += `<rect x="${r1(1000 - w / 2 + rand.between(-20, 20))}" y="${y}" width="${r1(w)}" height="5" rx="2.5" fill="#fde68a" opacity="${r1(0.85 - i * 0.03)}"/>`;
  }
  let foam = '';
  for (let i = 0; i < 4; i++) {
    const y = 835 + i * 26;
    foam += `<path d="M-20,${y} Q250,${y - 16} 500,${y} T1000,${y} T1500,${y} T2020,${y}" stroke="#ecfeff" stroke-width="${5 - i}" fill="none" opacity="${0.8 - i * 0.15}"/>`;
  }
  const hut = `<g><path d="M1500,900 L1510,820 M1600,900 L1590,820 M1530,900 L1540,830 M1570,900 L1560,830" stroke="#7c2d12" stroke-width="7"/><rect x="1490" y="760" width="120" height="62" fill="#f472b6"/><rect x="1490" y="782" width="120" height="10" fill="#facc15"/><rect x="1520" y="770" width="34" height="26" fill="#0e7490"/><path d="M1476,760 L1550,720 L1624,760 Z" fill="#0891b2"/><path d="M1610,800 L1650,900" stroke="#7c2d12" stroke-width="6"/></g>`;
  const defs =
    vGradient('sky', [
      [0, '#0c4a6e'],
      [0.24, '#0891b2'],
      [0.42, '#f9a8a0'],
      [0.52, '#f97316'],
      [0.58, '#facc15'],
    ]) +
    vGradient('sun', [
      [0, '#fef08a'],
      [1, '#f97316'],
    ]) +
    vGradient('sea', [
      [0, '#0e7490'],
      [1, '#0891b2'],
    ]) +
    vGradient('sand', [
      [0, '#fde3b5'],
      [1, '#f2c98a'],
    ]) +
    `<mask id="sunCut"><rect width="${W}" height="660" fill="#fff"/>${sunStripes}</mask>`;
  const clouds = [
    [420, 220, 1],
    [1500, 160, 1.3],
    [1750, 300, 0.8],
  ]
    .map(([cx, cy, s]) => `<g fill="#fde4d8"><ellipse cx="${cx}" cy="${cy}" rx="${120 * s}" ry="${26 * s}"/><ellipse cx="${cx + 50 * s}" cy="${cy - 18 * s}" rx="${70 * s}" ry="${26 * s}"/><ellipse cx="${cx - 60 * s}" cy="${cy - 10 * s}" rx="${50 * s}" ry="${20 * s}"/></g>`)
    .join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
    clouds,
    birds(rand, 4, { x: 640, y: 300, spread: 80, colour: '#7c2d12' }),
    // The horizon sits high in the picture: the header lays the title over its lower part.
    '<g transform="translate(0 -90)">',
    `<circle cx="1000" cy="660" r="280" fill="url(#sun)" mask="url(#sunCut)"/>`,
    `<rect y="660" width="${W}" height="440" fill="url(#sea)"/>`,
    glints,
    foam,
    '</g>',
    `<path d="M-20,920 Q500,860 1000,900 T2020,870 L2020,1000 L-20,1000 Z" fill="url(#sand)"/>`,
    hut,
    palm(rand, { x: 180, y: 1000, height: 560, lean: 120, colour: '#06333f' }),
    palm(rand, { x: 330, y: 1000, height: 400, lean: -40, colour: '#0a3d4a', scale: 0.85 }),
    palm(rand, { x: 1860, y: 1000, height: 600, lean: -140, colour: '#06333f' }),
  ].join('');
  return svg(defs, body);
}

/** File name (without extension) → drawing. The names are the ones src/server/seed/examples.ts uses. */
export const SCENES = { paris, wedding, vegas, reunion, birthday, miami };

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  const preview = process.env.PREVIEW_DIR;
  if (preview) mkdirSync(preview, { recursive: true });
  for (const [name, draw] of Object.entries(SCENES)) {
    const image = sharp(Buffer.from(draw()));
    const webp = await image.clone().webp({ quality: 80, effort: 6 }).toBuffer();
    writeFileSync(join(OUT_DIR, `${name}.webp`), webp);
    if (preview) await image.clone().resize(1000).png().toFile(join(preview, `${name}.png`));
    console.log(`${name}.webp ${(webp.length / 1024).toFixed(0)} KB`);
  }
}

await main();
