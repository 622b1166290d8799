// src/lib/price.ts
/** The full-access price as marketing copy writes it: "$3" (or "$3.50" if it ever has cents). */
var FULL_ACCESS_PRICE_LABEL = `$3`;
export { FULL_ACCESS_PRICE_LABEL as t };
