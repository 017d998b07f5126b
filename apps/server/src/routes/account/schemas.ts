/** Request and response schemas of the account routes, with the spec's messages. */
import {
  formatMessage,
  isValidEmail,
  messages,
  minPasswordLength,
  minUsernameLength,
  permissionKeySchema,
  planIdSchema,
} from '@chorus/core';
import { isShippedLanguage, languageNames, shippedLanguages } from '@chorus/core/i18n';
import { z } from 'zod';
import type { TokenRow, UserRow } from '../../db/schema.ts';

const usernameTooShort = formatMessage('enterpriseUsernameTooShort', { min: minUsernameLength });
const passwordTooShort = formatMessage('enterprisePasswordTooShort', { min: minPasswordLength });

/** A username: at least 5 characters after trimming. */
export const usernameSchema = z
  .string({ error: usernameTooShort })
  .trim()
  .min(minUsernameLength, usernameTooShort)
  .max(64, formatMessage('fieldTooLong', { field: 'Username', max: 64 }));

/** A password: at least 5 characters, kept as typed. */
export const passwordSchema = z
  .string({ error: passwordTooShort })
  .min(minPasswordLength, passwordTooShort)
  .max(1024, formatMessage('fieldTooLong', { field: 'Password', max: 1024 }));

/** A required, valid e-mail address. */
export const emailSchema = z
  .string({ error: messages.enterpriseEmailRequired })
  .trim()
  .min(1, messages.enterpriseEmailRequired)
  .max(254, formatMessage('fieldTooLong', { field: 'Email', max: 254 }))
  .refine(isValidEmail, messages.enterpriseEmailInvalid);

/** An enterprise permission list, without repeats. */
export const permissionListSchema = z
  .array(permissionKeySchema)
  .max(20)
  .transform((keys) => [...new Set(keys)]);

/** What every account route answers on success besides its data: the spec's alert text. */
export const messageSchema = z.object({ message: z.string() });

/** An account as its owner and itself see it (never its password hash). */
export const accountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  plan: planIdSchema,
  creator_id: z.number().int().nullable(),
  meta: z.array(z.string()),
  licenses: z.number().int(),
  created_at: z.string(),
  admin: z.boolean().meta({ description: 'Whether the account administers this instance.' }),
  language: z.enum(shippedLanguages).nullable().meta({
    description: "The owner app's language; null: the browser's (else English).",
  }),
});

const languageInvalid = formatMessage('fieldInvalid', { field: 'language' });

/** The owner app's language an account may choose, or null to follow the browser. */
export const accountLanguageSchema = z
  .union(
    shippedLanguages.map((language) =>
      z.literal(language).meta({ title: languageNames[language] }),
    ),
    { error: languageInvalid },
  )
  .nullable()
  .meta({
    description:
      "The owner app's language: `en`, `de`, `fr` or `es`; null follows the browser's language.",
  });

/** An account as the API shows it. */
export function accountView(user: UserRow, plan: z.infer<typeof planIdSchema>) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    plan,
    creator_id: user.creator_id,
    meta: user.meta,
    licenses: user.licenses,
    created_at: new Date(user.created_at).toISOString(),
    admin: user.is_admin,
    language: isShippedLanguage(user.language) ? user.language : null,
  } satisfies z.infer<typeof accountSchema>;
}

/** A token as listed: never its value, only a hint of its last characters. */
export const tokenSchema = z.object({
  id: z.string().meta({ description: 'Kind and number, e.g. api-3 or wl-7.' }),
  kind: z.enum(['api', 'wl']),
  wall_id: z.number().int().nullable(),
  hint: z.string().meta({ description: 'The last characters of the token, for recognition.' }),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

/** A token as the API lists it. */
export function tokenView(kind: 'api' | 'wl', row: TokenRow): z.infer<typeof tokenSchema> {
  return {
    id: `${kind}-${row.id}`,
    kind,
    wall_id: row.wall_id,
    hint: row.label,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

/** The hint stored with a new token: its last four characters. */
export function tokenHint(token: string): string {
  return `…${token.slice(-4)}`;
}

/** The error body, for response schemas. */
export const errorSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
