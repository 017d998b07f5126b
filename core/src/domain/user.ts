import { z } from 'zod';
import { planIdSchema } from './plan-schemas.ts';

/** Every permission an enterprise sub-account can hold (owner spec section 6). */
export const permissionKeys = [
  'create_enterprise_accounts',
  'change_billing',
  'create_tint',
  'modify_tint',
  'moderate_tint',
  'delete_tint',
  'ownership_tint',
] as const;

/** A permission key, validated. */
export const permissionKeySchema = z.enum(permissionKeys).meta({ title: 'Permission' });

/** A permission key such as `moderate_tint`. */
export type PermissionKey = z.infer<typeof permissionKeySchema>;

/** Named permission sets offered when creating an enterprise account (see docs/domain.md). */
export const permissionPresets: Readonly<
  Record<'admin' | 'moderator' | 'designer' | 'accountant', readonly PermissionKey[]>
> = Object.freeze({
  admin: permissionKeys,
  moderator: ['moderate_tint'],
  designer: ['create_tint', 'modify_tint', 'moderate_tint'],
  accountant: ['change_billing'],
});

/** The name of a permission preset. */
export type PermissionPresetName = keyof typeof permissionPresets;

/**
 * Permission and reward keys held in a user's meta. Rewards are feature flags unlocked by
 * referral credits, so they are free strings here and checked against featureFlags where used.
 */
const metaKeys = z.array(z.string()).default([]);

/** A signed-in user: an owner, or an enterprise sub-account created by one. */
export const userSchema = z
  .object({
    id: z.string().min(1),
    username: z.string().min(1),
    email: z.string().default(''),
    plan: planIdSchema.default('basic'),
    createdAt: z.number().int().nonnegative().meta({ description: 'Unix seconds.' }),
    creatorId: z
      .string()
      .nullable()
      .default(null)
      .meta({ description: 'Who created this sub-account; null (spec "0") for an owner.' }),
    meta: metaKeys.meta({ description: 'Permission keys and unlocked rewards.' }),
    firstname: z.string().default(''),
    lastname: z.string().default(''),
    organization: z.string().default(''),
    industry: z.string().default(''),
  })
  .meta({ title: 'User' });

/** A signed-in user. */
export type User = z.infer<typeof userSchema>;

/** An enterprise sub-account as listed to its owner. */
export const enterpriseAccountSchema = z
  .object({
    id: z.string().min(1),
    username: z.string().min(1),
    email: z.string().default(''),
    meta: metaKeys,
    licenses: z.number().int().nonnegative().default(0),
    creatorId: z.string().nullable().default(null),
  })
  .meta({ title: 'Enterprise account' });

/** An enterprise sub-account. */
export type EnterpriseAccount = z.infer<typeof enterpriseAccountSchema>;

/** Feed allowance of a user: how many walls are active and inactive out of how many allowed. */
export const feedCountSchema = z.object({
  active: z.number().int().nonnegative(),
  inactive: z.number().int().nonnegative(),
  allowed: z.number().int().nonnegative(),
});

/** Feed allowance of a user. */
export type FeedCount = z.infer<typeof feedCountSchema>;

/** What GET /api/user/current returns: plan, API token, enterprise accounts, allowance. */
export const settingsSchema = z
  .object({
    plan: planIdSchema,
    token: z.string().nullable().default(null),
    accounts: z.array(enterpriseAccountSchema).default([]),
    feedCount: feedCountSchema,
  })
  .meta({ title: 'Settings' });

/** The current user's settings. */
export type Settings = z.infer<typeof settingsSchema>;

/** Whether a user is an owner rather than a sub-account (spec creator_id '0' or empty). */
export function isOwner(user: Pick<User, 'creatorId'>): boolean {
  return user.creatorId === null || user.creatorId === '' || user.creatorId === '0';
}
