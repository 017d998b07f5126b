/**
 * Inside the website builder, the upgrade target is the builder's own billing page, not
 * `/pricing` (owner spec: "Upgrade goes to the builder billing page or to /pricing"). Wix
 * bills an app's plans itself: an app's Upgrade buttons lead to
 * `https://www.wix.com/apps/upgrade/<app id>?appInstanceId=<instance id>` (Wix's "Set up a
 * premium business model" guide). The instance id is not in the builder account (its name is
 * only an MD5 of it), so `/wix/settings` leaves it in a cookie beside the session; `/pricing`
 * sends a builder session there when the cookie's id hashes to the account's own name, so a
 * forged cookie can only name the site it is for. Without the app id (CHORUS_WIX_APP_ID) the
 * built-in page stays.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { UserRow } from '../db/schema.ts';
import { builderEmailDomain, noPasswordHash } from './wix-account.ts';
import { wixUserName } from './wix-instance.ts';
import { builderCookieOptions, overHttps } from './wix-session.ts';

/** The cookie holding the Wix instance id of the builder session. */
export const wixInstanceCookieName = 'chorus_wix_instance';

/** The Wix billing page of an app's installation. */
export function wixUpgradeUrl(appId: string, instanceId: string): string {
  const url = new URL(`https://www.wix.com/apps/upgrade/${encodeURIComponent(appId)}`);
  url.searchParams.set('appInstanceId', instanceId);
  return url.href;
}

/** Whether an account is a builder account (made by `/wix/endpoint`, reached only through Wix). */
export function isBuilderAccount(user: Pick<UserRow, 'password_hash' | 'email'>): boolean {
  return user.password_hash === noPasswordHash && user.email.endsWith(`@${builderEmailDomain}`);
}

/** Leaves the instance id beside the builder session `/wix/settings` starts. */
export function rememberWixInstance(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ServerConfig,
  instanceId: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(wixInstanceCookieName, instanceId, {
    ...builderCookieOptions(overHttps(request, config)),
    maxAge: maxAgeSeconds,
  });
}

/**
 * Where the upgrade link leads a builder session: its Wix billing page; null for any other
 * caller, an instance cookie that is not this account's, or no app id configured.
 */
export function builderUpgradeAddress(
  request: FastifyRequest,
  config: ServerConfig,
): string | null {
  const appId = config.wix?.appId;
  const principal = request.principal;
  if (!appId || principal.kind !== 'user' || !isBuilderAccount(principal.user)) return null;
  const instanceId = request.cookies[wixInstanceCookieName];
  if (!instanceId || wixUserName(instanceId) !== principal.user.username) return null;
  return wixUpgradeUrl(appId, instanceId);
}
