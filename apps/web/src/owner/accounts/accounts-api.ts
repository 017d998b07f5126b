/** The accounts tab's and the Ownership dialog's calls, through the owner API client. */
import { apiRequest } from '../api-client.ts';

/** An enterprise account as `GET /api/accounts` lists it. */
export interface EnterpriseAccount {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  /** `enterprise_accounts` and the permission keys it holds. */
  readonly meta: readonly string[];
}

/** The owner's licenses: how many accounts they may have, and how many are left. */
export interface Licenses {
  readonly total: number;
  readonly used: number;
  readonly remaining: number;
}

/** `GET /api/accounts`. */
export function fetchAccounts(): Promise<{ accounts: EnterpriseAccount[]; licenses: Licenses }> {
  return apiRequest('/api/accounts');
}

/** `POST /api/account`: the new account and the server's message (Account Created!). */
export function createAccount(fields: {
  username: string;
  email: string;
  password: string;
  meta: readonly string[];
  /** A white-label account: the e-mail may be empty. */
  white_label?: boolean;
}): Promise<{ message: string; account: EnterpriseAccount }> {
  return apiRequest('/api/account', { method: 'POST', body: fields });
}

/** `PUT /api/account/{id}`: new permissions (Account Modified!). */
export function updateAccount(
  id: number,
  meta: readonly string[],
): Promise<{ message: string; account: EnterpriseAccount }> {
  return apiRequest(`/api/account/${id}`, { method: 'PUT', body: { meta } });
}

/** `DELETE /api/account/{id}`, confirmed by the typed word (Account deleted successfully). */
export function deleteAccount(id: number, confirm: string): Promise<{ message: string }> {
  return apiRequest(`/api/account/${id}`, { method: 'DELETE', body: { confirm } });
}

/** One account of a wall's access list. */
export interface AccessEntry {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  /** The wall's owner: always listed first, never removable. */
  readonly owner: boolean;
}

/** `GET /api/access/{wall}`: who may work on the wall, and who may be added. */
export function fetchWallAccess(
  wallId: number,
): Promise<{ access: AccessEntry[]; available: AccessEntry[] }> {
  return apiRequest(`/api/access/${wallId}`);
}

/** `POST /api/access/{wall}/{account}` (Account Ownership Added!). */
export function addWallAccess(wallId: number, accountId: number): Promise<{ message: string }> {
  return apiRequest(`/api/access/${wallId}/${accountId}`, { method: 'POST' });
}

/** `DELETE /api/access/{wall}/{account}` (Account ownership successfully removed). */
export function removeWallAccess(wallId: number, accountId: number): Promise<{ message: string }> {
  return apiRequest(`/api/access/${wallId}/${accountId}`, { method: 'DELETE' });
}
