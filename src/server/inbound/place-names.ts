/**
 * Place names travel mail uses, for ./place-time-zone.ts: countries (ISO codes and names in the
 * languages confirmations are written in), regions of countries that span several zones, and
 * cities with the zone they keep. Keys are folded with `foldName` (no accents, lower case, no
 * punctuation), so "München", "Munchen" and "MÜNCHEN" are one key.
 *
 * The city list is the cities travel is about, not the world: in a one-zone country the country
 * already decides, and a city missing here is marked for review rather than guessed.
 */

/** "São Paulo" → "sao paulo", "St. Louis" → "saint louis", "Zürich HB" → "zurich hb". */
export function foldName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[.'’`´()]/g, ' ')
    .replace(/[-_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^st (?=\S)/, 'saint ')
    .replace(/^ste (?=\S)/, 'sainte ');
}

/**
 * Countries that keep one civil time everywhere a traveller goes (Spain's Canaries and
 * Portugal's Azores name their own region; their cities are listed below). ISO 3166 alpha-2.
 */
export const COUNTRY_ZONES: Record<string, string> = {
  GB: 'Europe/London', IE: 'Europe/Dublin', IS: 'Atlantic/Reykjavik', FR: 'Europe/Paris',
  DE: 'Europe/Berlin', ES: 'Europe/Madrid', PT: 'Europe/Lisbon', IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam', BE: 'Europe/Brussels', LU: 'Europe/Luxembourg', CH: 'Europe/Zurich',
  LI: 'Europe/Vaduz', AT: 'Europe/Vienna', DK: 'Europe/Copenhagen', SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo', FI: 'Europe/Helsinki', PL: 'Europe/Warsaw', CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava', HU: 'Europe/Budapest', SI: 'Europe/Ljubljana', HR: 'Europe/Zagreb',
  BA: 'Europe/Sarajevo', RS: 'Europe/Belgrade', ME: 'Europe/Podgorica', MK: 'Europe/Skopje',
  AL: 'Europe/Tirane', GR: 'Europe/Athens', RO: 'Europe/Bucharest', BG: 'Europe/Sofia',
  MD: 'Europe/Chisinau', UA: 'Europe/Kyiv', BY: 'Europe/Minsk', TR: 'Europe/Istanbul',
  MT: 'Europe/Malta', CY: 'Asia/Nicosia', EE: 'Europe/Tallinn', LV: 'Europe/Riga',
  LT: 'Europe/Vilnius', MC: 'Europe/Monaco', AD: 'Europe/Andorra', SM: 'Europe/San_Marino',
  VA: 'Europe/Vatican', GE: 'Asia/Tbilisi', AM: 'Asia/Yerevan', AZ: 'Asia/Baku',
  JP: 'Asia/Tokyo', KR: 'Asia/Seoul', CN: 'Asia/Shanghai', HK: 'Asia/Hong_Kong', MO: 'Asia/Macau',
  TW: 'Asia/Taipei', SG: 'Asia/Singapore', TH: 'Asia/Bangkok', VN: 'Asia/Ho_Chi_Minh',
  KH: 'Asia/Phnom_Penh', LA: 'Asia/Vientiane', MM: 'Asia/Yangon', MY: 'Asia/Kuala_Lumpur',
  PH: 'Asia/Manila', IN: 'Asia/Kolkata', LK: 'Asia/Colombo', NP: 'Asia/Kathmandu',
  BD: 'Asia/Dhaka', PK: 'Asia/Karachi', MV: 'Indian/Maldives', AE: 'Asia/Dubai', OM: 'Asia/Muscat',
  QA: 'Asia/Qatar', BH: 'Asia/Bahrain', KW: 'Asia/Kuwait', SA: 'Asia/Riyadh', IL: 'Asia/Jerusalem',
  JO: 'Asia/Amman', LB: 'Asia/Beirut', IR: 'Asia/Tehran', UZ: 'Asia/Tashkent',
  EG: 'Africa/Cairo', MA: 'Africa/Casablanca', TN: 'Africa/Tunis', DZ: 'Africa/Algiers',
  ZA: 'Africa/Johannesburg', KE: 'Africa/Nairobi', TZ: 'Africa/Dar_es_Salaam', ET: 'Africa/Addis_Ababa',
  NG: 'Africa/Lagos', GH: 'Africa/Accra', SN: 'Africa/Dakar', RW: 'Africa/Kigali', UG: 'Africa/Kampala',
  NA: 'Africa/Windhoek', BW: 'Africa/Gaborone', ZW: 'Africa/Harare', MU: 'Indian/Mauritius',
  SC: 'Indian/Mahe', NZ: 'Pacific/Auckland', FJ: 'Pacific/Fiji', AR: 'America/Argentina/Buenos_Aires',
  CO: 'America/Bogota', PE: 'America/Lima', UY: 'America/Montevideo', PY: 'America/Asuncion',
  BO: 'America/La_Paz', VE: 'America/Caracas', CR: 'America/Costa_Rica', PA: 'America/Panama',
  GT: 'America/Guatemala', BZ: 'America/Belize', SV: 'America/El_Salvador', HN: 'America/Tegucigalpa',
  NI: 'America/Managua', CU: 'America/Havana', DO: 'America/Santo_Domingo', PR: 'America/Puerto_Rico',
  JM: 'America/Jamaica', BS: 'America/Nassau', BB: 'America/Barbados', TT: 'America/Port_of_Spain',
  AW: 'America/Aruba', CW: 'America/Curacao', KY: 'America/Cayman', LC: 'America/St_Lucia',
};

/** ISO alpha-3 codes of the countries above that addresses and passports write. */
const ALPHA3: Record<string, string> = {
  GBR: 'GB', IRL: 'IE', ISL: 'IS', FRA: 'FR', DEU: 'DE', ESP: 'ES', PRT: 'PT', ITA: 'IT',
  NLD: 'NL', BEL: 'BE', LUX: 'LU', CHE: 'CH', AUT: 'AT', DNK: 'DK', SWE: 'SE', NOR: 'NO',
  FIN: 'FI', POL: 'PL', CZE: 'CZ', SVK: 'SK', HUN: 'HU', SVN: 'SI', HRV: 'HR', GRC: 'GR',
  ROU: 'RO', BGR: 'BG', TUR: 'TR', MLT: 'MT', CYP: 'CY', EST: 'EE', LVA: 'LV', LTU: 'LT',
  JPN: 'JP', KOR: 'KR', CHN: 'CN', HKG: 'HK', TWN: 'TW', SGP: 'SG', THA: 'TH', VNM: 'VN',
  MYS: 'MY', PHL: 'PH', IND: 'IN', ARE: 'AE', QAT: 'QA', ISR: 'IL', EGY: 'EG', MAR: 'MA',
  ZAF: 'ZA', KEN: 'KE', NZL: 'NZ', ARG: 'AR', COL: 'CO', PER: 'PE', USA: 'US', CAN: 'CA',
  MEX: 'MX', BRA: 'BR', AUS: 'AU', RUS: 'RU', IDN: 'ID', KAZ: 'KZ', CHL: 'CL', ECU: 'EC',
};

/** Country names in English, the local language and the languages of the corpus (de, fr, es, it, pt, nl). */
const COUNTRY_NAME_LIST: [string, string][] = [
  ['GB', 'united kingdom|uk|great britain|britain|england|scotland|wales|northern ireland|vereinigtes konigreich|grossbritannien|royaume uni|angleterre|reino unido|inglaterra|regno unito|verenigd koninkrijk'],
  ['IE', 'ireland|irland|irlande|irlanda|eire'],
  ['IS', 'iceland|island|islande|islandia|islanda'],
  ['FR', 'france|frankreich|francia|franca|frankrijk'],
  ['DE', 'germany|deutschland|allemagne|alemania|germania|alemanha|duitsland'],
  ['ES', 'spain|espana|spanien|espagne|spagna|espanha|spanje'],
  ['PT', 'portugal|portogallo'],
  ['IT', 'italy|italia|italien|italie|italie|italia'],
  ['NL', 'netherlands|the netherlands|holland|nederland|niederlande|pays bas|paises bajos|paesi bassi'],
  ['BE', 'belgium|belgique|belgien|belgie|belgica|belgio'],
  ['LU', 'luxembourg|luxemburg|luxemburgo|lussemburgo'],
  ['CH', 'switzerland|schweiz|suisse|svizzera|suiza|suica|zwitserland'],
  ['AT', 'austria|osterreich|autriche|oostenrijk'],
  ['DK', 'denmark|danmark|danemark|dinamarca|danimarca|danemark|dänemark'],
  ['SE', 'sweden|sverige|schweden|suede|suecia|svezia|zweden'],
  ['NO', 'norway|norge|norwegen|norvege|noruega|norvegia|noorwegen'],
  ['FI', 'finland|suomi|finnland|finlande|finlandia'],
  ['PL', 'poland|polska|polen|pologne|polonia'],
  ['CZ', 'czech republic|czechia|cesko|ceska republika|tschechien|republique tcheque|republica checa|repubblica ceca'],
  ['SK', 'slovakia|slovensko|slowakei|slovaquie|eslovaquia'],
  ['HU', 'hungary|magyarorszag|ungarn|hongrie|hungria|ungheria'],
  ['SI', 'slovenia|slovenija|slowenien|slovenie|eslovenia'],
  ['HR', 'croatia|hrvatska|kroatien|croatie|croacia|croazia'],
  ['GR', 'greece|hellas|ellada|griechenland|grece|grecia'],
  ['RO', 'romania|rumanien|roumanie|rumania'],
  ['BG', 'bulgaria|bulgarien|bulgarie'],
  ['TR', 'turkey|turkiye|turkei|turquie|turquia|turchia'],
  ['MT', 'malta|malte'],
  ['CY', 'cyprus|zypern|chypre|chipre|cipro'],
  ['EE', 'estonia|eesti|estland|estonie'],
  ['LV', 'latvia|latvija|lettland|lettonie|letonia'],
  ['LT', 'lithuania|lietuva|litauen|lituanie|lituania'],
  ['MC', 'monaco|monako|monaco ville'],
  ['UA', 'ukraine|ucrania|ucraina'],
  ['JP', 'japan|日本|japon|giappone|japao'],
  ['KR', 'south korea|korea|republic of korea|sudkorea|coree du sud|corea del sur|corea del sud'],
  ['CN', 'china|people s republic of china|中国|chine|cina'],
  ['HK', 'hong kong|香港'],
  ['TW', 'taiwan'],
  ['SG', 'singapore|singapur|singapour|singapura'],
  ['TH', 'thailand|thailande|tailandia'],
  ['VN', 'vietnam|viet nam'],
  ['MY', 'malaysia|malaisie|malasia'],
  ['PH', 'philippines|philippinen|filipinas|filippine'],
  ['IN', 'india|indien|inde'],
  ['AE', 'united arab emirates|uae|vereinigte arabische emirate|emirats arabes unis|emiratos arabes unidos'],
  ['QA', 'qatar|katar'],
  ['IL', 'israel'],
  ['JO', 'jordan|jordanien|jordanie|jordania'],
  ['EG', 'egypt|agypten|egypte|egipto|egitto'],
  ['MA', 'morocco|marokko|maroc|marruecos|marocco'],
  ['ZA', 'south africa|sudafrika|afrique du sud|sudafrica'],
  ['KE', 'kenya|kenia'],
  ['NZ', 'new zealand|neuseeland|nouvelle zelande|nueva zelanda|nuova zelanda'],
  ['AR', 'argentina|argentinien|argentine'],
  ['CO', 'colombia|kolumbien|colombie'],
  ['PE', 'peru|perou'],
  ['CR', 'costa rica'],
  ['US', 'united states|united states of america|usa|us|u s a|america|vereinigte staaten|etats unis|estados unidos|stati uniti|eeuu|verenigde staten'],
  ['CA', 'canada|kanada'],
  ['AU', 'australia|australien|australie'],
  ['MX', 'mexico|mexiko|mexique|messico|estados unidos mexicanos'],
  ['BR', 'brazil|brasil|brasilien|bresil|brasile'],
  ['RU', 'russia|russian federation|rossiya|russland|russie|rusia|россия'],
  ['ID', 'indonesia|indonesien|indonesie'],
  ['KZ', 'kazakhstan|kasachstan|kazajistan'],
  ['CL', 'chile|chili|cile'],
  ['EC', 'ecuador|equateur'],
];

const COUNTRY_NAMES: Record<string, string> = Object.fromEntries(
  COUNTRY_NAME_LIST.flatMap(([code, names]) => names.split('|').map((name) => [foldName(name), code])),
);

/** The ISO alpha-2 code of a country written as a code (alpha-2 or -3) or a name, or null. */
export function countryCodeOf(country: string): string | null {
  const value = country.trim();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase() === 'UK' ? 'GB' : value.toUpperCase();
  if (/^[A-Z]{3}$/.test(value) && ALPHA3[value]) return ALPHA3[value] ?? null;
  return COUNTRY_NAMES[foldName(value)] ?? (/^[A-Za-z]{3}$/.test(value) ? (ALPHA3[value.toUpperCase()] ?? null) : null);
}

/*
 * Countries spanning several zones: the region (US state, Canadian province, Australian state,
 * Mexican or Brazilian state…) decides. Regions split between zones take the zone of most of
 * their people.
 */
const states = (zone: string, codes: string) => codes.split(' ').map((c) => [c, zone] as const);
export const REGION_ZONES: Record<string, Record<string, string>> = {
  US: Object.fromEntries([
    ...states('America/New_York', 'CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV'),
    ...states('America/Chicago', 'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI'),
    ...states('America/Denver', 'CO ID MT NM UT WY'),
    ...states('America/Phoenix', 'AZ'),
    ...states('America/Los_Angeles', 'CA NV OR WA'),
    ...states('America/Anchorage', 'AK'),
    ...states('Pacific/Honolulu', 'HI'),
    ...states('America/Puerto_Rico', 'PR VI'),
    ...states('Pacific/Guam', 'GU'),
  ]),
  CA: {
    BC: 'America/Vancouver', AB: 'America/Edmonton', SK: 'America/Regina', MB: 'America/Winnipeg',
    ON: 'America/Toronto', QC: 'America/Toronto', NB: 'America/Moncton', NS: 'America/Halifax',
    PE: 'America/Halifax', NL: 'America/St_Johns', YT: 'America/Whitehorse', NT: 'America/Yellowknife',
    NU: 'America/Iqaluit',
  },
  AU: {
    NSW: 'Australia/Sydney', ACT: 'Australia/Sydney', VIC: 'Australia/Melbourne',
    QLD: 'Australia/Brisbane', SA: 'Australia/Adelaide', WA: 'Australia/Perth',
    TAS: 'Australia/Hobart', NT: 'Australia/Darwin',
  },
  MX: {
    BC: 'America/Tijuana', BCN: 'America/Tijuana', BCS: 'America/Mazatlan', SON: 'America/Hermosillo',
    SIN: 'America/Mazatlan', NAY: 'America/Mazatlan', CHH: 'America/Chihuahua', ROO: 'America/Cancun',
    QR: 'America/Cancun', QROO: 'America/Cancun',
  },
  BR: {
    ...Object.fromEntries(states('America/Sao_Paulo', 'SP RJ MG ES PR SC RS GO DF BA SE AL PE PB RN CE PI MA PA AP TO')),
    ...Object.fromEntries(states('America/Manaus', 'AM RR RO')),
    ...Object.fromEntries(states('America/Cuiaba', 'MT MS')),
    AC: 'America/Rio_Branco',
  },
  ES: { 'CANARY ISLANDS': 'Atlantic/Canary', 'ISLAS CANARIAS': 'Atlantic/Canary', CANARIAS: 'Atlantic/Canary', 'ILES CANARIES': 'Atlantic/Canary', 'KANARISCHE INSELN': 'Atlantic/Canary' },
  PT: { AZORES: 'Atlantic/Azores', ACORES: 'Atlantic/Azores', AZOREN: 'Atlantic/Azores', MADEIRA: 'Atlantic/Madeira' },
  EC: { GALAPAGOS: 'Pacific/Galapagos' },
  CL: { MAGALLANES: 'America/Punta_Arenas' },
};

/** Full names of regions addresses spell out (folded), to their code in REGION_ZONES. */
const REGION_NAME_LIST: [string, string][] = [
  ['US', 'AL alabama|AK alaska|AZ arizona|AR arkansas|CA california|CO colorado|CT connecticut|DE delaware|DC district of columbia|DC washington dc|FL florida|GA georgia|HI hawaii|ID idaho|IL illinois|IN indiana|IA iowa|KS kansas|KY kentucky|LA louisiana|ME maine|MD maryland|MA massachusetts|MI michigan|MN minnesota|MS mississippi|MO missouri|MT montana|NE nebraska|NV nevada|NH new hampshire|NJ new jersey|NM new mexico|NY new york|NC north carolina|ND north dakota|OH ohio|OK oklahoma|OR oregon|PA pennsylvania|RI rhode island|SC south carolina|SD south dakota|TN tennessee|TX texas|UT utah|VT vermont|VA virginia|WA washington|WV west virginia|WI wisconsin|WY wyoming|PR puerto rico'],
  ['CA', 'BC british columbia|BC colombie britannique|AB alberta|SK saskatchewan|MB manitoba|ON ontario|QC quebec|NB new brunswick|NB nouveau brunswick|NS nova scotia|NS nouvelle ecosse|PE prince edward island|NL newfoundland and labrador|NL newfoundland|YT yukon|NT northwest territories|NU nunavut'],
  ['AU', 'NSW new south wales|ACT australian capital territory|VIC victoria|QLD queensland|SA south australia|WA western australia|TAS tasmania|NT northern territory'],
  ['MX', 'BCN baja california|BCS baja california sur|SON sonora|SIN sinaloa|NAY nayarit|CHH chihuahua|ROO quintana roo'],
  ['BR', 'SP sao paulo|RJ rio de janeiro|MG minas gerais|BA bahia|PR parana|SC santa catarina|RS rio grande do sul|PE pernambuco|CE ceara|DF distrito federal|AM amazonas|MT mato grosso|MS mato grosso do sul|PA para|GO goias|AC acre|RR roraima|RO rondonia'],
  ['ES', 'CANARY ISLANDS canary islands|CANARY ISLANDS islas canarias|CANARY ISLANDS canarias|CANARY ISLANDS las palmas|CANARY ISLANDS santa cruz de tenerife'],
  ['PT', 'AZORES azores|AZORES acores|AZORES regiao autonoma dos acores|MADEIRA madeira'],
  ['EC', 'GALAPAGOS galapagos|GALAPAGOS islas galapagos'],
];

export const REGION_NAMES: Record<string, Record<string, string>> = Object.fromEntries(
  REGION_NAME_LIST.map(([country, list]) => [
    country,
    Object.fromEntries(
      list.split('|').map((entry) => {
        const code = entry.match(/^[A-Z ]+(?= [a-z])/)?.[0] ?? '';
        return [foldName(entry.slice(code.length)), code];
      }),
    ),
  ]),
);

/*
 * Cities by zone: "country zone: names" with every name a city's spellings travel mail uses
 * (English and local, with or without accents: keys are folded). Cities of one-zone countries are
 * here too, so that a city alone ("München Hbf", "Sevilla") still finds its country.
 */
const CITY_LIST = `
US America/New_York: new york|new york city|nyc|manhattan|brooklyn|queens|bronx|newark|jersey city|boston|cambridge ma|philadelphia|pittsburgh|baltimore|washington dc|washington d c|miami|miami beach|orlando|tampa|fort lauderdale|jacksonville|key west|atlanta|charlotte|raleigh|durham|savannah|charleston|detroit|cleveland|columbus|cincinnati|indianapolis|louisville|richmond|norfolk|hartford|providence|buffalo|rochester|albany|syracuse|burlington|portland me|myrtle beach|west palm beach|palm beach|naples fl|sarasota|st petersburg fl|saint petersburg fl|fort myers|daytona beach|hilton head|asheville|lexington|knoxville
US America/Chicago: chicago|houston|dallas|fort worth|austin|san antonio|el paso tx|new orleans|nashville|memphis|st louis|saint louis|kansas city|minneapolis|saint paul|milwaukee|madison|omaha|des moines|oklahoma city|tulsa|little rock|birmingham al|mobile al|baton rouge|wichita|sioux falls|fargo|green bay|branson|corpus christi|galveston|lubbock
US America/Denver: denver|boulder|colorado springs|aspen|vail|salt lake city|park city|albuquerque|santa fe|boise|billings|bozeman|jackson hole|cheyenne|moab|telluride
US America/Phoenix: phoenix|scottsdale|tucson|tempe|mesa|sedona|flagstaff|grand canyon
US America/Los_Angeles: los angeles|hollywood|santa monica|beverly hills|long beach|anaheim|pasadena|malibu|marina del rey|san francisco|oakland|san jose|palo alto|sacramento|san diego|palm springs|santa barbara|napa|sonoma|monterey|carmel|lake tahoe|fresno|seattle|tacoma|spokane|portland or|portland oregon|eugene|las vegas|reno|henderson nv
US America/Anchorage: anchorage|fairbanks|juneau
US Pacific/Honolulu: honolulu|waikiki|maui|kahului|lahaina|kona|kailua kona|hilo|lihue|kauai
CA America/Toronto: toronto|ottawa|montreal|quebec city|ville de quebec|niagara falls|hamilton on|kingston on|mississauga|gatineau
CA America/Vancouver: vancouver bc|victoria bc|whistler|kelowna
CA America/Edmonton: calgary|edmonton|banff|jasper|canmore|lake louise
CA America/Winnipeg: winnipeg
CA America/Regina: regina|saskatoon
CA America/Halifax: halifax|charlottetown
CA America/Moncton: moncton|fredericton|saint john nb
CA America/St_Johns: st john s|saint john s
CA America/Whitehorse: whitehorse
MX America/Mexico_City: mexico city|ciudad de mexico|cdmx|mexico df|guadalajara|monterrey|puebla|oaxaca|merida|queretaro|san miguel de allende|acapulco|puerto vallarta|guanajuato|veracruz|leon|morelia|zihuatanejo|ixtapa|huatulco
MX America/Cancun: cancun|playa del carmen|tulum|cozumel|isla mujeres|chetumal|bacalar
MX America/Tijuana: tijuana|mexicali|ensenada
MX America/Mazatlan: mazatlan|los cabos|cabo san lucas|san jose del cabo|la paz bcs|tepic
MX America/Hermosillo: hermosillo|puerto penasco|guaymas
MX America/Chihuahua: chihuahua
BR America/Sao_Paulo: sao paulo|rio de janeiro|rio|brasilia|belo horizonte|salvador|salvador da bahia|curitiba|porto alegre|florianopolis|recife|fortaleza|natal|maceio|joao pessoa|aracaju|sao luis|belem|vitoria|campinas|santos|foz do iguacu|buzios|paraty|ouro preto|goiania
BR America/Manaus: manaus|porto velho|boa vista
BR America/Cuiaba: cuiaba|campo grande|bonito
BR America/Noronha: fernando de noronha
BR America/Rio_Branco: rio branco
AU Australia/Sydney: sydney|canberra|newcastle nsw|byron bay|wollongong
AU Australia/Melbourne: melbourne|geelong
AU Australia/Brisbane: brisbane|gold coast|surfers paradise|cairns|townsville|sunshine coast|noosa|whitsundays|airlie beach
AU Australia/Adelaide: adelaide
AU Australia/Perth: perth|fremantle|broome
AU Australia/Hobart: hobart|launceston
AU Australia/Darwin: darwin|alice springs|uluru|ayers rock
RU Europe/Moscow: moscow|moskva|moskau|moscou|moscu|saint petersburg|st petersburg|sankt petersburg|saint petersbourg|san petersburgo|kazan|nizhny novgorod|sochi|rostov on don|murmansk|volgograd
RU Europe/Kaliningrad: kaliningrad
RU Europe/Samara: samara
RU Asia/Yekaterinburg: yekaterinburg|ekaterinburg|jekaterinburg|chelyabinsk|perm|tyumen
RU Asia/Omsk: omsk
RU Asia/Novosibirsk: novosibirsk
RU Asia/Krasnoyarsk: krasnoyarsk
RU Asia/Irkutsk: irkutsk|listvyanka
RU Asia/Yakutsk: yakutsk
RU Asia/Vladivostok: vladivostok|khabarovsk
RU Asia/Kamchatka: petropavlovsk kamchatsky
ID Asia/Jakarta: jakarta|bandung|yogyakarta|jogjakarta|surabaya|semarang|medan|palembang|padang
ID Asia/Makassar: bali|denpasar|ubud|kuta|seminyak|canggu|nusa dua|lombok|mataram|makassar|labuan bajo|balikpapan|manado
ID Asia/Jayapura: jayapura|sorong|raja ampat
KZ Asia/Almaty: almaty|astana|nur sultan|shymkent|karaganda
CL America/Santiago: santiago de chile|valparaiso|vina del mar|puerto montt|san pedro de atacama|calama|la serena
CL America/Punta_Arenas: punta arenas|puerto natales|torres del paine
CL Pacific/Easter: easter island|isla de pascua|rapa nui|hanga roa
EC America/Guayaquil: quito|guayaquil|cuenca ec
EC Pacific/Galapagos: galapagos|puerto ayora|san cristobal galapagos
ES Atlantic/Canary: las palmas|las palmas de gran canaria|gran canaria|tenerife|santa cruz de tenerife|lanzarote|arrecife|fuerteventura|la palma|la gomera
PT Atlantic/Azores: ponta delgada|azores|acores|sao miguel|terceira|horta
PT Atlantic/Madeira: funchal|madeira
GB Europe/London: london|londres|londra|londen|manchester|liverpool|edinburgh|edimbourg|edimburgo|glasgow|bristol|leeds|oxford|cambridge|bath|york|brighton|cardiff|belfast|newcastle upon tyne|aberdeen|inverness|southampton|nottingham|sheffield|gatwick|heathrow|stansted|luton
IE Europe/Dublin: dublin|dublino|cork|galway|limerick|killarney
IS Atlantic/Reykjavik: reykjavik|keflavik|akureyri
FR Europe/Paris: paris|parigi|marseille|marseilles|marsella|lyon|lione|nice|nizza|niza|toulouse|bordeaux|burdeos|nantes|strasbourg|strassburg|estrasburgo|lille|montpellier|rennes|avignon|cannes|antibes|aix en provence|annecy|chamonix|grenoble|dijon|reims|tours|biarritz|ajaccio|bastia|perpignan|la rochelle|saint malo|versailles|marne la vallee|chessy|lourdes|colmar|carcassonne|rouen|le havre|calais
DE Europe/Berlin: berlin|berlino|munich|munchen|muenchen|monaco di baviera|munique|hamburg|hambourg|hamburgo|amburgo|frankfurt|frankfurt am main|francfort|frankfurt main|francoforte|cologne|koln|koeln|colonia|dusseldorf|duesseldorf|stuttgart|leipzig|dresden|dresde|nuremberg|nurnberg|nuernberg|hannover|hanover|bremen|heidelberg|freiburg|freiburg im breisgau|bonn|dortmund|essen|karlsruhe|mannheim|augsburg|regensburg|wurzburg|wuerzburg|rostock|kiel|lubeck|luebeck|potsdam|aachen|munster|muenster|garmisch partenkirchen|baden baden|konstanz|erfurt|weimar|mainz|wiesbaden|berchtesgaden|fussen|fuessen
ES Europe/Madrid: madrid|barcelona|barcelone|sevilla|seville|seville|siviglia|valencia|valence|malaga|granada|grenade|bilbao|san sebastian|donostia|palma|palma de mallorca|mallorca|majorca|ibiza|eivissa|menorca|alicante|cordoba|cordoue|zaragoza|saragosse|salamanca|toledo|santiago de compostela|a coruna|la coruna|vigo|oviedo|santander|pamplona|cadiz|marbella|benidorm|girona|gerona|tarragona|valladolid|murcia|almeria|jerez|jerez de la frontera|segovia|burgos|leon es
PT Europe/Lisbon: lisbon|lisboa|lisbonne|lissabon|lisbona|porto|oporto|faro|coimbra|braga|sintra|cascais|lagos|albufeira|evora|aveiro|guimaraes
IT Europe/Rome: rome|roma|rom|milan|milano|mailand|venice|venezia|venedig|venise|venecia|florence|firenze|florenz|florencia|naples|napoli|neapel|naples|napoles|turin|torino|bologna|bologne|genoa|genova|genes|genua|verona|vérone|pisa|pise|palermo|catania|bari|siena|sienne|amalfi|sorrento|positano|capri|como|bergamo|trieste|padua|padova|lucca|cagliari|olbia|brindisi|lecce|taormina|cinque terre|la spezia|perugia|assisi|rimini|ravenna|parma|modena|trento|bolzano|bozen|livorno|civitavecchia|salerno
NL Europe/Amsterdam: amsterdam|rotterdam|the hague|den haag|s gravenhage|la haye|utrecht|eindhoven|maastricht|haarlem|leiden|delft|groningen|schiphol|zaandam
BE Europe/Brussels: brussels|bruxelles|brussel|brussel zuid|bruxelles midi|bruselas|bruxelas|bruessel|brussel|antwerp|antwerpen|anvers|bruges|brugge|ghent|gent|gand|liege|luik|leuven|louvain|namur|ostend|oostende
LU Europe/Luxembourg: luxembourg city|luxembourg ville|luxemburg stadt
CH Europe/Zurich: zurich|zuerich|zurigo|geneva|geneve|genf|ginevra|ginebra|basel|bale|basilea|bern|berne|berna|lausanne|losanna|lucerne|luzern|lucerna|lugano|interlaken|zermatt|st moritz|saint moritz|davos|grindelwald|montreux|locarno|winterthur|st gallen|saint gallen|verbier|andermatt|lauterbrunnen|wengen|chur
AT Europe/Vienna: vienna|wien|vienne|viena|salzburg|salzbourg|salisburgo|innsbruck|graz|linz|hallstatt|kitzbuhel|kitzbuehel|st anton|saint anton|klagenfurt|bregenz
DK Europe/Copenhagen: copenhagen|kobenhavn|kopenhagen|copenhague|copenaghen|aarhus|odense|billund|aalborg
SE Europe/Stockholm: stockholm|estocolmo|stoccolma|gothenburg|goteborg|malmo|uppsala|kiruna
NO Europe/Oslo: oslo|bergen|trondheim|stavanger|tromso|alesund|bodo|flam
FI Europe/Helsinki: helsinki|helsingfors|rovaniemi|turku|tampere|levi
PL Europe/Warsaw: warsaw|warszawa|warschau|varsovie|varsovia|krakow|cracow|krakau|cracovie|cracovia|gdansk|danzig|wroclaw|breslau|poznan|posen|lodz|zakopane|katowice
CZ Europe/Prague: prague|praha|prag|praga|brno|cesky krumlov|karlovy vary|karlsbad
SK Europe/Bratislava: bratislava|pressburg
HU Europe/Budapest: budapest|budapeste|debrecen
SI Europe/Ljubljana: ljubljana|lubiana|bled
HR Europe/Zagreb: zagreb|zagabria|dubrovnik|split|zadar|pula|rovinj|hvar
GR Europe/Athens: athens|athina|athen|athenes|atenas|atene|thessaloniki|salonica|santorini|thira|fira|mykonos|crete|heraklion|iraklio|chania|rhodes|rodos|corfu|kerkyra|piraeus|pireas|kos|zakynthos|naxos|paros
RO Europe/Bucharest: bucharest|bucuresti|bukarest|bucarest|cluj napoca|brasov|sibiu|timisoara
BG Europe/Sofia: sofia|sofija|varna|burgas|plovdiv
TR Europe/Istanbul: istanbul|stamboul|estambul|ankara|antalya|izmir|bodrum|dalaman|cappadocia|kapadokya|goreme|fethiye|marmaris|kusadasi
MT Europe/Malta: valletta|sliema|st julian s|saint julian s
CY Asia/Nicosia: nicosia|larnaca|limassol|paphos|ayia napa
EE Europe/Tallinn: tallinn|tartu
LV Europe/Riga: riga
LT Europe/Vilnius: vilnius|kaunas
MC Europe/Monaco: monte carlo
JP Asia/Tokyo: tokyo|東京|osaka|大阪|kyoto|京都|sapporo|札幌|nagoya|名古屋|hiroshima|fukuoka|yokohama|kobe|nara|nikko|hakone|kanazawa|okinawa|naha|sendai|takayama|narita|haneda
KR Asia/Seoul: seoul|busan|pusan|incheon|jeju
CN Asia/Shanghai: beijing|peking|pekin|shanghai|guangzhou|canton|shenzhen|chengdu|xi an|xian|hangzhou|guilin|suzhou|chongqing|nanjing|kunming|xiamen
HK Asia/Hong_Kong: kowloon
MO Asia/Macau: macau|macao
TW Asia/Taipei: taipei|kaohsiung|taichung|tainan
SG Asia/Singapore: singapore|singapur|changi
TH Asia/Bangkok: bangkok|phuket|chiang mai|krabi|koh samui|ko samui|pattaya|hua hin|ayutthaya|chiang rai
VN Asia/Ho_Chi_Minh: hanoi|ha noi|ho chi minh city|saigon|da nang|hoi an|hue|nha trang|ha long|halong|phu quoc
KH Asia/Phnom_Penh: phnom penh|siem reap
MY Asia/Kuala_Lumpur: kuala lumpur|penang|george town|langkawi|kota kinabalu|malacca|melaka
PH Asia/Manila: manila|makati|cebu|boracay|el nido|palawan|puerto princesa
IN Asia/Kolkata: delhi|new delhi|mumbai|bombay|bangalore|bengaluru|chennai|madras|kolkata|calcutta|hyderabad|jaipur|agra|goa|udaipur|varanasi|kochi|cochin|pune|ahmedabad|jodhpur
LK Asia/Colombo: colombo|kandy|galle
NP Asia/Kathmandu: kathmandu|pokhara
AE Asia/Dubai: dubai|abu dhabi|sharjah|ras al khaimah
QA Asia/Qatar: doha
IL Asia/Jerusalem: tel aviv|jerusalem|eilat|haifa
JO Asia/Amman: amman|petra|aqaba
EG Africa/Cairo: cairo|le caire|kairo|el cairo|luxor|aswan|hurghada|sharm el sheikh|alexandria
MA Africa/Casablanca: marrakech|marrakesh|casablanca|fes|fez|tangier|tanger|rabat|agadir|essaouira
ZA Africa/Johannesburg: cape town|kapstadt|le cap|ciudad del cabo|johannesburg|durban|pretoria|stellenbosch
KE Africa/Nairobi: nairobi|mombasa
TZ Africa/Dar_es_Salaam: dar es salaam|zanzibar|arusha|kilimanjaro
NZ Pacific/Auckland: auckland|wellington|christchurch|queenstown|rotorua|dunedin
AR America/Argentina/Buenos_Aires: buenos aires|cordoba ar|mendoza|bariloche|san carlos de bariloche|ushuaia|salta|el calafate|puerto iguazu|iguazu
CO America/Bogota: bogota|medellin|cartagena|cartagena de indias|cali|santa marta
PE America/Lima: lima|cusco|cuzco|arequipa|machu picchu|aguas calientes
UY America/Montevideo: montevideo|punta del este
CR America/Costa_Rica: san jose cr|liberia cr
PA America/Panama: panama city|ciudad de panama
CU America/Havana: havana|la habana|varadero
DO America/Santo_Domingo: santo domingo|punta cana
PR America/Puerto_Rico: san juan pr|san juan puerto rico
`;

export type CityEntry = { country: string; zone: string };

/** Folded city name → every (country, zone) it names. */
export const CITIES: Map<string, CityEntry[]> = (() => {
  const map = new Map<string, CityEntry[]>();
  for (const line of CITY_LIST.trim().split('\n')) {
    const match = /^([A-Z]{2}) (\S+): (.+)$/.exec(line.trim());
    if (!match) continue;
    const [, country = '', zone = '', names = ''] = match;
    for (const name of names.split('|')) {
      const key = foldName(name);
      if (!key) continue;
      const list = map.get(key) ?? [];
      if (!list.some((e) => e.zone === zone && e.country === country)) list.push({ country, zone });
      map.set(key, list);
    }
  }
  return map;
})();

/** Every country this module can place (one zone, or cities and regions listed). */
export const KNOWN_COUNTRIES: ReadonlySet<string> = new Set([
  ...Object.keys(COUNTRY_ZONES),
  ...Object.keys(REGION_ZONES),
  ...[...CITIES.values()].flat().map((e) => e.country),
]);
