/** Guests' travel and RSVPs; see ./messages.ts. */
import {
  GUEST_NAME_MAX,
  RSVP_PLUS_ONES_LIMIT,
  TRAVEL_PLACE_CODE_MAX,
  TRAVEL_SEATS_MAX,
  TRAVEL_YEAR_MAX,
  TRAVEL_YEAR_MIN,
} from './limits';

export const TRAVEL_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Names can be at most ${GUEST_NAME_MAX} characters.`,
  kind: 'Please choose arrival or departure.',
  yearRange: `Please choose a date between ${TRAVEL_YEAR_MIN} and ${TRAVEL_YEAR_MAX}.`,
  placeRequired: 'Please enter where: an airport, a station or an address.',
  placeCode: `Airport or station codes are 2 to ${TRAVEL_PLACE_CODE_MAX} letters or digits, such as LIS.`,
  seats: `Seats free must be a whole number from 0 to ${TRAVEL_SEATS_MAX}.`,
  status: 'Please choose Going, Maybe or Can’t make it.',
  plusOnes: `Plus-ones must be a whole number from 0 to ${RSVP_PLUS_ONES_LIMIT}.`,
  rsvpBy: 'Please choose a valid RSVP-by date.',
  settingsFlag: 'Please choose on or off.',
  confirmation: 'Please choose a confirmation.',
} as const;
