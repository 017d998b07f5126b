/**
 * The place picker's map: where its tiles come from and which geocoder finds places
 * (CHORUS_MAP_* in docs/operations.md). OpenStreetMap's by default; an operator with many
 * owners points both at servers of their own or of a provider (the public ones have usage
 * policies).
 */
import { z } from 'zod';

/** The map settings of an installation. */
export interface MapConfig {
  /** Tile URL template with `{z}`, `{x}` and `{y}` (CHORUS_MAP_TILE_URL). */
  readonly tileUrl: string;
  /** The tiles' attribution, plain text (CHORUS_MAP_ATTRIBUTION). */
  readonly attribution: string;
  /** Where the attribution links to (CHORUS_MAP_ATTRIBUTION_URL). */
  readonly attributionUrl: string;
  /** A Nominatim-compatible geocoder's base URL (CHORUS_MAP_GEOCODER_URL). */
  readonly geocoderUrl: string;
}

/** OpenStreetMap's tiles and Nominatim. */
export const defaultMapConfig: MapConfig = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
  geocoderUrl: 'https://nominatim.openstreetmap.org',
};

const httpAddress = z.url({ protocol: /^https?$/ });

/** The environment variables of the map, with their checks. */
export const mapEnvironmentShape = {
  CHORUS_MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/?#]+\/.*\{z\}.*\{x\}.*\{y\}/,
      'CHORUS_MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}.',
    )
    .optional(),
  CHORUS_MAP_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
  CHORUS_MAP_ATTRIBUTION_URL: httpAddress.optional(),
  CHORUS_MAP_GEOCODER_URL: httpAddress.optional(),
};

/** The map settings from parsed environment variables, defaults filled in. */
export function mapConfigOf(env: {
  readonly CHORUS_MAP_TILE_URL?: string | undefined;
  readonly CHORUS_MAP_ATTRIBUTION?: string | undefined;
  readonly CHORUS_MAP_ATTRIBUTION_URL?: string | undefined;
  readonly CHORUS_MAP_GEOCODER_URL?: string | undefined;
}): MapConfig {
  return {
    tileUrl: env.CHORUS_MAP_TILE_URL ?? defaultMapConfig.tileUrl,
    attribution: env.CHORUS_MAP_ATTRIBUTION ?? defaultMapConfig.attribution,
    attributionUrl: env.CHORUS_MAP_ATTRIBUTION_URL ?? defaultMapConfig.attributionUrl,
    geocoderUrl: (env.CHORUS_MAP_GEOCODER_URL ?? defaultMapConfig.geocoderUrl).replace(/\/+$/, ''),
  };
}

/** The origin of the tile template, for the owner pages' img-src; null when unreadable. */
export function tileOrigin(tileUrl: string): string | null {
  try {
    return new URL(tileUrl.replace(/\{[a-z]+\}/g, '0')).origin;
  } catch {
    return null;
  }
}

let activeTileOrigin: string | null = null;

/** Sets the tile origin owner pages allow images from (the server calls it once at start). */
export function setMapTileOrigin(origin: string | null): void {
  activeTileOrigin = origin;
}

/** The tile origin in force for owner pages' img-src, or null. */
export function mapTileOrigin(): string | null {
  return activeTileOrigin;
}
