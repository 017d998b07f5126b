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
