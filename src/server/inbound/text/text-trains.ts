/**
 * Trains and coaches in plain text: a train or bus number ("ICE 597", "TGV 6203", "AVE 03071",
 * "Eurostar 9014", "FlixBus N123", or a bare "Train 2153") with the departure and arrival
 * stations ("From:/To:", "Von/Nach", "De/À", "Origen/Destino", "Departs 23:30 London Victoria",
 * or "Paris Gare de Lyon → Lyon Part-Dieu"), a date and a departure time. A coach ticket may
 * give no number at all, only "Abfahrt 07:15 Berlin ZOB" and "Ankunft 09:20 Dresden Hbf": its
 * departure line stands for the leg. Times are read in the zone of the operator's country (its
 * cross-border trains keep the same civil time), or, for an operator of several countries
 * (Eurostar, FlixBus) or none named, in the zone the departure station's name tells; when it
 * tells none, the leg is left to review.
 */
import { zoneOfCity, zoneOfLocation } from '../place-time-zone';
import { datesIn, hasAmbiguousDate, isoDate, timesIn, type ClockTime, type DayDate } from './text-dates';
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
  /** The date written with the arrival time (a night train's "an 13.06. 06:10"), if any. */
  arrivalDate: DayDate | null;
  /** The arrival station's zone, read like the departure's. */
  arrivalZone: string | null;
};

/** Brands and the country whose civil time their trains keep (null: several). */
type Brand = { kind: 'train' | 'bus'; country: string | null; name: string };
const BRANDS: Record<string, Brand> = Object.fromEntries(
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

/** "Train 2153", "Zug Nr. 1234", "Tren 4521": a train named by its number alone. */
const NUMBERED_TRAIN = /(?<![\p{L}\d-])(?:train|zug|tren|treno)\s*(?:n[°º.]\s*|no\.?\s*|nr\.?\s*|#\s*)?(\d{3,5})(?![\p{L}\d:.]|,\d)/giu;
const TRAIN: Brand = { kind: 'train', country: null, name: '' };
const COACH: Brand = { kind: 'bus', country: null, name: '' };

const STATION_LABEL = /^(?:from|to|departs?|departure|arrives?|arrival|von|nach|ab|an|abfahrt|ankunft|de|à|a|départ|arrivée|origen|destino|salida|llegada)\s*:\s*/i;
/** Timetable-style labels before a time: "ab 09:34 Berlin Hbf", "dep. 07:05 Paris Nord", "Departs 23:30 London Victoria". */
const SHORT_LABEL = /^(?:ab|an|dep\.?|arr\.?|d[ée]p\.?|sal\.?|lleg\.?|departs?|departure|arrives?|arrival|abfahrt|ankunft|départ|arrivée|salida|llegada)\s+(?=\d{1,2}[:.h]\d{2})/i;
const DEPARTURE_LINE = /^(?:dep\.?|d[ée]p\.?|sal\.?|departs?|departure|abfahrt|départ|salida)\s*:?\s+\d{1,2}[:.h]\d{2}/i;
const ARRIVAL_WORD = /^(?:to|arrives?|arrival|nach|an|ankunft|à|a|arrivée|destino|llegada|arr\.?|lleg\.?)(?!\p{L})/iu;
const ARROW = /\s(?:→|->|–|—|>)\s/;
/** Words of a coach trip ("Coach 6" is a train's carriage, not a coach). */
const COACH_WORDS = /(?<!\p{L})(?:bus|fernbus|reisebus|coach(?!\s*:?\s*\d)|autocar|autob[uú]s|autocarro)(?!\p{L})/iu;
/** The line or service of a coach: "Linie 041", "Service X90". */
const SERVICE = /^(?:linie|line|service|route|ligne|l[ií]nea)\s*(?:n[°º.]\s*|nr\.?\s*)?:?\s*([A-Z]{0,2}\d{1,4}[A-Z]?)$/iu;

type TrainMention = Mention & { brand: Brand };

function trainMentions(lines: string[]): TrainMention[] {
  const out: TrainMention[] = [];
  lines.forEach((line, index) => {
    const own: TrainMention[] = [];
    for (const m of line.matchAll(BRAND_RE)) {
      const brand = (m[1] ?? '').toUpperCase();
      // Short brands are capitals in tickets ("IC 2013"); "ice 5" in prose is not a train.
      if (brand.length <= 3 && m[1] !== brand) continue;
      const info = BRANDS[brand];
      if (info) own.push({ value: `${info.name} ${m[2]}`, line: index, brand: info });
    }
    for (const m of line.matchAll(NUMBERED_TRAIN)) {
      // "Eurostar train 9014" is the brand's train, already named.
      if (!own.some((o) => o.value.endsWith(` ${m[1]}`))) own.push({ value: m[1] ?? '', line: index, brand: TRAIN });
    }
    out.push(...own);
  });
  return out;
}

/**
 * A coach ticket without a number: each departure line ("Abfahrt 07:15 Berlin ZOB") stands for
 * a leg, in a message that speaks of a coach and names no train or flight.
 */
function coachMentions(message: TextMessage): TrainMention[] {
  if (!COACH_WORDS.test(`${message.subject}\n${message.lines.join('\n')}`)) return [];
  return message.lines.flatMap((line, index) => (DEPARTURE_LINE.test(line) ? [{ value: '', line: index, brand: COACH }] : []));
}

const FILLER = String.raw`(?:at|um|à|a las|a|le|el|on|am|ab|an|uhr|mon|tue|wed|thu|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim|mié|jue|vie|sáb|dom)\.?`;
const FILLER_START = new RegExp(String.raw`^(?:[\s|·•,;:()–—-]+|${FILLER}(?=[\s,;:–—-]|$))`, 'iu');
const FILLER_END = new RegExp(String.raw`(?:[\s|·•,;:()–—-]+|(?<=^|[\s,;:–—-])${FILLER})$`, 'iu');

/** A station's name: the line without its label, date, time, next-day mark, platform and seat. */
function stationName(line: string, message: TextMessage): string | null {
  let rest = line.replace(STATION_LABEL, '');
  for (const d of [...datesIn(rest, message.language, message.sent)].reverse()) rest = rest.slice(0, d.index) + rest.slice(d.end);
  for (const t of [...timesIn(rest)].reverse()) rest = rest.slice(0, t.index) + rest.slice(t.end);
  rest = rest
    .replace(/\(\s*\+\s?\d\s*(?:\p{L}{1,5})?\s*\)|(?<![\p{L}\d])\+\d(?:\s*(?:days?|tage?|jours?|d[ií]as?))?(?![\p{L}\d])/giu, ' ')
    .replace(/(?<!\p{L})(?:platform|gleis|voie|vía|coach|wagen|voiture|coche|seat|sitzplatz|platz|place|plaza|asiento)\s*:?\s*\d.*$/iu, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Words and marks left at either end once the date and time are gone: "à - Paris", "Paris, um".
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(FILLER_START, '').replace(FILLER_END, '');
  }
  // "Berlin ZOB (Messedamm)": the closing bracket the end trim took belongs to the name.
  if ((rest.match(/\(/g)?.length ?? 0) > (rest.match(/\)/g)?.length ?? 0)) rest += ')';
  return /\p{L}{3}/u.test(rest) && rest.length <= 60 ? rest : null;
}

/**
 * The legs of the message. Coaches named by no number are looked for only when `unnumbered`
 * (the caller found no flight: an airport's shuttle times are no coach trip).
 */
export function readTrains(message: TextMessage, unnumbered = true): Legs<TrainLeg> {
  const numbered = trainMentions(message.lines);
  const mentions = numbered.length === 0 && unnumbered ? coachMentions(message) : numbered;
  const legs: TrainLeg[] = [];
  let unsure = false;
  const regions = legLines(message.lines, mentions, (line) => timesIn(line).length === 0 && !STATION_LABEL.test(line));
  regions.forEach((region, i) => {
    const mention = mentions[i];
    if (!mention) return;
    const leg = legOf(mention, region.ordered, message);
    if (leg === 'incomplete') unsure = true;
    else if (leg && !legs.some((l) => l.number === leg.number && isoDate(l.date) === isoDate(leg.date) && l.from === leg.from)) legs.push(leg);
  });
  return { legs, unsure };
}

/**
 * The one day a message names for its trip ("Votre voyage du 3 août 2027"), when a leg's own
 * lines give none: only when every date the message writes (outside booking and issue dates)
 * is that day.
 */
function onlyDateOf(message: TextMessage): DayDate | null {
  const days = new Set<string>();
  let found: DayDate | null = null;
  for (const line of [message.subject, ...message.lines]) {
    if (ISSUE_DATE_LINE.test(line)) continue;
    if (hasAmbiguousDate(line, message.language)) return null;
    for (const date of datesIn(line, message.language, message.sent)) {
      days.add(isoDate(date));
      found ??= date;
    }
  }
  return days.size === 1 ? found : null;
}

function legOf(mention: TrainMention, lines: string[], message: TextMessage): TrainLeg | 'incomplete' | null {
  const info = mention.brand;
  let from: string | null = null;
  let to: string | null = null;
  let date: DayDate | null = null;
  let service: string | null = null;
  const times: ClockTime[] = [];
  // The date written before each time on its line, if any.
  const timeDates: (DayDate | null)[] = [];
  let ambiguous = false;
  for (const line of lines) {
    if (ISSUE_DATE_LINE.test(line)) continue;
    ambiguous ||= hasAmbiguousDate(line, message.language);
    const dates = datesIn(line, message.language, message.sent);
    date ??= dates[0] ?? null;
    service ??= SERVICE.exec(line)?.[1] ?? null;
    if (/(?<!\p{L})(?:duration|dauer|durée|duración|boarding|embarquement|check-in)(?!\p{L})/iu.test(line)) continue;
    for (const time of timesIn(line)) {
      times.push(time);
      timeDates.push([...dates].reverse().find((d) => d.end <= time.index) ?? null);
    }
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
      const left = stationName(a.replace(BRAND_RE, '').replace(NUMBERED_TRAIN, ''), message);
      const right = stationName(b, message);
      if (left && right) [from, to] = [left, right];
    }
  }
  if (!from || !to) return null;
  date ??= onlyDateOf(message);
  const departure = times[0];
  if (ambiguous || !date || !departure) return 'incomplete';
  const number = mention.value || (service ?? '');
  const zoneOf = (station: string) => (info.country ? zoneOfCity(station, info.country) : zoneOfLocation(station));
  const timeZone = zoneOf(from);
  const arrival = times[1] ?? null;
  return {
    kind: info.kind, number, from, to, timeZone, date, departure, arrival,
    arrivalDate: arrival ? (timeDates[1] ?? null) : null,
    // The arrival station's own zone when its name tells one (Eurostar's "Paris Nord"), else as the departure's.
    arrivalZone: zoneOfLocation(to) ?? zoneOf(to),
  };
}
