/**
 * The theme gallery of the personalize section: every installed theme as a card with a
 * thumbnail of its layout, in one radio group (arrow keys move between the themes and choose
 * one, as native radios do). A theme the plan does not include shows its card with the upgrade
 * prompt and no radio.
 */
import type { ThemeDescription } from '@chorus/core';
import { useTexts } from '../../i18n/texts.ts';
import { themeFeature, UpgradePrompt, type FeatureCheck } from '../plan-gates.tsx';
import { texts } from '../texts.ts';
import { ThemeThumbnail } from './ThemeThumbnail.tsx';

/** Props of {@link ThemePicker}. */
export interface ThemePickerProps {
  readonly themes: readonly ThemeDescription[];
  /** The id of the selected theme, if an installed one is selected. */
  readonly selected: string | undefined;
  readonly can: FeatureCheck;
  /** The id of the heading that names the group. */
  readonly labelledBy: string;
  readonly onSelect: (theme: ThemeDescription) => void;
}

/** The installed theme that a stored theme name selects (by id, then legacy name). */
export function installedThemeFor(
  themes: readonly ThemeDescription[],
  name: string,
): ThemeDescription | undefined {
  return (
    themes.find((theme) => theme.id === name) ??
    themes.find((theme) => theme.legacyNames.includes(name))
  );
}

/** The gallery. */
export function ThemePicker({ themes, selected, can, labelledBy, onSelect }: ThemePickerProps) {
  const t = useTexts(texts);
  if (themes.length === 0) {
    return <p>{t('noThemes')}</p>;
  }
  return (
    <div className="theme-picker" role="radiogroup" aria-labelledby={labelledBy}>
      {themes.map((theme) => {
        const feature = themeFeature(theme);
        const allowed = feature === null || can(feature) || theme.id === selected;
        const chosen = theme.id === selected;
        return (
          <div
            key={theme.id}
            className="theme-picker__choice"
            data-theme-id={theme.id}
            data-selected={chosen || undefined}
          >
            {allowed ? (
              <label className="theme-picker__card">
                <ThemeThumbnail theme={theme} />
                <span className="theme-picker__name">
                  <input
                    type="radio"
                    name="theme"
                    value={theme.id}
                    checked={chosen}
                    onChange={() => onSelect(theme)}
                  />
                  {theme.displayName}
                </span>
              </label>
            ) : (
              <div className="theme-picker__card theme-picker__card--locked">
                <ThemeThumbnail theme={theme} />
                <span className="theme-picker__name theme-picker__locked">
                  {t('themeLocked', { theme: theme.displayName })}
                </span>
                <UpgradePrompt feature={feature} />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
