import { describe, expect, it } from 'vitest';
import { isDeleteConfirmed, isValidEmail, validateEnterpriseAccount } from './enterprise.ts';

const valid = { username: 'alice', password: 'secret', email: 'alice@example.com' };

describe('validateEnterpriseAccount: username and password need at least 5 characters', () => {
  it('accepts a valid form', () => {
    expect(validateEnterpriseAccount(valid)).toEqual([]);
  });
  it('refuses a short username and password', () => {
    expect(validateEnterpriseAccount({ ...valid, username: 'bob', password: '1234' })).toEqual([
      { key: 'enterpriseUsernameTooShort', params: { min: 5 } },
      { key: 'enterprisePasswordTooShort', params: { min: 5 } },
    ]);
  });
});

describe('validateEnterpriseAccount: email required and valid, except for white-label', () => {
  it('requires an email', () => {
    expect(validateEnterpriseAccount({ ...valid, email: '' })).toEqual([
      { key: 'enterpriseEmailRequired' },
    ]);
  });
  it('refuses an invalid email', () => {
    expect(validateEnterpriseAccount({ ...valid, email: 'alice@' })).toEqual([
      { key: 'enterpriseEmailInvalid' },
    ]);
    expect(isValidEmail('a@b.co')).toBe(true);
  });
  it('lets a white-label account go without email', () => {
    expect(validateEnterpriseAccount({ ...valid, email: null }, { whiteLabel: true })).toEqual([]);
  });
});

describe("isDeleteConfirmed: deletion needs typing 'delete'", () => {
  it('accepts delete only', () => {
    expect(isDeleteConfirmed('delete')).toBe(true);
    expect(isDeleteConfirmed(' DELETE ')).toBe(true);
    expect(isDeleteConfirmed('del')).toBe(false);
  });
});
