/**
 * Trains and coaches in plain text: a train or bus number ("ICE 597", "TGV 6203", "AVE 03071",
 * "Eurostar 9014", "FlixBus N123") with the departure and arrival stations ("From:/To:",
 * "Von/Nach", "De/À", "Origen/Destino", or "Paris Gare de Lyon → Lyon Part-Dieu"), a date and a
 * departure time. Times are read in the zone of the operator's country (its cross-border trains
 * stay within the same civil time); an operator without one (Eurostar, FlixBus) leaves the
 * time to review.
 */
import { zoneOfPlace } from '../place-time-zone';
import { datesIn, hasAmbiguousDate, timesIn, type ClockTime, type DayDate } from './text-dates';
import type { Legs } from './text-flights';
import { ISSUE_DATE_LINE, legLines, type Mention, type TextMessage } from './text-lines';

export type TrainLeg = {
  kind: 'train' | 'bus';
  number: string;
  from: string;
  to: string;
  timeZone: string | null;
  date: DayDate;
  departure: ClockTime;
  arrival: ClockTime | null;
};

/** Brands and the country whose civil time their trains keep (null: several). */
const BRANDS: Record<string, { kind: 'train' | 'bus'; country: string | null; name: string }> = Object.fromEntries(
  ([
    ['ICE', 'DE'], ['IC', 'DE'], ['EC', 'DE'], ['RJ', 'AT'], ['RJX', 'AT'], ['NJ', 'AT'],
    ['TGV', 'FR'], ['TGV INOUI', 'FR'], ['INOUI', 'FR'], ['OUIGO', 'FR'], ['Intercités', 'FR'], ['TER', 'FR'],
    ['AVE', 'ES'], ['Avlo', 'ES'], ['Alvia', 'ES'], ['Euromed', 'ES'], ['Iryo', 'ES'],
    ['Frecciarossa', 'IT'], ['Italo', 'IT'], ['Eurostar', null], ['FlixTrain', null], ['FlixBus', null, 'bus'],
  ] as [string, string | null, 'bus'?][]).map(([name, country, kind]) => [name.toUpperCase(), { kind: kind ?? 'train', country, name }]),
);
const BRAND_RE = new RegExp(
  String.raw`(?<![\w-])(TGV INOUI|${Object.keys(BRANDS).filter((b) => b !== 'TGV INOUI').sort((a, b) => b.length - a.length).join('|')})\s*(?:n[°º.]\s*|no\.\s*)?([A-Z]?\d{2,5})(?![\w:.]|,\d)`,
  'gi',
);

const STATION_LABEL = /^(?:from|to|departs?|departure|arrives?|arrival|von|nach|ab|an|abfahrt|ankunft|de|à|a|départ|arrivée|origen|destino|salida|llegada)\s*:\s*/i;
/** Timetable-style labels before a time: "ab 09:34 Berlin Hbf", "dep. 07:05 Paris Nord". */
const SHORT_LABEL = /^(?:ab|an|dep\.?|arr\.?|d[ée]p\.?|sal\.?|lleg\.?)\s+(?=\d{1,2}[:.h]\d{2})/i;
const ARRIVAL_WORD = /^(?:to|arrives?|arrival|nach|an|ankunft|à|a|arrivée|destino|llegada|arr\.?|lleg\.?)(?!\p{L})/iu;
const ARROW = /\s(?:→|->|–|—|>)\s/;

function trainMentions(lines: string[]): Mention[] {
  const out: Mention[] = [];
  lines.forEach((line, index) => {
    for (const m of line.matchAll(BRAND_RE)) {
      const brand = (m[1] ?? '').toUpperCase();
      // Short brands are capitals in tickets ("IC 2013"); "ice 5" in prose is not a train.
      if (brand.length <= 3 && m[1] !== brand) continue;
      out.push({ value: `${BRANDS[brand]?.name ?? brand} ${m[2]}`, line: index });
    }
  });
  return out;
}

const FILLER = String.raw`(?:at|um|à|a las|a|le|el|on|am|ab|an|uhr|mon|tue|wed|thu|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim|mié|jue|vie|sáb|dom)\.?`;
const FILLER_START = new RegExp(String.raw`^(?:[\s|·•,;:()–—-]+|${FILLER}(?=[\s,;:–—-]|$))`, 'iu');
const FILLER_END = new RegExp(String.raw`(?:[\s|·•,;:()–—-]+|(?<=^|[\s,;:–—-])${FILLER})$`, 'iu');

/** A station's name: the line without its label, date, time, platform and seat. */
function stationName(line: string, message: TextMessage): string | null {
  let rest = line.replace(STATION_LABEL, '');
  for (const d of [...datesIn(rest, message.language, message.sent)].reverse()) rest = rest.slice(0, d.index) + rest.slice(d.end);
  for (const t of [...timesIn(rest)].reverse()) rest = rest.slice(0, t.index) + rest.slice(t.end);
  rest = rest
    .replace(/(?<!\p{L})(?:platform|gleis|voie|vía|coach|wagen|voiture|coche|seat|sitzplatz|platz|place|plaza|asiento)\s*:?\s*\d.*$/iu, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Words and marks left at either end once the date and time are gone: "à - Paris", "Paris, um".
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(FILLER_START, '').replace(FILLER_END, '');
  }
  return /\p{L}{3}/u.test(rest) && rest.length <= 60 ? rest : null;
}

export function readTrains(message: TextMessage): Legs<TrainLeg> {
  const mentions = trainMentions(message.lines);
  const legs: TrainLeg[] = [];
  let unsure = false;
  const regions = legLines(message.lines, mentions, (line) => timesIn(line).length === 0 && !STATION_LABEL.test(line));
  regions.forEach((region, i) => {
    const mention = mentions[i];
    if (!mention) return;
    const leg = legOf(mention.value, region.ordered, message);
    if (leg === 'incomplete') unsure = true;
    else if (leg && !legs.some((l) => l.number === leg.number && l.date.day === leg.date.day && l.date.month === leg.date.month)) legs.push(leg);
  });
  return { legs, unsure };
}

function legOf(mention: string, lines: string[], message: TextMessage): TrainLeg | 'incomplete' | null {
  const brand = mention.replace(/\s\S+$/, '').toUpperCase();
  const info = BRANDS[brand] ?? { kind: 'train', country: null };
  let from: string | null = null;
  let to: string | null = null;
  let date: DayDate | null = null;
  const times: ClockTime[] = [];
  let ambiguous = false;
  for (const line of lines) {
    if (ISSUE_DATE_LINE.test(line)) continue;
    ambiguous ||= hasAmbiguousDate(line, message.language);
    date ??= datesIn(line, message.language, message.sent)[0] ?? null;
    if (/(?<!\p{L})(?:duration|dauer|durée|duración|boarding|embarquement|check-in)(?!\p{L})/iu.test(line)) continue;
    times.push(...timesIn(line));
    // "ab 09:34 Berlin Hbf, an 13:38 München Hbf, ICE 599": several labelled parts on one line.
    const parts = line.split(/\s*[,;|]\s*/).filter((part) => SHORT_LABEL.test(part));
    if (STATION_LABEL.test(line) || parts.length > 0) {
      for (const part of parts.length > 0 ? parts : [line]) {
        const name = stationName(part.replace(SHORT_LABEL, ''), message);
        if (name && ARRIVAL_WORD.test(part)) to ??= name;
        else if (name) from ??= name;
      }
    } else if (ARROW.test(line) && !from && !to) {
      const [a = '', b = ''] = line.split(ARROW);
      const left = stationName(a.replace(BRAND_RE, ''), message);
      const right = stationName(b, message);
      if (left && right) [from, to] = [left, right];
    }
  }
  if (!from || !to) return null;
  const departure = times[0];
  if (ambiguous || !date || !departure) return 'incomplete';
  const city = from.split(/[\s(-]/)[0] ?? '';
  const timeZone = info.country ? zoneOfPlace({ country: info.country, locality: city }) : null;
  return { kind: info.kind, number: mention, from, to, timeZone, date, departure, arrival: times[1] ?? null };
}
