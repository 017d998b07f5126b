/**
 * Parses a PostgreSQL int8 (bigint) text value. Ids, counts and unix-second timestamps fit
 * comfortably in a double, so they come back as plain numbers; a value beyond
 * Number.MAX_SAFE_INTEGER comes back as a bigint rather than silently losing digits.
 */
export function parseInt8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

/** The type OID of int8 in every PostgreSQL. */
export const INT8_OID = 20;
