import type { MessageKey, MessageRef } from '../messages/index.ts';

/** A connector input that passed validation, or the message refusing it. */
export type ConnectorInputResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly error: MessageRef };

/**
 * Connect dialogs need a trimmed, non-empty value (else the feed type's own message, such as
 * `hashtagRequired`) and the user id of the wall (else `userIdMissing`).
 */
export function requireConnectorInput(
  value: string | null | undefined,
  userId: string | null | undefined,
  missingValueKey: MessageKey,
): ConnectorInputResult {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return { ok: false, error: { key: missingValueKey } };
  if ((userId ?? '').trim() === '') return { ok: false, error: { key: 'userIdMissing' } };
  return { ok: true, value: trimmed };
}

/** The LinkedIn source types. */
export const linkedInTypes = ['profile', 'company', 'group'] as const;

/** What the LinkedIn connect dialog sends. */
export interface LinkedInSourceInput {
  /** profile, company or group. */
  readonly type?: string | null;
  /** Company id, required for a company. */
  readonly company_id?: string | null;
  /** Company name, required for a company. */
  readonly company_name?: string | null;
  /** Group id, required for a group. */
  readonly group_id?: string | null;
  /** Group name, required for a group. */
  readonly group_name?: string | null;
}

/**
 * LinkedIn needs a type, and a company id and name for a company or a group id and name for
 * a group; the first missing field gives 'Please specify a valid {field}.'
 */
export function validateLinkedInSource(input: LinkedInSourceInput): MessageRef | null {
  const type = (input.type ?? '').trim();
  if (!(linkedInTypes as readonly string[]).includes(type)) {
    return { key: 'fieldInvalid', params: { field: 'type' } };
  }
  const required: readonly (keyof LinkedInSourceInput)[] =
    type === 'company'
      ? ['company_id', 'company_name']
      : type === 'group'
        ? ['group_id', 'group_name']
        : [];
  const missing = required.find((field) => (input[field] ?? '').trim() === '');
  return missing ? { key: 'fieldInvalid', params: { field: missing } } : null;
}

/** The location map search needs both a query and a place near which to search. */
export function validateMapSearch(
  query: string | null | undefined,
  near: string | null | undefined,
): MessageRef | null {
  const given = (text: string | null | undefined) => (text ?? '').trim() !== '';
  return given(query) && given(near) ? null : { key: 'mapQueryAndNearRequired' };
}

/** A geo source needs latitude, longitude and radius, with coordinates in range. */
export function validateGeoInput(input: {
  readonly latitude: string | number | null | undefined;
  readonly longitude: string | number | null | undefined;
  readonly radius: string | number | null | undefined;
}): MessageRef | null {
  const values = [input.latitude, input.longitude, input.radius];
  if (values.some((value) => String(value ?? '').trim() === '')) return { key: 'geoRequired' };
  const [latitude, longitude, radius] = values.map(Number) as [number, number, number];
  const inRange = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 && Number.isFinite(radius);
  return inRange ? null : { key: 'geoInvalid' };
}
