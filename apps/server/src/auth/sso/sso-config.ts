/**
 * The identity providers owners may sign in with (docs/operations.md, "Sign-in with Google,
 * LinkedIn, Facebook or OpenID Connect"), from `CHORUS_SSO_<ID>_*` variables. `<ID>` names the
 * provider: GOOGLE, LINKEDIN and FACEBOOK come with their issuer, name and endpoints; any other
 * id is a generic OpenID Connect provider that needs `_ISSUER`. A provider without a client id
 * is not offered.
 */

/** Prefix of the variables that configure a sign-in provider. */
export const ssoVariablePrefix = 'CHORUS_SSO_';

/** One provider owners may sign in with. */
export interface SsoProviderConfig {
  /** The id in addresses (`/api/sso/google/start`): `<ID>` in lower case, `_` as `-`. */
  readonly id: string;
  /** What the button says after "Continue with". */
  readonly name: string;
  /** OpenID Connect (discovery, PKCE, ID token) or Facebook's OAuth 2 with its Graph API. */
  readonly kind: 'oidc' | 'facebook';
  readonly clientId: string;
  readonly clientSecret?: string;
  /** The OpenID Connect issuer; discovery reads `<issuer>/.well-known/openid-configuration`. */
  readonly issuer?: string;
  /** Facebook: its consent screen (CHORUS_SSO_FACEBOOK_AUTHORIZE_URL, for tests). */
  readonly authorizeUrl?: string;
  /** Facebook: the Graph API's base (CHORUS_SSO_FACEBOOK_GRAPH_URL, for tests). */
  readonly graphUrl?: string;
}

interface Preset {
  readonly name: string;
  readonly kind: 'oidc' | 'facebook';
  readonly issuer?: string;
  readonly authorizeUrl?: string;
  readonly graphUrl?: string;
}

/** The providers that need only a client id and secret. */
export const ssoPresets: Readonly<Record<string, Preset>> = Object.freeze({
  GOOGLE: { name: 'Google', kind: 'oidc', issuer: 'https://accounts.google.com' },
  // "Sign In with LinkedIn using OpenID Connect".
  LINKEDIN: { name: 'LinkedIn', kind: 'oidc', issuer: 'https://www.linkedin.com/oauth' },
  FACEBOOK: {
    name: 'Facebook',
    kind: 'facebook',
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    graphUrl: 'https://graph.facebook.com/v21.0',
  },
});

const fields = [
  'CLIENT_ID',
  'CLIENT_SECRET',
  'ISSUER',
  'NAME',
  'AUTHORIZE_URL',
  'GRAPH_URL',
] as const;
type Field = (typeof fields)[number];

/**
 * Reads the providers from the environment, in the order of their ids; returns a string (the
 * problem) when a variable is malformed or a generic provider lacks its issuer.
 */
export function ssoProvidersOf(
  environment: NodeJS.ProcessEnv,
): readonly SsoProviderConfig[] | string {
  const byId: Record<string, Partial<Record<Field, string>>> = {};
  for (const [name, value] of Object.entries(environment)) {
    if (!name.startsWith(ssoVariablePrefix) || !value) continue;
    const rest = name.slice(ssoVariablePrefix.length);
    const field = [...fields]
      .sort((a, b) => b.length - a.length)
      .find((candidate) => rest.endsWith(`_${candidate}`) && rest.length > candidate.length + 1);
    if (!field) {
      return `${name}: expected ${ssoVariablePrefix}<ID>_CLIENT_ID, _CLIENT_SECRET, _ISSUER, _NAME, _AUTHORIZE_URL or _GRAPH_URL.`;
    }
    const id = rest.slice(0, -field.length - 1);
    if (!/^[A-Z0-9_]+$/.test(id)) return `${name}: the provider id takes A-Z, 0-9 and _ only.`;
    if (field.endsWith('URL') || field === 'ISSUER') {
      if (!/^https?:\/\/[^\s]+$/.test(value)) return `${name}: must be an http(s) address.`;
    }
    (byId[id] ??= {})[field] = value.trim();
  }
  const providers: SsoProviderConfig[] = [];
  for (const id of Object.keys(byId).sort()) {
    const given = byId[id]!;
    if (!given.CLIENT_ID) continue;
    const preset = ssoPresets[id];
    const issuer = given.ISSUER ?? preset?.issuer;
    const kind = preset?.kind ?? 'oidc';
    if (kind === 'oidc' && !issuer) {
      return `${ssoVariablePrefix}${id}_ISSUER: an OpenID Connect provider needs its issuer address.`;
    }
    const authorizeUrl = given.AUTHORIZE_URL ?? preset?.authorizeUrl;
    const graphUrl = given.GRAPH_URL ?? preset?.graphUrl;
    providers.push({
      id: id.toLowerCase().replace(/_/g, '-'),
      name: given.NAME ?? preset?.name ?? id.charAt(0) + id.slice(1).toLowerCase(),
      kind,
      clientId: given.CLIENT_ID,
      ...(given.CLIENT_SECRET ? { clientSecret: given.CLIENT_SECRET } : {}),
      ...(kind === 'oidc' && issuer ? { issuer } : {}),
      ...(kind === 'facebook' && authorizeUrl ? { authorizeUrl } : {}),
      ...(kind === 'facebook' && graphUrl ? { graphUrl: graphUrl.replace(/\/+$/, '') } : {}),
    });
  }
  return providers;
}
