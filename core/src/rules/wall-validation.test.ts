import { describe, expect, it } from 'vitest';
import { validateAccessRemoval, validateNewWall, validateWallName } from './wall-validation.ts';

describe("validateWallName: a wall name must not be blank ('Name must not be blank.')", () => {
  it('refuses blank names', () => {
    expect(validateWallName('   ')).toEqual({ key: 'wallNameBlank' });
    expect(validateWallName('Summer fest')).toBeNull();
  });
});

describe('validateNewWall: a new wall needs an address (wallUserNameMissing)', () => {
  it('asks for the user name', () => {
    expect(validateNewWall({ name: 'Fest', userName: '' })).toEqual([
      { key: 'wallUserNameMissing' },
    ]);
    expect(validateNewWall({ name: 'Fest', userName: 'fest' })).toEqual([]);
  });
});

describe('validateAccessRemoval: at least one account keeps access, the owner stays', () => {
  it('refuses removing the owner or the last account', () => {
    expect(validateAccessRemoval(['o', 'a'], 'o', 'o')).toEqual({ key: 'wallNeedsOneAccount' });
    expect(validateAccessRemoval(['a'], 'a', 'o')).toEqual({ key: 'wallNeedsOneAccount' });
    expect(validateAccessRemoval(['o', 'a'], 'a', 'o')).toBeNull();
  });
});
