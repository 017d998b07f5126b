/**
 * The accounts tab's rules, kept pure: who sees the tab and the Ownership entry, permissions as
 * words, the preset a set of permissions matches, and the form's checks with the spec's messages.
 */
import {
  hasFeature,
  isPlanId,
  permissionKeys,
  permissionPresets,
  validateEnterpriseAccount,
  type MessageKey,
  type PermissionKey,
  type PermissionPresetName,
} from '@chorus/core';
import type { Translator } from '@chorus/core/i18n';
import type { TextFormatter } from '../i18n/texts.ts';
import type { CurrentUser } from '../session.ts';
import type { texts } from './texts.ts';

/** A key of the accounts folder's texts. */
export type AccountsKey = keyof typeof texts.en;

/** The feature a user's walls have: the owner's rewards count, a sub-account's meta does not. */
function hasEnterpriseFeature(user: CurrentUser, flag: 'enterprise_accounts' | 'ownership_tint') {
  const meta = user.account.creator_id === null ? user.account.meta : [];
  const plan = user.settings.plan;
  return isPlanId(plan) && hasFeature(plan, meta, flag);
}

/**
 * Whether the accounts tab shows: the plan has enterprise accounts (always when self-hosted,
 * premium when hosted) and the user may manage them (the owner, or create_enterprise_accounts).
 */
export function managesAccounts(user: CurrentUser): boolean {
  return (
    hasEnterpriseFeature(user, 'enterprise_accounts') &&
    user.permissions.includes('create_enterprise_accounts')
  );
}

/** Whether a wall's Ownership entry shows: the ownership feature and the ownership_tint permission. */
export function sharesWalls(user: CurrentUser): boolean {
  return (
    hasEnterpriseFeature(user, 'ownership_tint') && user.permissions.includes('ownership_tint')
  );
}

/** Each permission's words, in the order of core's list. */
export const permissionLabels: Readonly<Record<PermissionKey, AccountsKey>> = {
  create_enterprise_accounts: 'permCreateEnterpriseAccounts',
  change_billing: 'permChangeBilling',
  create_tint: 'permCreateTint',
  modify_tint: 'permModifyTint',
  moderate_tint: 'permModerateTint',
  delete_tint: 'permDeleteTint',
  ownership_tint: 'permOwnershipTint',
};

/** The presets' words, in the spec's order. */
export const presetLabels: Readonly<Record<PermissionPresetName, AccountsKey>> = {
  admin: 'presetAdmin',
  moderator: 'presetModerator',
  designer: 'presetDesigner',
  accountant: 'presetAccountant',
};

/** The presets' names, in the spec's order. */
export const presetNames = Object.keys(presetLabels) as PermissionPresetName[];

/** The permission keys among an account's meta (without enterprise_accounts), in core's order. */
export function permissionsOf(meta: readonly string[]): PermissionKey[] {
  return permissionKeys.filter((key) => meta.includes(key));
}

/** An account's permissions as words, or "No permissions". */
export function permissionWords(meta: readonly string[], t: TextFormatter<AccountsKey>): string {
  const keys = permissionsOf(meta);
  return keys.length === 0
    ? t('noPermissions')
    : keys.map((key) => t(permissionLabels[key])).join(', ');
}

/** The preset these permissions are exactly, if any. */
export function presetOf(keys: readonly string[]): PermissionPresetName | undefined {
  const chosen = new Set(permissionsOf(keys));
  return presetNames.find((name) => {
    const preset = permissionPresets[name];
    return preset.length === chosen.size && preset.every((key) => chosen.has(key));
  });
}

/**
 * The permissions a user may give: an owner all, a sub-account only those it holds (the
 * server refuses the rest).
 */
export function grantablePermissions(user: CurrentUser): PermissionKey[] {
  return permissionKeys.filter((key) => user.permissions.includes(key));
}

/** The account form's text fields. */
export interface AccountFields {
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

/** The form's field of each message of core's check. */
const fieldOfMessage: Partial<Record<MessageKey, keyof AccountFields>> = {
  enterpriseUsernameTooShort: 'username',
  enterprisePasswordTooShort: 'password',
  enterpriseEmailRequired: 'email',
  enterpriseEmailInvalid: 'email',
};

/**
 * The new-account form's problems by field, in the owner's language: username and password of
 * at least 5 characters, a valid e-mail unless the account is white-label and has none (core's
 * rule, the spec's messages).
 */
export function accountFormErrors(
  fields: AccountFields,
  core: Translator,
  whiteLabel = false,
): Partial<Record<keyof AccountFields, string>> {
  const errors: Partial<Record<keyof AccountFields, string>> = {};
  for (const problem of validateEnterpriseAccount(fields, { whiteLabel })) {
    const field = fieldOfMessage[problem.key];
    if (field && errors[field] === undefined)
      errors[field] = core.text(problem.key, problem.params);
  }
  return errors;
}

/** The field a server refusal names: its issues' paths, or a taken username or e-mail. */
export function serverFieldErrors(
  error: {
    readonly status: number;
    readonly message: string;
    readonly issues: readonly { path: string; message: string }[];
  },
  core: Translator,
): Partial<Record<keyof AccountFields, string>> {
  const errors: Partial<Record<keyof AccountFields, string>> = {};
  for (const issue of error.issues) {
    if (issue.path === 'username' || issue.path === 'email' || issue.path === 'password') {
      errors[issue.path] ??= issue.message;
    }
  }
  if (error.status === 409) {
    const field = error.message === core.t('enterpriseEmailTaken') ? 'email' : 'username';
    errors[field] = error.message;
  }
  return errors;
}
