/**
 * The website builder's app (Wix): its id and secret, set by the operator (CHORUS_WIX_* in
 * docs/operations.md). Without the secret, `/wix/endpoint` and `/wix/settings` refuse every
 * visit: no signed instance can be checked.
 */
import { z } from 'zod';

/** The Wix app of an installation. */
export interface WixConfig {
  /** The app's id in Wix's developer center (CHORUS_WIX_APP_ID); shown in the docs' steps. */
  readonly appId?: string;
  /** The app's secret key (CHORUS_WIX_APP_SECRET): signs the `instance` parameter. */
  readonly appSecret: string;
}

/** The environment variables of the Wix app, with their checks. */
export const wixEnvironmentShape = {
  CHORUS_WIX_APP_ID: z.string().trim().min(1).optional(),
  CHORUS_WIX_APP_SECRET: z.string().trim().min(1).optional(),
};

/** The Wix app from parsed environment variables; undefined when no secret is set. */
export function wixConfigOf(env: {
  readonly CHORUS_WIX_APP_ID?: string | undefined;
  readonly CHORUS_WIX_APP_SECRET?: string | undefined;
}): WixConfig | undefined {
  if (!env.CHORUS_WIX_APP_SECRET) return undefined;
  return {
    appSecret: env.CHORUS_WIX_APP_SECRET,
    ...(env.CHORUS_WIX_APP_ID ? { appId: env.CHORUS_WIX_APP_ID } : {}),
  };
}
