/**
 * A connector asks the connect dialog for a map to pick a place with one marker on its feed
 * type's options schema: `z.object({ latitude, longitude, radius }).meta(placePicker({...}))`.
 * The marker names the fields the map fills in; the fields themselves stay ordinary number
 * fields (typed by keyboard), and any connector may use it, not only X.
 */

/** The value of `widget` that asks for a place picker. */
export const placeWidget = 'place';

/** The unit a radius field is in. */
export type PlaceRadiusUnit = 'm' | 'km' | 'mi';

/** Which fields of the options object the map fills in. */
export interface PlacePickerFields {
  /** The latitude field (decimal degrees). */
  readonly latitude: string;
  /** The longitude field (decimal degrees). */
  readonly longitude: string;
  /** The radius field, drawn as a circle around the point; absent: no circle. */
  readonly radius?: string;
  /** The radius field's unit; default metres. */
  readonly radiusUnit?: PlaceRadiusUnit;
}

/** The metadata {@link placePicker} writes, as it reaches the dialog's JSON Schema. */
export type PlacePickerMeta = {
  readonly widget: typeof placeWidget;
  readonly place: PlacePickerFields;
};

/**
 * The map search's defaults (spec, owner side: "the map uses distance 3500, zoom 8"): a found
 * place gets a radius of 3500 m when none is entered, and the map zooms to 8.
 */
export const placeSearchDefaults = { distanceMetres: 3500, zoom: 8 } as const;

/** Metres in one of each radius unit. */
export const metresPerRadiusUnit: Readonly<Record<PlaceRadiusUnit, number>> = {
  m: 1,
  km: 1000,
  mi: 1609.344,
};

/** The `.meta()` of an options object whose fields hold a place. */
export function placePicker(fields: PlacePickerFields): PlacePickerMeta {
  return { widget: placeWidget, place: { ...fields } };
}

/** The place picker a JSON Schema node asks for, if any (read by the connect dialog). */
export function placePickerOf(node: unknown): PlacePickerFields | null {
  if (typeof node !== 'object' || node === null) return null;
  const { widget, place } = node as { widget?: unknown; place?: unknown };
  if (widget !== placeWidget || typeof place !== 'object' || place === null) return null;
  const { latitude, longitude, radius, radiusUnit } = place as Record<string, unknown>;
  if (typeof latitude !== 'string' || typeof longitude !== 'string') return null;
  return {
    latitude,
    longitude,
    ...(typeof radius === 'string' ? { radius } : {}),
    ...(radiusUnit === 'm' || radiusUnit === 'km' || radiusUnit === 'mi' ? { radiusUnit } : {}),
  };
}
