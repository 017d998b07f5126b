/** Accounts, sessions, settings, tokens and enterprise routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginThrottle } from '../../auth/login-throttle.ts';
import { adminRoutes, instanceSettingsRoutes } from './admin.ts';
import { emailVerificationRoutes } from './email-verification.ts';
import { enterpriseRoutes } from './enterprise.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { sessionRoutes } from './session.ts';
import { tokenRoutes } from './tokens.ts';
import { wallAccessRoutes } from './wall-access.ts';

/** Options of {@link accountRoutes}. */
export interface AccountRoutesOptions {
  /** Sign-in throttling; tests pass one with small limits. */
  readonly loginThrottle?: LoginThrottle;
}

/** Registers every account route. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  await app.register(sessionRoutes(options.loginThrottle ?? new LoginThrottle()));
  await app.register(passwordResetRoutes());
  await app.register(emailVerificationRoutes());
  await app.register(tokenRoutes);
  await app.register(enterpriseRoutes);
  await app.register(wallAccessRoutes);
  await app.register(adminRoutes);
  await app.register(instanceSettingsRoutes);
};
