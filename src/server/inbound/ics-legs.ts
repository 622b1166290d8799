/**
 * Journeys an invite lists leg by leg in its DESCRIPTION (or SUMMARY), one line each:
 *   "LH 123 FRA 07:05 → LIS 09:10"
 *   "2027-06-12 ICE 597 München Hbf 08:02 – Berlin Hbf 12:05"
 *   "12.06.2027 FlixBus 1234 Berlin ZOB 23:00 - Praha 06:10 +1"
 *   "Leg 2: ICE 513 Stuttgart Hbf 11:51 → München Hbf 14:06" (a numbered label is skipped)
 *   "ICE 101: ab Köln Hbf 08:18, an Frankfurt(Main)Hbf 09:22" (departure and arrival named by
 *   word instead of an arrow: ab/an, dep/arr, départ/arrivée, salida/llegada, partenza/arrivo)
 * A line is a leg only when it has a service (airline + number, or a train/bus category +
 * number), a departure place and time, an arrow, an arrival place and time. Anything looser is
 * not read: a wrong leg is worse than none.
 */
import { airportByCode } from './airports/index';

export type Leg = {
  kind: 'flight' | 'train' | 'bus';
  /** "LH 123", "ICE 597". */
  service: string;
  from: string;
  to: string;
  /** "07:05". */
  departs: string;
  arrives: string;
  /** The arrival is on the day after the departure ("+1", or an earlier clock time). */
  arrivesNextDay: boolean;
  /** The date written on the line (YYYY-MM-DD), if any. */
  date: string | null;
};

const DATE = String.raw`(\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4})`;
const TIME = String.raw`(\d{1,2}[:.h]\d{2})`;
const ARROW = String.raw`\s*(?:→|->|⟶|–|—|\s-|\bto\b|\bnach\b|>)\s*`;
const NEXT_DAY = String.raw`(\s*\(?\+\s?1\)?)?`;
const FLIGHT = new RegExp(
  String.raw`^[\W_]*(?:${DATE}[,:\s]+)?(?:[Ff]light\s+|[Ff]lug\s+|[Vv]ol\s+|[Vv]uelo\s+)?((?:[A-Z][A-Z0-9]|[0-9][A-Z])\s?\d{1,4})\s+([A-Z]{3})\s+${TIME}${ARROW}([A-Z]{3})\s+${TIME}${NEXT_DAY}\s*$`,
  'u',
);
const SERVICES = String.raw`ICE|IC|EC|ECE|TGV(?:\s+INOUI|\s+Lyria)?|INOUI|OUIGO|AVE|AVLO|ALVIA|Iryo|Eurostar|Thalys|Frecciarossa|Frecciargento|Italo|RJX?|Railjet|Nightjet|NJ|EN|IR|RE|TER|Intercity|Amtrak|Acela|Zug|Train|Tren|Treno|Bus|FlixBus|Flixtrain|Greyhound|Megabus|ALSA`;
const GROUND = new RegExp(
  String.raw`^[\W_]*(?:${DATE}[,:\s]+)?(${SERVICES})\s?(\d{1,5})\s+(.+?)\s+${TIME}${ARROW}(.+?)\s+${TIME}${NEXT_DAY}\s*$`,
  'u',
);

function clock(value: string): string | null {
  const match = /^(\d{1,2})[:.h](\d{2})$/.exec(value);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return `${match[1]?.padStart(2, '0')}:${match[2]}`;
}

function isoDate(value: string | undefined): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dotted ? [dotted[3], dotted[2], dotted[1]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(m) - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** "Leg 1:", "Etappe 2 –", "Trajet 1 :", "Tramo 2." before a leg. */
const LEG_LABEL = /^[\W_]*(?:leg|segment|etappe|abschnitt|teilstrecke|trajet|tronçon|tramo|trayecto|tratta|parte)\s*\d{1,2}\s*[:.)–—-]\s*/iu;
const DEPART_WORD = String.raw`(?:ab|dep|dep\.|departs?|departure|départ|dép\.|salida|sale|partenza|parte)`;
const ARRIVE_WORD = String.raw`(?:an|arr|arr\.|arrives?|arrival|arrivée|llegada|llega|arrivo|arriva)`;
/** One end of a labelled leg: a place and its time, either way round. */
const CLOCK = String.raw`\d{1,2}[:.h]\d{2}`;
const END = String.raw`(.+?\s${CLOCK}|${CLOCK}\s.+?)`;
const LABELLED = new RegExp(
  String.raw`^(.*?\S)\s*[:,]?\s+${DEPART_WORD}\s*:?\s+${END}\s*[,;]?\s+${ARRIVE_WORD}\s*:?\s+${END}\s*$`,
  'iu',
);

/** "08:18 Köln Hbf" → "Köln Hbf 08:18". */
function placeThenTime(end: string): string {
  const leading = new RegExp(String.raw`^${TIME}\s+(.+)$`, 'u').exec(end);
  return leading ? `${leading[2]} ${leading[1]}` : end;
}

/**
 * A leg written with departure and arrival words, in the arrow form the patterns read:
 * "ICE 101: ab Köln Hbf 08:18, an Frankfurt Hbf 09:22" → "ICE 101 Köln Hbf 08:18 → Frankfurt Hbf 09:22".
 */
function arrowForm(text: string): string {
  const match = LABELLED.exec(text);
  if (!match) return text;
  const [, head = '', from = '', to = ''] = match;
  return `${head} ${placeThenTime(from.trim())} → ${placeThenTime(to.trim())}`;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The leg a single line describes, or null. */
export function legOfLine(line: string): Leg | null {
  const spaced = line.replace(/\s+/g, ' ').trim();
  if (spaced.length > 200) return null;
  const text = arrowForm(spaced.replace(LEG_LABEL, ''));
  const flight = FLIGHT.exec(text);
  if (flight) {
    const [, date, service = '', from = '', dep = '', to = '', arr = '', plus] = flight;
    const departs = clock(dep);
    const arrives = clock(arr);
    // Both ends must be airports: "IC 123 ULM 08:00 → AUE 09:10" is a train between towns.
    const airports = airportByCode(from) !== null && airportByCode(to) !== null;
    if (departs && arrives && from !== to && airports) {
      const number = service.replace(/\s/g, '').toUpperCase();
      return {
        kind: 'flight', service: `${number.slice(0, 2)} ${number.slice(2)}`, from, to,
        departs, arrives, arrivesNextDay: Boolean(plus) || toMinutes(arrives) < toMinutes(departs), date: isoDate(date),
      };
    }
  }
  const ground = GROUND.exec(text);
  if (ground) {
    const [, date, category = '', number = '', from = '', dep = '', to = '', arr = '', plus] = ground;
    const departs = clock(dep);
    const arrives = clock(arr);
    if (!departs || !arrives || from.trim() === to.trim()) return null;
    return {
      kind: /bus|greyhound|megabus|alsa/i.test(category) ? 'bus' : 'train',
      service: `${category} ${number}`, from: from.trim(), to: to.trim(),
      departs, arrives, arrivesNextDay: Boolean(plus) || toMinutes(arrives) < toMinutes(departs), date: isoDate(date),
    };
  }
  return null;
}

/** Every leg of a text, in order (at most 20). */
export function legsOf(text: string | null): Leg[] {
  if (!text) return [];
  return text.split('\n').map(legOfLine).filter((leg): leg is Leg => leg !== null).slice(0, 20);
}

/**
 * The date each leg departs and arrives: its own, or the running date of the journey (starting
 * on `firstDate`), a day later when a leg leaves earlier in the day than the previous arrived.
 */
export function datedLegs(legs: Leg[], firstDate: string): { leg: Leg; departDate: string; arriveDate: string }[] {
  let current = firstDate;
  let lastArrival: number | null = null;
  const addDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return legs.map((leg) => {
    if (leg.date) current = leg.date;
    else if (lastArrival !== null && toMinutes(leg.departs) < lastArrival) current = addDay(current);
    const departDate = current;
    const arriveDate = leg.arrivesNextDay ? addDay(current) : current;
    current = arriveDate;
    lastArrival = toMinutes(leg.arrives);
    return { leg, departDate, arriveDate };
  });
}
