/**
 * The six example itineraries linked from the landing page,
 * readable by anyone with the code EXAMPLE and never editable. Data only: `./seed.ts` writes it.
 *
 * Times are local to each itinerary's `timeZone`. `day` counts from the trip's first day, and the
 * first day falls `startsInDays` days after the date the seed runs, so the countdown always has
 * something to count down to.
 */
import type { BackgroundKey } from '../../lib/backgrounds';
import type { BodyFontKey, TitleFontKey } from '../../lib/fonts';
import { EXAMPLE_IMAGES_PATH } from '../../lib/limits';
import type { CustomColors, CustomLink } from '../../../db/schema';

type ExampleTheme = {
  customColors: CustomColors;
  // The keys the admin panel offers: an example can only use what an organiser could pick.
  selectedFont: BodyFontKey;
  titleFont: TitleFontKey;
  selectedBackground: BackgroundKey;
  customBackgroundColor: string;
  showMapTab: boolean;
  showCountdown: boolean;
  showCreatorName: boolean;
  customLinks: CustomLink[];
  /** Site paths of pictures drawn for the examples (see exampleImage). */
  headerImages: string[];
};

/**
 * An example's header image: a static file of the build, public/examples/{name}.webp, drawn by
 * src/server/seed/images/generate.mjs (the README there says how). Not an upload: examples are never
 * edited, and a site path works the same with local and S3 storage.
 */
const exampleImage = (name: string) => `${EXAMPLE_IMAGES_PATH}${name}.webp`;

type ExampleEvent = {
  title: string;
  description: string;
  /** 0 = the trip's first day. */
  day: number;
  /** 'HH:mm', 24-hour, local to the itinerary's time zone. */
  time: string;
  location: string;
  latitude: number;
  longitude: number;
  /** 'Everyone', 'Everyone except A, B', or names from `people`, comma-separated. */
  attendees: string;
  vibe: string;
  eventType: string;
  /** Booking references and the like: only admins ever see these. */
  privateNotes?: string;
};

type ExampleFaq = { question: string; answer: string };

export type ExampleItinerary = {
  projectId: string;
  /** The label on the landing page's examples strip. */
  label: string;
  name: string;
  customTitle?: string;
  ownerName: string;
  groupSize: number;
  /** IANA time zone the itinerary is shown in. */
  timeZone: string;
  /** Day 0 of the trip is this many days after the seed date. */
  startsInDays: number;
  /** The cast every attendee list draws from. */
  people: string[];
  theme: ExampleTheme;
  events: ExampleEvent[];
  faqs: ExampleFaq[];
};

// Venues reused by several events of one itinerary.
const CHS_AIRPORT = {
  location:
    'Charleston International Airport (CHS), 5500 International Blvd, North Charleston, SC 29418',
  latitude: 32.8986,
  longitude: -80.0405,
};
const FRANCIS_MARION = { latitude: 32.7858, longitude: -79.9367 };
const MIDDLETON_PLACE = {
  location: 'Middleton Place, 4300 Ashley River Rd, Charleston, SC 29414',
  latitude: 32.8997,
  longitude: -80.1367,
};
const CDG_AIRPORT = {
  location: 'Paris Charles de Gaulle Airport, Terminal 2E, 95700 Roissy-en-France',
  latitude: 49.0097,
  longitude: 2.5479,
};
const LAS_AIRPORT = {
  location: 'Harry Reid International Airport (LAS), 5757 Wayne Newton Blvd, Las Vegas, NV 89119',
  latitude: 36.084,
  longitude: -115.1537,
};
const COSMOPOLITAN = { latitude: 36.11, longitude: -115.1753 };
const CAESARS_PALACE = { latitude: 36.1178, longitude: -115.175 };
const MOHONK = { latitude: 41.7686, longitude: -74.1556 };
const MOHONK_ADDRESS = '1000 Mountain Rest Rd, New Paltz, NY 12561';
const THE_STANDARD = {
  location: 'The Standard, High Line, 848 Washington St, New York, NY 10014',
  latitude: 40.7408,
  longitude: -74.0081,
};
const MIA_AIRPORT = {
  location: 'Miami International Airport (MIA), 2100 NW 42nd Ave, Miami, FL 33142',
  latitude: 25.7933,
  longitude: -80.2906,
};

export const EXAMPLE_ITINERARIES: ExampleItinerary[] = [
  {
    projectId: 'example-wedding',
    label: 'Wedding',
    name: "Emma & James's Wedding",
    customTitle: 'Emma & James: A Charleston Wedding Weekend',
    ownerName: 'Emma & James',
    groupSize: 110,
    timeZone: 'America/New_York',
    startsInDays: 45,
    people: ['Emma', 'James', 'Olivia', 'Ben', 'Grace', 'Marcus', 'Linda'],
    theme: {
      customColors: { primary: '#7d8f69', secondary: '#d8a7a0', accent: '#c9a96e' },
      selectedFont: 'classy',
      titleFont: 'playfair',
      selectedBackground: 'watercolor-paper',
      customBackgroundColor: '#faf7f2',
      showMapTab: true,
      showCountdown: true,
      showCreatorName: true,
      customLinks: [
        { name: 'Francis Marion Hotel', url: 'https://www.francismarionhotel.com' },
        { name: 'Middleton Place', url: 'https://www.middletonplace.org' },
      ],
      headerImages: [exampleImage('wedding')],
    },
    events: [
      {
        title: 'Arrivals at Charleston International',
        description:
          'Most of the wedding party lands between noon and 3 pm. Taxis and rideshares wait outside baggage claim, and downtown is about 20 minutes away.',
        day: 0,
        time: '13:00',
        ...CHS_AIRPORT,
        attendees: 'Everyone',
        vibe: "Comfortable travel clothes; it's warm and humid, so wear layers",
        eventType: 'flight',
      },
      {
        title: 'Check in at the Francis Marion Hotel',
        description:
          'Our room block is under the Carter–Hayes wedding. Welcome bags with a map, snacks and the weekend schedule are waiting at the front desk.',
        day: 0,
        time: '15:30',
        location: 'Francis Marion Hotel, 387 King St, Charleston, SC 29403',
        ...FRANCIS_MARION,
        attendees: 'Everyone',
        vibe: 'Casual',
        eventType: 'hotel',
      },
      {
        title: 'Rehearsal dinner at 82 Queen',
        description:
          'Run-through at the hotel at 5, then dinner in the courtyard for the wedding party and family. Toasts tonight, so tomorrow can be all dancing.',
        day: 0,
        time: '18:00',
        location: '82 Queen, 82 Queen St, Charleston, SC 29401',
        latitude: 32.7795,
        longitude: -79.9307,
        attendees: 'Emma, James, Olivia, Ben, Grace, Marcus, Linda',
        vibe: 'Cocktail attire, pastels welcome',
        eventType: 'dinner',
      },
      {
        title: 'Welcome drinks on the Vendue rooftop',
        description:
          'Everyone else joins us for cocktails and passed bites overlooking the harbor. Come say hello; no speeches, we promise.',
        day: 0,
        time: '20:30',
        location: 'The Rooftop at The Vendue, 19 Vendue Range, Charleston, SC 29401',
        latitude: 32.7783,
        longitude: -79.9268,
        attendees: 'Everyone',
        vibe: 'Smart casual: sundresses and linen, flats for the rooftop',
        eventType: 'party',
      },
      {
        title: 'Bridal party hair and makeup',
        description:
          'Stylists arrive at 9:30 with coffee, pastries and mimosas. The photographer drops in at noon for getting-ready shots.',
        day: 1,
        time: '09:30',
        location: 'Bridal Suite, Francis Marion Hotel, 387 King St, Charleston, SC 29403',
        ...FRANCIS_MARION,
        attendees: 'Emma, Olivia, Grace, Linda',
        vibe: 'Button-front shirts so nothing spoils the hair',
        eventType: 'activity',
      },
      {
        title: "Groomsmen's Fort Sumter trip",
        description:
          'The ferry leaves Liberty Square (340 Concord St) for the fort where the Civil War began, then it is lunch on the way back. Everyone back at the hotel by 2 pm to suit up.',
        day: 1,
        time: '10:00',
        location:
          'Fort Sumter National Monument, Charleston Harbor, SC (ferry from 340 Concord St)',
        latitude: 32.7523,
        longitude: -79.8747,
        attendees: 'James, Ben, Marcus',
        vibe: 'Shorts, sneakers and sunglasses',
        eventType: 'activity',
      },
      {
        title: 'Guest shuttle to Middleton Place',
        description:
          "Two coaches leave the hotel's King Street entrance at 3:30 sharp and take about 30 minutes. Please don't drive: parking at the ceremony site is limited.",
        day: 1,
        time: '15:30',
        location: 'Francis Marion Hotel, King St entrance, 387 King St, Charleston, SC 29403',
        ...FRANCIS_MARION,
        attendees: 'Everyone except Emma, James',
        vibe: 'Wedding attire',
        eventType: 'transport',
      },
      {
        title: 'Ceremony at Middleton Place',
        description:
          'An outdoor ceremony on the lawn above the Butterfly Lakes. Seating is first come, first served, and ushers will hand out fans and water.',
        day: 1,
        time: '16:30',
        ...MIDDLETON_PLACE,
        attendees: 'Everyone',
        vibe: 'Garden formal: suits, cocktail or long dresses, block heels for the lawn',
        eventType: 'ceremony',
      },
      {
        title: 'Cocktail hour and reception',
        description:
          'Cocktails by the lakes, then dinner, toasts and dancing in the tent. The sparkler send-off is at 10:15.',
        day: 1,
        time: '17:15',
        ...MIDDLETON_PLACE,
        attendees: 'Everyone',
        vibe: 'Garden formal; bring dancing shoes and a wrap for the evening',
        eventType: 'party',
      },
      {
        title: 'Late shuttle back downtown',
        description:
          'Coaches leave from the main gate right after the send-off and stop at the Francis Marion. A second run leaves at 11 for the last dancers.',
        day: 1,
        time: '22:30',
        ...MIDDLETON_PLACE,
        attendees: 'Everyone except Emma, James',
        vibe: 'Whatever survived the dance floor',
        eventType: 'transport',
      },
      {
        title: 'Farewell brunch at Husk',
        description:
          "Biscuits, shrimp and grits and one last toast. Drop in whenever you're up; we have the upstairs room until 1 pm.",
        day: 2,
        time: '11:00',
        location: 'Husk, 76 Queen St, Charleston, SC 29401',
        latitude: 32.7796,
        longitude: -79.9313,
        attendees: 'Everyone',
        vibe: 'Relaxed and comfortable',
        eventType: 'brunch',
      },
      {
        title: 'Airport departures',
        description:
          'Leave the hotel about 90 minutes before your flight. Emma and James head off on their honeymoon two days later.',
        day: 2,
        time: '14:00',
        ...CHS_AIRPORT,
        attendees: 'Everyone except Emma, James',
        vibe: 'Travel comfy',
        eventType: 'flight',
      },
    ],
    faqs: [
      {
        question: 'Is there parking at the hotel and the venue?',
        answer:
          'The Francis Marion has valet parking for a nightly fee. Middleton Place has a lot, but it is small, so please ride the shuttle on the wedding day; nobody should be driving after the reception.',
      },
      {
        question: 'What should I wear to the wedding?',
        answer:
          'Garden formal. The ceremony is outdoors on the lawn, so choose block heels or wedges over stilettos. Evenings by the river can turn cool, so bring a light jacket or wrap.',
      },
      {
        question: 'Are children invited?',
        answer:
          'We love your little ones, but the ceremony and reception are adults only. The hotel concierge can recommend licensed sitters for the evening.',
      },
      {
        question: 'How do I get from the airport to downtown?',
        answer:
          'Charleston International is about 20 minutes from the hotel by taxi or rideshare. You will not need a car downtown; everything on the schedule is walkable or on the shuttle.',
      },
    ],
  },
  {
    projectId: 'example-paris',
    label: 'Girls Weekend (Paris)',
    name: "Girls' Weekend in Paris",
    customTitle: 'Paris, Mes Amies',
    ownerName: 'Sophie L.',
    groupSize: 5,
    timeZone: 'Europe/Paris',
    startsInDays: 30,
    people: ['Sophie', 'Chloe', 'Priya', 'Hannah', 'Jess'],
    theme: {
      customColors: { primary: '#1e3a5f', secondary: '#e8a0b4', accent: '#c8a24a' },
      selectedFont: 'classy',
      titleFont: 'garamond',
      selectedBackground: 'marble',
      customBackgroundColor: '#fbf6f3',
      showMapTab: true,
      showCountdown: true,
      showCreatorName: true,
      customLinks: [
        { name: 'Our hotel', url: 'https://www.pavillon-de-la-reine.com' },
        { name: 'Louvre', url: 'https://www.louvre.fr/en' },
        { name: 'Versailles', url: 'https://en.chateauversailles.fr' },
      ],
      headerImages: [exampleImage('paris')],
    },
    events: [
      {
        title: 'Land at Charles de Gaulle',
        description:
          'Overnight flight from New York. Meet at the arrivals café once everyone is through passport control, then share a taxi to the Marais.',
        day: 0,
        time: '09:40',
        ...CDG_AIRPORT,
        attendees: 'Sophie, Chloe, Priya, Hannah',
        vibe: 'Comfy travel clothes and a tote for the essentials',
        eventType: 'flight',
      },
      {
        title: 'Jess arrives on the Eurostar',
        description:
          'Jess comes in from London and takes a taxi straight to the hotel, about 20 minutes from the station.',
        day: 0,
        time: '11:47',
        location: 'Gare du Nord, 18 Rue de Dunkerque, 75010 Paris',
        latitude: 48.8809,
        longitude: 2.3553,
        attendees: 'Jess',
        vibe: 'Travel casual',
        eventType: 'transport',
      },
      {
        title: 'Check in at Le Pavillon de la Reine',
        description:
          'Rooms are ready at 2 pm, and reception will hold bags before then. Naps are allowed, but only until 5.',
        day: 0,
        time: '14:00',
        location: 'Le Pavillon de la Reine, 28 Place des Vosges, 75003 Paris',
        latitude: 48.8566,
        longitude: 2.3658,
        attendees: 'Everyone',
        vibe: 'Casual',
        eventType: 'hotel',
        privateNotes:
          'Confirmation PR-48213 under Sophie L.: two Deluxe doubles and one Junior Suite, three nights. Deposit paid; balance due at checkout.',
      },
      {
        title: 'Dinner at Le Train Bleu',
        description:
          'A Belle Époque dining room upstairs in the Gare de Lyon, with painted ceilings and the roast lamb carved at the table. Table for five at 7 pm.',
        day: 0,
        time: '19:00',
        location: 'Le Train Bleu, Gare de Lyon, Place Louis-Armand, 75012 Paris',
        latitude: 48.8445,
        longitude: 2.3724,
        attendees: 'Everyone',
        vibe: 'Dressy: little black dresses and red lipstick, heels optional',
        eventType: 'dinner',
      },
      {
        title: 'The Louvre',
        description:
          'Timed entry through the Pyramid at 9:30: Winged Victory, the Mona Lisa before the crowds, then the Napoleon III apartments. Hannah has been twice and is sleeping in.',
        day: 1,
        time: '09:30',
        location: 'Musée du Louvre, Rue de Rivoli, 75001 Paris',
        latitude: 48.8606,
        longitude: 2.3376,
        attendees: 'Everyone except Hannah',
        vibe: 'Comfortable shoes and a small bag; large bags must be checked',
        eventType: 'activity',
      },
      {
        title: 'Lunch and shopping at Galeries Lafayette',
        description:
          'Meet Hannah under the glass dome, have lunch in the food hall, then shop on your own. The free rooftop terrace looks out over the Opéra to the Eiffel Tower.',
        day: 1,
        time: '13:00',
        location: 'Galeries Lafayette Haussmann, 40 Boulevard Haussmann, 75009 Paris',
        latitude: 48.8733,
        longitude: 2.3322,
        attendees: 'Everyone',
        vibe: 'Chic casual',
        eventType: 'activity',
      },
      {
        title: 'Seine dinner cruise',
        description:
          'Dinner on the river, gliding past Notre-Dame and the Louvre as the city lights come on. We dock back at the foot of the Eiffel Tower in time to see it sparkle.',
        day: 1,
        time: '20:30',
        location: 'Bateaux Parisiens, Port de la Bourdonnais, 75007 Paris',
        latitude: 48.8601,
        longitude: 2.2935,
        attendees: 'Everyone',
        vibe: 'Cocktail attire; bring a wrap for the deck',
        eventType: 'dinner',
      },
      {
        title: 'Day trip to Versailles',
        description:
          'Meet in the lobby at 9 and take the RER C from Saint-Michel–Notre-Dame. Palace first, then rent a golf cart to see the gardens and the Trianon.',
        day: 2,
        time: '09:00',
        location: "Palace of Versailles, Place d'Armes, 78000 Versailles",
        latitude: 48.8049,
        longitude: 2.1204,
        attendees: 'Everyone',
        vibe: 'Sneakers: the gardens are enormous',
        eventType: 'activity',
      },
      {
        title: 'Evening in Montmartre',
        description:
          'Climb the steps (or take the funicular) to Sacré-Cœur for the view over the city, then wander the lanes around Place du Tertre and grab crêpes before the show.',
        day: 2,
        time: '18:00',
        location: 'Basilique du Sacré-Cœur, 35 Rue du Chevalier de la Barre, 75018 Paris',
        latitude: 48.8867,
        longitude: 2.3431,
        attendees: 'Everyone',
        vibe: 'Cute but walkable: it is all hills',
        eventType: 'activity',
      },
      {
        title: 'Cabaret at the Moulin Rouge',
        description:
          'The 9 pm show with champagne: feathers, the French cancan and a great many sequins. Meet outside the windmill at 8:30.',
        day: 2,
        time: '21:00',
        location: 'Moulin Rouge, 82 Boulevard de Clichy, 75018 Paris',
        latitude: 48.8841,
        longitude: 2.3322,
        attendees: 'Everyone',
        vibe: 'Elegant evening wear; no sneakers or sportswear',
        eventType: 'show',
      },
      {
        title: 'Farewell brunch at Café de Flore',
        description:
          "Hot chocolate, omelettes and people-watching on the terrace. They don't take reservations, so we'll aim to arrive right at 10.",
        day: 3,
        time: '10:00',
        location: 'Café de Flore, 172 Boulevard Saint-Germain, 75006 Paris',
        latitude: 48.8541,
        longitude: 2.3326,
        attendees: 'Everyone',
        vibe: 'Parisian casual: trench coats encouraged',
        eventType: 'brunch',
      },
      {
        title: 'Flights home from CDG',
        description:
          'Leave the hotel by 12:30 for the 3:30 pm flight. Jess takes the afternoon Eurostar back to London from Gare du Nord.',
        day: 3,
        time: '15:30',
        ...CDG_AIRPORT,
        attendees: 'Everyone except Jess',
        vibe: 'Travel comfy',
        eventType: 'flight',
      },
    ],
    faqs: [
      {
        question: 'How do we get from the airport to the hotel?',
        answer:
          'We will share a taxi from the official rank outside arrivals; taxis from CDG to central Paris charge a flat fare. The RER B train is the budget option, but it is a slog with luggage.',
      },
      {
        question: 'What should I budget?',
        answer:
          'Plan on roughly €120–180 a day for meals, museums and the metro, on top of your share of the hotel. The Louvre, the cruise, Versailles and the Moulin Rouge are prepaid; Sophie will send the split.',
      },
      {
        question: 'Do I need to book museum tickets?',
        answer:
          'They are booked already, along with the cruise and the Moulin Rouge. The Louvre and Versailles use timed entry, so have the QR codes Sophie sent saved on your phone and be at the door on time.',
      },
      {
        question: 'What shoes should I pack?',
        answer:
          'Lots of walking on cobblestones and gravel: comfortable flats or clean sneakers for the days, and one pair of dressy shoes for the dinners and the Moulin Rouge.',
      },
      {
        question: 'How do we get around the city?',
        answer:
          'The metro is the quickest way around. Buy tickets at station machines or in the Île-de-France Mobilités app; taxis are easy to find for late nights.',
      },
    ],
  },
  {
    projectId: 'example-vegas',
    label: 'Bachelor Party (Vegas)',
    name: "Tyler's Bachelor Party",
    customTitle: "Tyler's Last Ride: Las Vegas",
    ownerName: 'Jake M.',
    groupSize: 6,
    timeZone: 'America/Los_Angeles',
    startsInDays: 21,
    people: ['Tyler', 'Jake', 'Chris', 'Danny', 'Ryan', 'Omar'],
    theme: {
      customColors: { primary: '#111827', secondary: '#b91c1c', accent: '#eab308' },
      selectedFont: 'normal',
      titleFont: 'impact',
      selectedBackground: 'custom',
      customBackgroundColor: '#f5f5f4',
      showMapTab: true,
      showCountdown: true,
      showCreatorName: true,
      customLinks: [
        { name: 'The Cosmopolitan', url: 'https://www.cosmopolitanlasvegas.com' },
        { name: 'Hoover Dam tours', url: 'https://www.usbr.gov/lc/hooverdam/' },
      ],
      headerImages: [exampleImage('vegas')],
    },
    events: [
      {
        title: 'Land at Harry Reid International',
        description:
          'The Denver crew lands at 1:15 pm. Rideshare pickup is in the parking garage; the Strip is about 15 minutes away. Omar flies in from Chicago and meets us at the hotel.',
        day: 0,
        time: '13:15',
        ...LAS_AIRPORT,
        attendees: 'Everyone except Omar',
        vibe: 'Travel casual',
        eventType: 'flight',
      },
      {
        title: 'Check in at The Cosmopolitan',
        description:
          'Two terrace suites looking over the Bellagio fountains. Jake has the keys; drop your bags and meet at the Chandelier bar at 6.',
        day: 0,
        time: '15:00',
        location: 'The Cosmopolitan of Las Vegas, 3708 Las Vegas Blvd S, Las Vegas, NV 89109',
        ...COSMOPOLITAN,
        attendees: 'Everyone',
        vibe: 'Whatever you flew in',
        eventType: 'hotel',
      },
      {
        title: "Dinner at Gordon Ramsay Hell's Kitchen",
        description:
          'Beef Wellington and sticky toffee pudding with a view into the open kitchen. A 15-minute walk from the Cosmo across the Strip.',
        day: 0,
        time: '19:30',
        location:
          "Gordon Ramsay Hell's Kitchen, Caesars Palace, 3570 Las Vegas Blvd S, Las Vegas, NV 89109",
        ...CAESARS_PALACE,
        attendees: 'Everyone',
        vibe: 'Smart casual: collared shirts, no gym shorts',
        eventType: 'dinner',
        privateNotes:
          "Reservation for 6 under Jake M., confirmation HK-20931. They know it's a bachelor party: dessert comes with a chef's jacket with Tyler's name on it. $120 deposit on Jake's card.",
      },
      {
        title: 'Bellagio fountains and blackjack',
        description:
          "The fountain shows run every 15 minutes at night. Then $25 tables at the Bellagio with a firm budget: when it's gone, it's gone.",
        day: 0,
        time: '22:00',
        location: 'Fountains of Bellagio, 3600 Las Vegas Blvd S, Las Vegas, NV 89109',
        latitude: 36.1127,
        longitude: -115.1742,
        attendees: 'Everyone',
        vibe: 'Same as dinner',
        eventType: 'activity',
      },
      {
        title: 'Hoover Dam tour',
        description:
          "A van picks us up at the Cosmo's main entrance; it's about 45 minutes each way. Power plant tour, photos from the bypass bridge walkway, back by 1:30. Danny is opting for the pool.",
        day: 1,
        time: '09:00',
        location: 'Hoover Dam, Nevada State Route 172, Boulder City, NV 89005',
        latitude: 36.016,
        longitude: -114.7377,
        attendees: 'Everyone except Danny',
        vibe: 'Sneakers, a hat, sunscreen and water',
        eventType: 'activity',
      },
      {
        title: 'Pool party at Marquee Dayclub',
        description: 'We have a daybed until 6 pm. House rule: one water for every drink.',
        day: 1,
        time: '14:00',
        location: 'Marquee Dayclub, The Cosmopolitan, 3708 Las Vegas Blvd S, Las Vegas, NV 89109',
        ...COSMOPOLITAN,
        attendees: 'Everyone',
        vibe: 'Swim trunks, sunglasses, SPF 50',
        eventType: 'party',
      },
      {
        title: 'Absinthe at Caesars Palace',
        description:
          'Acrobats and very adult comedy in an intimate tent in front of Caesars. Phones away during the show.',
        day: 1,
        time: '20:30',
        location:
          'Absinthe, Roman Plaza at Caesars Palace, 3570 Las Vegas Blvd S, Las Vegas, NV 89109',
        ...CAESARS_PALACE,
        attendees: 'Everyone',
        vibe: 'Going-out clothes',
        eventType: 'show',
      },
      {
        title: 'XS Nightclub',
        description:
          'Table booked, deposit split six ways. Arrive together before midnight; latecomers are on their own at the door.',
        day: 1,
        time: '23:30',
        location: 'XS Nightclub, Encore Las Vegas, 3121 Las Vegas Blvd S, Las Vegas, NV 89109',
        latitude: 36.1274,
        longitude: -115.1662,
        attendees: 'Everyone',
        vibe: 'Dress to impress: collared shirt, dress shoes, no hats',
        eventType: 'party',
      },
      {
        title: 'Recovery brunch at Wicked Spoon',
        description:
          'Check out of the suites first and leave bags with the bell desk. Then the buffet, a lot of coffee and the retelling of last night.',
        day: 2,
        time: '11:00',
        location: 'Wicked Spoon, The Cosmopolitan, 3708 Las Vegas Blvd S, Las Vegas, NV 89109',
        ...COSMOPOLITAN,
        attendees: 'Everyone',
        vibe: 'Sunglasses indoors are acceptable today',
        eventType: 'brunch',
      },
      {
        title: 'High Roller ride',
        description:
          'One 30-minute loop on the 550-foot observation wheel for the group photo. The Happy Half Hour cabins have a bar on board if anyone is still going.',
        day: 2,
        time: '14:00',
        location: 'High Roller, The LINQ Promenade, 3545 Las Vegas Blvd S, Las Vegas, NV 89109',
        latitude: 36.1175,
        longitude: -115.1681,
        attendees: 'Everyone',
        vibe: 'Casual',
        eventType: 'activity',
      },
      {
        title: 'Flights home',
        description:
          'Grab your bags from the Cosmo and leave by 4:30 for the 6:30 pm flight. Omar stays one more night for a work conference.',
        day: 2,
        time: '18:30',
        ...LAS_AIRPORT,
        attendees: 'Everyone except Omar',
        vibe: 'Hoodie and regret',
        eventType: 'flight',
      },
    ],
    faqs: [
      {
        question: 'What is the budget?',
        answer:
          'Suites and the XS table are split six ways (about $450 each, Jake will send the request). Budget around $150 a day for food and drinks, plus whatever you are willing to lose at blackjack. Tyler pays for nothing.',
      },
      {
        question: 'Is there a dress code at the club?',
        answer:
          'Yes, and it is enforced at the door: collared or button-up shirt, dress shoes or clean fashion sneakers, no athletic wear, hats or baggy shorts.',
      },
      {
        question: 'What should I pack?',
        answer:
          'Swim trunks, sunglasses and sunscreen for the pool, closed-toe shoes for the dam tour, one going-out outfit, and your ID. You will be carded everywhere, even at 35.',
      },
      {
        question: 'Does Tyler know the plan?',
        answer: 'He has seen this schedule, but not the surprise at dinner. Keep it that way.',
      },
    ],
  },
  {
    projectId: 'example-reunion',
    label: 'Family Reunion',
    name: 'Thompson Family Reunion',
    customTitle: 'The Thompson Family Reunion at Mohonk',
    ownerName: 'Carol T.',
    groupSize: 24,
    timeZone: 'America/New_York',
    startsInDays: 60,
    people: ['Rose', 'Dave', 'Carol', 'Mike', 'Jen', 'Lily', 'Noah'],
    theme: {
      customColors: { primary: '#2f5d50', secondary: '#d9a441', accent: '#8c5a3c' },
      selectedFont: 'normal',
      titleFont: 'georgia',
      selectedBackground: 'handmade-paper',
      customBackgroundColor: '#f7f3ea',
      showMapTab: true,
      showCountdown: true,
      showCreatorName: true,
      customLinks: [
        { name: 'Mohonk Mountain House', url: 'https://www.mohonk.com' },
        { name: 'Walkway Over the Hudson', url: 'https://walkway.org' },
      ],
      headerImages: [exampleImage('reunion')],
    },
    events: [
      {
        title: 'Check in at Mohonk Mountain House',
        description:
          'Rooms are ready from 4 pm. Carol is in the lobby with name tags and the family tree poster, so come and add your branch.',
        day: 0,
        time: '16:00',
        location: `Mohonk Mountain House, ${MOHONK_ADDRESS}`,
        ...MOHONK,
        attendees: 'Everyone',
        vibe: 'Casual',
        eventType: 'hotel',
      },
      {
        title: 'The big welcome cookout',
        description:
          "Burgers, corn on the cob and Uncle Dave's famous potato salad on the lakeside lawn, with lawn games for the kids while the grown-ups catch up.",
        day: 0,
        time: '18:00',
        location: `Lakeside lawn, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
        ...MOHONK,
        attendees: 'Everyone',
        vibe: 'Picnic casual; bring a sweater for later',
        eventType: 'dinner',
      },
      {
        title: "Campfire and s'mores",
        description:
          'Grandma Rose tells the story of the very first reunion in 1978 while the kids roast marshmallows. Bring a flashlight for the walk back.',
        day: 0,
        time: '20:00',
        location: `Mohonk Mountain House lakeside, ${MOHONK_ADDRESS}`,
        ...MOHONK,
        attendees: 'Everyone',
        vibe: 'Sweatshirts; it gets cool on the mountain at night',
        eventType: 'activity',
      },
      {
        title: 'Hike to Sky Top Tower',
        description:
          'About two miles round trip with a steep final stretch and 100 stone steps up the tower; on a clear day you can see six states. Back in time for a late breakfast.',
        day: 1,
        time: '08:00',
        location: `Sky Top Path trailhead by the boathouse, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
        ...MOHONK,
        attendees: 'Everyone except Rose, Carol',
        vibe: 'Hiking shoes, water bottle and layers',
        eventType: 'activity',
      },
      {
        title: 'Rowboats on Lake Mohonk',
        description:
          'Rowboats and canoes from the boathouse, with life jackets for the kids. Grandma Rose has claimed the first boat.',
        day: 1,
        time: '10:30',
        location: `Boathouse, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
        ...MOHONK,
        attendees: 'Rose, Carol, Jen, Lily, Noah',
        vibe: 'Sun hats and sunscreen',
        eventType: 'activity',
      },
      {
        title: 'Walkway Over the Hudson',
        description:
          'A 1.28-mile pedestrian bridge 212 feet above the river, about 25 minutes by car. It is flat and wheelchair friendly, so Grandma Rose is coming too. Carpools leave the Mountain House at 12:30.',
        day: 1,
        time: '13:00',
        location: 'Walkway Over the Hudson State Historic Park, 87 Haviland Rd, Highland, NY 12528',
        latitude: 41.7114,
        longitude: -73.9453,
        attendees: 'Everyone',
        vibe: "Sneakers and a sun hat; it's breezy on the bridge",
        eventType: 'activity',
      },
      {
        title: 'Family photo on the lawn',
        description:
          'The photographer takes the big group shot by the lake in the golden-hour light, then one photo per household. Please be on time; the good light goes fast.',
        day: 1,
        time: '16:30',
        location: `Lakeside lawn, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
        ...MOHONK,
        attendees: 'Everyone',
        vibe: 'Coordinated: navy, white or denim, no logos',
        eventType: 'activity',
      },
      {
        title: 'Reunion banquet',
        description:
          'Dinner, the slideshow Mike put together, and the Thompson Trivia championship. The winning household hosts the next reunion.',
        day: 1,
        time: '18:30',
        location: `Private dining room, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
        ...MOHONK,
        attendees: 'Everyone',
        vibe: 'Smart casual',
        eventType: 'dinner',
        privateNotes:
          'Private dining room booked under Thompson, reference MMH-20417. Final headcount due three days ahead; $500 deposit paid from the reunion fund.',
      },
      {
        title: 'Farewell breakfast',
        description:
          'One last meal together. Carol has the leftover reunion T-shirts, so take one for anyone who could not make it.',
        day: 2,
        time: '08:30',
        location: `Main Dining Room, Mohonk Mountain House, ${MOHONK_ADDRESS}`,
        ...MOHONK,
        attendees: 'Everyone',
        vibe: 'Casual',
        eventType: 'brunch',
      },
      {
        title: 'Checkout and goodbyes',
        description: 'Checkout is at 11. Hugs in the driveway, then safe travels home.',
        day: 2,
        time: '11:00',
        location: `Mohonk Mountain House, ${MOHONK_ADDRESS}`,
        ...MOHONK,
        attendees: 'Everyone',
        vibe: 'Road-trip comfy',
        eventType: 'hotel',
      },
    ],
    faqs: [
      {
        question: 'Where do we park?',
        answer:
          'Overnight guests drive right up to the Mountain House and park there. Anyone joining just for the day parks at the gatehouse at the bottom of the hill and takes the shuttle up.',
      },
      {
        question: 'How are costs being split?',
        answer:
          'Each household books and pays for its own room. The banquet, the photographer and the T-shirts come out of the reunion fund: $75 per adult, kids free. Send it to Carol before the trip.',
      },
      {
        question: 'What should the kids bring?',
        answer:
          'Swimsuits, sneakers they can hike in, a flashlight for the campfire, a warm layer for the evenings, and a board game or two for the rainy-day backup plan.',
      },
      {
        question: 'Is everything accessible for Grandma Rose?',
        answer:
          'The Mountain House has elevators, and the Walkway Over the Hudson is flat and paved. The Sky Top hike is steep and rocky, so Rose and Carol will have coffee on the porch instead.',
      },
    ],
  },
  {
    projectId: 'example-birthday',
    label: 'Birthday',
    name: "Maya's 30th Birthday Weekend",
    customTitle: 'Maya Turns 30',
    ownerName: 'Jordan K.',
    groupSize: 6,
    timeZone: 'America/New_York',
    startsInDays: 14,
    people: ['Maya', 'Jordan', 'Alex', 'Sam', 'Nina', 'Theo'],
    theme: {
      customColors: { primary: '#be185d', secondary: '#f9a8d4', accent: '#7c3aed' },
      selectedFont: 'normal',
      titleFont: 'montserrat',
      selectedBackground: 'crumpled-paper',
      customBackgroundColor: '#fff5f7',
      showMapTab: true,
      showCountdown: true,
      showCreatorName: true,
      customLinks: [
        { name: 'Comedy Cellar', url: 'https://www.comedycellar.com' },
        { name: 'Top of the Rock', url: 'https://www.rockefellercenter.com' },
      ],
      headerImages: [exampleImage('birthday')],
    },
    events: [
      {
        title: 'Brunch at Chelsea Market',
        description:
          'Meet by the indoor waterfall near the Ninth Avenue entrance, then graze: tacos, dumplings, doughnuts. Everyone pays their own.',
        day: 0,
        time: '11:00',
        location: 'Chelsea Market, 75 9th Ave, New York, NY 10011',
        latitude: 40.7424,
        longitude: -74.0061,
        attendees: 'Everyone',
        vibe: 'Casual and cute, with shoes you can walk in',
        eventType: 'brunch',
      },
      {
        title: 'Walk the High Line',
        description:
          'Up the stairs at 16th Street and north to Hudson Yards, with a photo stop at the overlook above Tenth Avenue.',
        day: 0,
        time: '13:00',
        location: 'The High Line, New York, NY 10011',
        latitude: 40.748,
        longitude: -74.0048,
        attendees: 'Everyone',
        vibe: 'Sunglasses',
        eventType: 'activity',
      },
      {
        title: 'Check in at The Standard',
        description:
          'Rooms for the out-of-towners. Sam, Nina and Theo live in Brooklyn and will meet us at dinner.',
        day: 0,
        time: '15:30',
        ...THE_STANDARD,
        attendees: 'Maya, Jordan, Alex',
        vibe: 'Casual',
        eventType: 'hotel',
      },
      {
        title: 'Birthday dinner at Carbone 🎂',
        description:
          'Spicy rigatoni, veal parm and a candle in the tiramisu. The table is ours for two hours, so please be on time.',
        day: 0,
        time: '19:30',
        location: 'Carbone, 181 Thompson St, New York, NY 10012',
        latitude: 40.7279,
        longitude: -74.0001,
        attendees: 'Everyone',
        vibe: 'Dressed up: going-out outfits, heels or loafers',
        eventType: 'dinner',
      },
      {
        title: 'Late show at the Comedy Cellar',
        description:
          'A lineup of five or six comics with the occasional famous drop-in, and a two-item minimum. Phones stay away during the show. Nina has an early shift and heads home after dinner.',
        day: 0,
        time: '22:15',
        location: 'Comedy Cellar, 117 MacDougal St, New York, NY 10012',
        latitude: 40.7302,
        longitude: -74.0004,
        attendees: 'Everyone except Nina',
        vibe: 'Come as you are',
        eventType: 'activity',
      },
      {
        title: 'Rowboats at the Loeb Boathouse',
        description:
          'Two rowboats for an hour on the Central Park lake, then iced coffee by the water.',
        day: 1,
        time: '11:00',
        location: 'The Loeb Boathouse, Central Park, E 72nd St & Park Dr N, New York, NY 10021',
        latitude: 40.7752,
        longitude: -73.9688,
        attendees: 'Everyone',
        vibe: 'Casual; maybe not white jeans',
        eventType: 'activity',
      },
      {
        title: 'Spa afternoon at AIRE Ancient Baths',
        description:
          'The group birthday present: a candlelit thermal bath circuit with a 30-minute massage. Arrive 15 minutes early to change.',
        day: 1,
        time: '14:00',
        location: 'AIRE Ancient Baths, 88 Franklin St, New York, NY 10013',
        latitude: 40.7182,
        longitude: -74.0047,
        attendees: 'Maya, Alex, Nina',
        vibe: 'Bring a swimsuit; robes and slippers are provided',
        eventType: 'activity',
      },
      {
        title: 'Secret cake pickup',
        description:
          'While Maya is at the spa: pick up the cake and the balloons and get them up to the room. Do not text her any photos.',
        day: 1,
        time: '14:30',
        location: 'Magnolia Bakery, 401 Bleecker St, New York, NY 10014',
        latitude: 40.7359,
        longitude: -74.005,
        attendees: 'Jordan, Sam, Theo',
        vibe: 'Stealth',
        eventType: 'errand',
      },
      {
        title: 'Surprise cake at The Standard',
        description:
          "Candles, the birthday song and a toast in Jordan's room before heading uptown. Act surprised if you were not in on it.",
        day: 1,
        time: '17:00',
        ...THE_STANDARD,
        attendees: 'Everyone',
        vibe: 'Party hats optional but encouraged',
        eventType: 'party',
      },
      {
        title: 'Evening at Top of the Rock',
        description:
          'Tickets are booked for 7 pm: Central Park on one side, the Empire State Building on the other. A group photo on the top deck to finish the weekend.',
        day: 1,
        time: '19:00',
        location: 'Top of the Rock, 30 Rockefeller Plaza, New York, NY 10112',
        latitude: 40.7593,
        longitude: -73.9794,
        attendees: 'Everyone',
        vibe: "Layer up; it's windy on the 70th floor",
        eventType: 'activity',
      },
    ],
    faqs: [
      {
        question: 'Do I have to stay at The Standard?',
        answer:
          'Only if you are coming from out of town and want to be near everyone. Jordan has two rooms on hold; message Jordan if you want in.',
      },
      {
        question: 'What about gifts?',
        answer:
          "Maya asked for no gifts. We're all chipping in for her spa afternoon instead: $60 each, sent to Jordan.",
      },
      {
        question: 'How do we get around?',
        answer:
          'Subway, mostly. Tap your phone or contactless card at any turnstile (OMNY); it caps your fares for the week. Taxis and rideshares for the late nights.',
      },
      {
        question: 'Is it a surprise?',
        answer:
          'Maya knows about the weekend, but not about the cake, so please keep that part to yourself.',
      },
    ],
  },
  {
    projectId: 'example-miami',
    label: 'Spring Break (Miami)',
    name: 'Spring Break in Miami',
    customTitle: 'Miami Spring Break',
    ownerName: 'Ava R.',
    groupSize: 6,
    timeZone: 'America/New_York',
    startsInDays: 38,
    people: ['Ava', 'Ethan', 'Jasmine', 'Luis', 'Kayla', 'Devin'],
    theme: {
      customColors: { primary: '#0891b2', secondary: '#f97316', accent: '#facc15' },
      selectedFont: 'normal',
      titleFont: 'lobster',
      selectedBackground: 'ocean-waves',
      customBackgroundColor: '#f0fdfa',
      showMapTab: true,
      showCountdown: true,
      showCreatorName: true,
      customLinks: [
        { name: 'The Clevelander', url: 'https://www.clevelander.com' },
        { name: 'Vizcaya tickets', url: 'https://vizcaya.org' },
      ],
      headerImages: [exampleImage('miami')],
    },
    events: [
      {
        title: 'Land at Miami International',
        description:
          'Meet at baggage claim and split two rideshares to South Beach. Luis is driving down from Gainesville with the cooler and the speaker.',
        day: 0,
        time: '12:30',
        ...MIA_AIRPORT,
        attendees: 'Everyone except Luis',
        vibe: 'Travel comfy; sunglasses on before you leave the terminal',
        eventType: 'flight',
      },
      {
        title: 'Check in at The Clevelander',
        description:
          'Two rooms facing Ocean Drive. Everyone needs ID at check-in, and the pool deck gets loud, so pack earplugs.',
        day: 0,
        time: '15:00',
        location: 'The Clevelander South Beach, 1020 Ocean Dr, Miami Beach, FL 33139',
        latitude: 25.7806,
        longitude: -80.1304,
        attendees: 'Everyone',
        vibe: 'Swimsuit under your clothes',
        eventType: 'hotel',
      },
      {
        title: "Dinner at Joe's Stone Crab",
        description:
          "Joe's is a South Beach institution that doesn't take reservations, so we'll put our name down at 7 and wait at the bar. Stone crabs are only served from mid-October to May; otherwise the fried chicken and key lime pie are the move.",
        day: 0,
        time: '19:30',
        location: "Joe's Stone Crab, 11 Washington Ave, Miami Beach, FL 33139",
        latitude: 25.7689,
        longitude: -80.135,
        attendees: 'Everyone',
        vibe: 'Resort casual: no swimwear',
        eventType: 'dinner',
      },
      {
        title: 'Beach day at Lummus Park',
        description:
          'Chairs and an umbrella rented near the 10th Street lifeguard tower. The volleyball nets are first come, first served.',
        day: 1,
        time: '10:30',
        location: 'Lummus Park Beach, Ocean Dr & 10th St, Miami Beach, FL 33139',
        latitude: 25.7806,
        longitude: -80.1292,
        attendees: 'Everyone',
        vibe: 'Swimwear and reef-safe sunscreen',
        eventType: 'activity',
      },
      {
        title: 'Night out at LIV',
        description:
          "We're on the guest list under Ava; arrive together before 11:30 or the line gets long. Devin is 20, so he's on the late-night taco run instead.",
        day: 1,
        time: '22:30',
        location: 'LIV, Fontainebleau Miami Beach, 4441 Collins Ave, Miami Beach, FL 33140',
        latitude: 25.8183,
        longitude: -80.1225,
        attendees: 'Everyone except Devin',
        vibe: 'Dress to impress: no athletic wear, flip-flops or baggy shorts',
        eventType: 'party',
      },
      {
        title: 'Wynwood Walls',
        description:
          "An open-air park of huge street-art murals, then a wander around the neighborhood's galleries and coffee shops.",
        day: 2,
        time: '11:00',
        location: 'Wynwood Walls, 2516 NW 2nd Ave, Miami, FL 33127',
        latitude: 25.801,
        longitude: -80.1993,
        attendees: 'Everyone',
        vibe: 'Bright colors for the photos',
        eventType: 'activity',
      },
      {
        title: 'Cuban lunch in Little Havana',
        description:
          'Cuban sandwiches, croquetas and cafecito from the walk-up window, then a stroll down Calle Ocho to watch the domino games at Máximo Gómez Park.',
        day: 2,
        time: '13:30',
        location: 'Versailles Restaurant, 3555 SW 8th St, Miami, FL 33135',
        latitude: 25.7651,
        longitude: -80.2533,
        attendees: 'Everyone',
        vibe: 'Casual',
        eventType: 'dinner',
      },
      {
        title: 'Cape Florida beach and lighthouse',
        description:
          "A quieter beach at the tip of Key Biscayne, with the 1825 lighthouse. Entry is charged per car, so we'll take Luis's car plus one rideshare.",
        day: 3,
        time: '10:00',
        location: 'Bill Baggs Cape Florida State Park, 1200 S Crandon Blvd, Key Biscayne, FL 33149',
        latitude: 25.6666,
        longitude: -80.1558,
        attendees: 'Everyone',
        vibe: 'Swimwear and water shoes',
        eventType: 'activity',
      },
      {
        title: 'Evening cruise on Biscayne Bay',
        description:
          'A 90-minute boat tour past the Star Island mansions with the downtown skyline lighting up. Boats leave from the marina behind Bayside Marketplace.',
        day: 3,
        time: '19:00',
        location: 'Bayside Marketplace, 401 Biscayne Blvd, Miami, FL 33132',
        latitude: 25.7783,
        longitude: -80.1866,
        attendees: 'Everyone',
        vibe: 'Sundresses and linen shirts',
        eventType: 'activity',
      },
      {
        title: 'Vizcaya Museum and Gardens',
        description:
          'A 1916 Italian Renaissance-style villa on the bay with formal gardens; timed tickets are booked for 11. Luis starts the drive back to Gainesville after breakfast.',
        day: 4,
        time: '11:00',
        location: 'Vizcaya Museum and Gardens, 3251 S Miami Ave, Miami, FL 33129',
        latitude: 25.7444,
        longitude: -80.2104,
        attendees: 'Everyone except Luis',
        vibe: 'Sundress or linen; no swimwear in the house',
        eventType: 'activity',
      },
      {
        title: 'Flights home from MIA',
        description:
          'The airport is about 15 minutes from Vizcaya by rideshare; aim to be there by 2:30 for the 4:30 pm flight.',
        day: 4,
        time: '16:30',
        ...MIA_AIRPORT,
        attendees: 'Everyone except Luis',
        vibe: 'Sunburnt and happy',
        eventType: 'flight',
      },
    ],
    faqs: [
      {
        question: 'How do I get from the airport to the hotel?',
        answer:
          'Rideshares to South Beach take 25 to 40 minutes depending on traffic. Taxis from MIA charge a flat fare to Miami Beach, which is handy when surge pricing kicks in.',
      },
      {
        question: 'Do I need to be 21?',
        answer:
          'For LIV and most bars, yes, and they check every ID at the door. Bring your physical ID, not a photo of it. Everything else on the schedule is all ages.',
      },
      {
        question: 'What should I pack?',
        answer:
          'Swimsuits, a cover-up, flip-flops, reef-safe sunscreen, one going-out outfit with real shoes for LIV, and a light layer for the boat.',
      },
      {
        question: 'What do the beach flags mean?',
        answer:
          'Swim near a lifeguard tower and check the flags: green is calm, yellow means moderate surf or currents, red means stay out of the water, and purple means jellyfish or other marine life.',
      },
      {
        question: 'What is the budget?',
        answer:
          'Rooms are already split. Plan on about $100 a day for food and drinks, plus your share of the cruise and Vizcaya tickets, which Ava will send.',
      },
    ],
  },
];
