/**
 * The OAuth apps of installed connectors, as the administrator sets them: every OAuth 2 sign-in
 * without per-server registration needs a client id (and usually a secret) registered with its
 * network — one per connector, plus one for each app a feed type's own sign-in names (Instagram
 * profiles' Instagram Login beside Instagram's Facebook Login), keyed by that app's id. Entered here, they are sealed with the credentials
 * keyring and never sent back; `CHORUS_OAUTH_<NETWORK>_CLIENT_ID` in the environment still wins.
 */
import { formatMessage, messages } from '@chorus/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../auth/http-error.ts';
import { loadKeyring, type Keyring } from '../../credentials/keyring.ts';
import {
  deleteConnectorApp,
  listConnectorApps,
  saveConnectorApp,
} from '../../db/repositories/instance.ts';
import {
  installationOAuthApps,
  oauthAppFromEnvironment,
  type InstallationOAuthApp,
} from '../../oauth/app-credentials.ts';
import { clientIdVariable } from '../../oauth/client.ts';
import { administratorOf } from './admin.ts';
import { connectorAppSchema } from './admin-validation.ts';
import { errorSchema } from './schemas.ts';

/** A connector's OAuth app as the administrator sees it: where it comes from, never its value. */
const connectorAppViewSchema = z.object({
  network: z.string().meta({
    description:
      "The app's id: the connector's id, or the app a feed type's own sign-in names (`instagram-login`).",
  }),
  name: z.string().meta({ description: "The connector's display name, or the app's name." }),
  feed_types: z.array(z.string()).meta({
    description: 'Titles of the feed types whose sources sign in with this app.',
  }),
  variable: z.string().meta({ description: 'The environment variable that wins when set.' }),
  source: z.enum(['environment', 'saved', 'none']).meta({
    description: '`environment`: set by the environment (it wins); `saved`: entered here.',
  }),
  saved_at: z.string().nullable(),
});

type ConnectorAppView = z.infer<typeof connectorAppViewSchema>;

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

const networkParams = z.object({ network: z.string().regex(/^[a-z0-9_-]{1,40}$/) });

/** The administrator's routes for connectors' OAuth apps. */
export const connectorAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const access = { access: { action: 'signedIn' as const } };
  let keyring: Promise<Keyring> | undefined;
  const keyringOf = () =>
    (keyring ??= loadKeyring({
      secretKey: app.config.secretKey,
      previousKeys: app.config.previousSecretKeys,
      dataDir: app.database.kind === 'pglite' ? app.config.dataDir : undefined,
    }));
  const needing = () => installationOAuthApps(app.plugins.connectors);
  const oauthAppOf = (network: string): InstallationOAuthApp => {
    const found = needing().find((candidate) => candidate.app.id === network);
    if (!found) throw httpError(404, messages.notFound);
    return found;
  };
  const views = async (): Promise<ConnectorAppView[]> => {
    const saved = new Map(
      (await listConnectorApps(db)).map((row) => [row.network, row.updatedAt] as const),
    );
    return needing().map(({ app: oauthApp, connector, feedTypes }) => {
      const savedAt = saved.get(oauthApp.id);
      return {
        network: oauthApp.id,
        name: oauthApp.name,
        feed_types: feedTypes.map((id) => connector.feedTypes[id]?.title ?? id),
        variable: clientIdVariable(oauthApp.id),
        source: oauthAppFromEnvironment(app.config, oauthApp.id)
          ? 'environment'
          : savedAt
            ? 'saved'
            : 'none',
        saved_at: savedAt ? savedAt.toISOString() : null,
      };
    });
  };
  const viewOf = async (network: string): Promise<ConnectorAppView> => {
    const found = (await views()).find((view) => view.network === network);
    if (!found) throw httpError(404, messages.notFound);
    return found;
  };
  const refuseEnvironment = ({ app: oauthApp }: InstallationOAuthApp) => {
    if (oauthAppFromEnvironment(app.config, oauthApp.id)) {
      throw httpError(
        409,
        `The ${oauthApp.name} app is set by the environment ` +
          `(${clientIdVariable(oauthApp.id)}), which wins over this screen.`,
      );
    }
  };

  app.get(
    '/api/admin/connectors',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary: "Installed connectors that need an OAuth app, and where each one's comes from",
        response: { 200: z.object({ connectors: z.array(connectorAppViewSchema) }), ...errors },
      },
    },
    async (request) => {
      administratorOf(request);
      return { connectors: await views() };
    },
  );

  app.put(
    '/api/admin/connectors/:network',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary: "Save a connector's OAuth app (client id and secret), sealed; never sent back",
        params: networkParams,
        body: connectorAppSchema,
        response: { 200: connectorAppViewSchema, ...errors },
      },
    },
    async (request) => {
      const admin = administratorOf(request);
      const oauthApp = oauthAppOf(request.params.network);
      refuseEnvironment(oauthApp);
      const secret = request.body.client_secret ?? '';
      await saveConnectorApp(
        db,
        await keyringOf(),
        oauthApp.app.id,
        { clientId: request.body.client_id, clientSecret: secret === '' ? null : secret },
        admin.user.id,
      );
      return viewOf(oauthApp.app.id);
    },
  );

  app.delete(
    '/api/admin/connectors/:network',
    {
      config: access,
      schema: {
        tags: ['account'],
        summary: "Forget a connector's saved OAuth app (administrator only)",
        params: networkParams,
        response: { 200: connectorAppViewSchema, ...errors },
      },
    },
    async (request) => {
      administratorOf(request);
      const { app: oauthApp } = oauthAppOf(request.params.network);
      if (!(await deleteConnectorApp(db, oauthApp.id))) {
        throw httpError(404, formatMessage('fieldInvalid', { field: 'saved app' }));
      }
      return viewOf(oauthApp.id);
    },
  );
};
