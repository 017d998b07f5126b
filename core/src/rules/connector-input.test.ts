import { describe, expect, it } from 'vitest';
import { formatMessageRef } from '../messages/index.ts';
import {
  requireConnectorInput,
  validateGeoInput,
  validateLinkedInSource,
  validateMapSearch,
} from './connector-input.ts';

describe('requireConnectorInput: a trimmed non-empty value plus a user id', () => {
  it('trims and accepts', () => {
    expect(requireConnectorInput('  chorus ', 'u1', 'hashtagRequired')).toEqual({
      ok: true,
      value: 'chorus',
    });
  });
  it('asks for the value with the feed type message', () => {
    expect(requireConnectorInput('  ', 'u1', 'hashtagRequired')).toEqual({
      ok: false,
      error: { key: 'hashtagRequired' },
    });
  });
  it('refuses without a user id', () => {
    expect(requireConnectorInput('chorus', '', 'hashtagRequired')).toEqual({
      ok: false,
      error: { key: 'userIdMissing' },
    });
  });
});

describe("validateLinkedInSource: 'Please specify a valid {field}.' for what is missing", () => {
  it('needs a known type', () => {
    const error = validateLinkedInSource({ type: 'page' });
    expect(error && formatMessageRef(error)).toBe('Please specify a valid type.');
  });
  it('needs company id and name for a company', () => {
    const error = validateLinkedInSource({ type: 'company', company_id: '12' });
    expect(error && formatMessageRef(error)).toBe('Please specify a valid company_name.');
  });
  it('needs group id and name for a group', () => {
    expect(validateLinkedInSource({ type: 'group' })).toEqual({
      key: 'fieldInvalid',
      params: { field: 'group_id' },
    });
    expect(validateLinkedInSource({ type: 'group', group_id: '1', group_name: 'G' })).toBeNull();
  });
  it('needs nothing more for a profile', () => {
    expect(validateLinkedInSource({ type: 'profile' })).toBeNull();
  });
});

describe('validateMapSearch: map search needs query and near', () => {
  it('refuses either missing', () => {
    expect(validateMapSearch('coffee', '')).toEqual({ key: 'mapQueryAndNearRequired' });
    expect(validateMapSearch('', 'Paris')).toEqual({ key: 'mapQueryAndNearRequired' });
    expect(validateMapSearch('coffee', 'Paris')).toBeNull();
  });
});

describe('validateGeoInput: latitude, longitude and radius, coordinates in range', () => {
  it('asks for all three, then checks range', () => {
    expect(validateGeoInput({ latitude: '1', longitude: '', radius: 5 })).toEqual({
      key: 'geoRequired',
    });
    expect(validateGeoInput({ latitude: 91, longitude: 0, radius: 5 })).toEqual({
      key: 'geoInvalid',
    });
    expect(validateGeoInput({ latitude: 'x', longitude: 0, radius: 5 })).toEqual({
      key: 'geoInvalid',
    });
    expect(validateGeoInput({ latitude: 48.8, longitude: 2.3, radius: '10' })).toBeNull();
  });
});
