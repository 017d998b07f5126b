import { describe, expect, it } from 'vitest';
import {
  chooseInstalledTheme,
  defaultTheme,
  findTheme,
  isThemeName,
  themeNameSchema,
} from './themes.ts';

const aurora = { id: 'aurora', legacyNames: ['hypeTemplate_aurora'] };
const plain = { id: 'standard', legacyNames: ['hypeTemplate', 'basic'] };
const installed = [aurora, plain];

describe('theme names: any plugin-shaped id or legacy template name', () => {
  it.each(['aurora', 'photo_tall', 'hypeTemplate', 'hypeTemplate_photo_large'])('%s', (name) => {
    expect(isThemeName(name)).toBe(true);
    expect(themeNameSchema.parse(` ${name} `)).toBe(name);
  });
  it.each(['', 'Aurora', 'hypeTemplate_', 'a b', '<script>'])('refuses %j', (name) => {
    expect(isThemeName(name)).toBe(false);
    expect(themeNameSchema.safeParse(name).success).toBe(false);
  });
});

describe('chooseInstalledTheme: the first name an installed theme answers to, else the default', () => {
  it('matches an id or a legacy name', () => {
    expect(findTheme(installed, 'hypeTemplate_aurora')).toBe(aurora);
    expect(chooseInstalledTheme(installed, 'basic')).toBe(plain);
  });
  it('prefers the first name that matches (an override over the stored theme)', () => {
    expect(chooseInstalledTheme(installed, 'aurora', 'standard')).toBe(aurora);
    expect(chooseInstalledTheme(installed, 'not_installed', 'aurora')).toBe(aurora);
  });
  it('shows an unknown or missing stored theme in the default installed theme', () => {
    expect(chooseInstalledTheme(installed, 'hypeTemplate_gone')).toBe(plain);
    expect(chooseInstalledTheme(installed, undefined, null, '')).toBe(plain);
  });
  it('falls back to the first installed theme when none answers to the default name', () => {
    expect(defaultTheme([aurora])).toBe(aurora);
    expect(chooseInstalledTheme([], 'standard')).toBeUndefined();
  });
});
