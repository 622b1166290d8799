/**
 * The kind of booking an invite is about (an ExtractedEvent's eventType), from what the invite
 * says of itself, most explicit first: X- properties naming a type, CATEGORIES, then the SUMMARY,
 * then the LOCATION. Words in English, German, French, Spanish, Italian and Portuguese; anything
 * else is an 'event'.
 */
import { legOfLine } from './ics-legs';
import { type Component, unescapeText } from './ics-parse';

type Kind = 'flight' | 'train' | 'bus' | 'boat' | 'car' | 'taxi' | 'restaurant' | 'lodging';

/** In this order: a "Dinner at Hotel Adlon" is a restaurant, a "Bus to the airport" a bus. */
const SUMMARY_RULES: [Kind, RegExp][] = [
  ['flight', /\b(?:flights?|flug|vol|vuelo|volo|voo|vlucht|boarding)\b/iu],
  ['flight', /\b(?:[A-Z][A-Z0-9]|[A-Z0-9][A-Z])\s?\d{1,4}\b.*\b[A-Z]{3}\b(?:\s+\d{1,2}[:.h]\d{2})?\s*(?:→|->|–|—|-|to)\s*\b[A-Z]{3}\b/u],
  ['train', /\b(?:train|zug|bahn|bahnfahrt|tren|treno|trem|trein|rail|railway|eurostar|thalys|frecciarossa|italo|railjet|nightjet|amtrak|acela|sncf|renfe|trenitalia|iryo)\b/iu],
  // Train categories are capitals: "ICE 597", "TGV 6201", "AVE 03063".
  ['train', /\b(?:ICE|IC|EC|ECE|TGV|INOUI|OUIGO|AVE|AVLO|ALVIA|RJX?|IR|RE|EN|NJ|FR|ÖBB|SBB|DB)\s?\d{1,5}\b/u],
  ['bus', /\b(?:bus|coach|fernbus|autocar|autobús|autobus|autocarro|ônibus|flixbus|greyhound|megabus|alsa)\b/iu],
  ['boat', /\b(?:ferry|ferries|fähre|fahre|traversier|traghetto|transbordador|balsa|cruise|kreuzfahrt|croisière|crucero|crociera|catamaran|boat|schiff|bateau|barco)\b/iu],
  ['car', /\b(?:car rental|rental car|hire car|car hire|mietwagen|autovermietung|location de voiture|alquiler de (?:coche|auto)|noleggio auto|aluguel de carro|hertz|avis|sixt|europcar|enterprise rent|budget rent|alamo|car pick-?up)\b/iu],
  ['taxi', /\b(?:taxi|cab|transfer|shuttle|uber|lyft|chauffeur|private driver)\b/iu],
  ['restaurant', /\b(?:restaurant|dinner|lunch|brunch|diner|dîner|déjeuner|abendessen|mittagessen|cena|comida|almuerzo|pranzo|jantar|almoço|table for|tisch für|mesa para|opentable|thefork|resy|bistro|brasserie|trattoria)\b/iu],
  ['lodging', /\b(?:hotel|hôtel|hostel|motel|resort|inn|lodge|apartment|apartamento|appartement|ferienwohnung|airbnb|b&b|bed and breakfast|guesthouse|pension|check-?in|check-?out|stay|aufenthalt|séjour|estancia|soggiorno|hospedagem|unterkunft|hébergement|alojamiento|übernachtung)\b/iu],
  // A party size is how a table is booked; last, so a "Hotel …, 2 guests" stays a stay.
  ['restaurant', /\b(?:party of|table for|tisch für|table pour|mesa para|tavolo per)\s+\d{1,2}\b|\b\d{1,2}\s+(?:covers|couverts|gedecke|comensales|coperti)\b/iu],
];

/** Words an X- property or a category uses for a type. */
const CATEGORY_WORDS: [Kind, RegExp][] = [
  ['flight', /^(?:flight|flights|air|airline|flug|vol|vuelo|flightreservation)$/i],
  ['train', /^(?:train|rail|zug|bahn|tren|trainreservation)$/i],
  ['bus', /^(?:bus|coach|busreservation)$/i],
  ['boat', /^(?:boat|ferry|cruise|boatreservation)$/i],
  ['car', /^(?:car|car rental|rental car|rentalcar|rentalcarreservation)$/i],
  ['taxi', /^(?:taxi|transfer|shuttle|taxireservation)$/i],
  ['restaurant', /^(?:restaurant|dining|food|foodestablishmentreservation)$/i],
  ['lodging', /^(?:hotel|lodging|accommodation|stay|lodgingreservation)$/i],
];

/** A place is weaker evidence (a tour may meet at a station): only unmistakable names count. */
const LOCATION_RULES: [Kind, RegExp][] = [
  ['flight', /\b(?:airport|flughafen|aéroport|aeroport|aeropuerto|aeroporto|luchthaven)\b.*\(?\b[A-Z]{3}\b\)?|\([A-Z]{3}\)/u],
  ['train', /\b(?:hbf|hauptbahnhof)\b/iu],
  ['lodging', /\b(?:hotel|hôtel|hostel|resort|motel)\b/iu],
];

function fromWords(values: string[]): Kind | null {
  for (const value of values) {
    for (const [kind, re] of CATEGORY_WORDS) if (re.test(value.trim())) return kind;
  }
  return null;
}

/** Summary text alone: the legs of a journey use it too. */
function kindOfText(text: string): Kind | null {
  const leg = legOfLine(text);
  if (leg) return leg.kind;
  for (const [kind, re] of SUMMARY_RULES) if (re.test(text)) return kind;
  return null;
}

export function kindOfEvent(event: Component): string {
  const typed = event.properties
    .filter((p) => p.name.startsWith('X-') && /TYPE|CATEGORY|KIND|RESERVATION/.test(p.name))
    .map((p) => unescapeText(p.value).replace(/^https?:\/\/schema\.org\//i, ''));
  const categories = event.properties
    .filter((p) => p.name === 'CATEGORIES')
    .flatMap((p) => unescapeText(p.value.replace(/\\,/g, '\u0000')).split(',').map((c) => c.replace(/\u0000/g, ',')));
  const text = (name: string) => unescapeText(event.properties.find((p) => p.name === name)?.value ?? '');
  const summary = text('SUMMARY').replace(/^[^:]{0,20}:\s*/, (prefix) => (/cancel|abgesagt|annul|storn/i.test(prefix) ? '' : prefix));
  return (
    fromWords(typed) ??
    fromWords(categories) ??
    kindOfText(summary) ??
    LOCATION_RULES.find(([, re]) => re.test(text('LOCATION')))?.[0] ??
    'event'
  );
}
