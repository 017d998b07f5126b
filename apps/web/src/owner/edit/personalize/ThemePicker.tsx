/** The theme radios of the personalize section: every installed theme, plan gates shown. */
import type { ThemeDescription } from '@chorus/core';
import { themeFeature, UpgradePrompt, type FeatureCheck } from '../plan-gates.tsx';

/** Props of {@link ThemePicker}. */
export interface ThemePickerProps {
  readonly themes: readonly ThemeDescription[];
  /** The id of the selected theme, if an installed one is selected. */
  readonly selected: string | undefined;
  readonly can: FeatureCheck;
  readonly disabled: boolean;
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

/** The radios. */
export function ThemePicker({ themes, selected, can, disabled, onSelect }: ThemePickerProps) {
  if (themes.length === 0) {
    return <p>No theme packages are installed; the wall uses the built-in list layout.</p>;
  }
  return (
    <fieldset className="theme-picker">
      <legend>Theme</legend>
      {themes.map((theme) => {
        const feature = themeFeature(theme);
        const allowed = feature === null || can(feature) || theme.id === selected;
        return (
          <div key={theme.id} className="theme-picker__choice" data-theme-id={theme.id}>
            {allowed ? (
              <label>
                <input
                  type="radio"
                  name="theme"
                  value={theme.id}
                  checked={theme.id === selected}
                  disabled={disabled}
                  onChange={() => onSelect(theme)}
                />
                {theme.displayName}
              </label>
            ) : (
              <>
                <span className="theme-picker__locked">{theme.displayName}</span>
                <UpgradePrompt feature={feature} />
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
