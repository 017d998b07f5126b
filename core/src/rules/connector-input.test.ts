import { describe, expect, it } from 'vitest';
import { requireConnectorInput, validateGeoInput, validateMapSearch } from './connector-input.ts';

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
