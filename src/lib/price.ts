import { FULL_ACCESS_PRICE_CENTS } from './limits';

/** The full-access price as marketing copy writes it: "$3" (or "$3.50" if it ever has cents). */
export const FULL_ACCESS_PRICE_LABEL =
  FULL_ACCESS_PRICE_CENTS % 100 === 0
    ? `$${FULL_ACCESS_PRICE_CENTS / 100}`
    : `$${(FULL_ACCESS_PRICE_CENTS / 100).toFixed(2)}`;
