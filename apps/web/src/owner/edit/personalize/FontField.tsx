/**
 * A font setting of the wall (heading or text font): a choice among the offered fonts, each
 * option drawn in its own face, and a sample line in the chosen face under it, so the owner
 * sees the font before the wall beside the panel reloads. A font typed earlier that is not in
 * the list stays offered.
 */
import { useId } from 'react';
import { fontChoices } from '../../forms/schema-fields.ts';
import { useTexts } from '../../i18n/texts.ts';
import { texts } from '../texts.ts';

const serifFonts = new Set(['Merriweather', 'Playfair Display', 'Georgia', 'Times New Roman']);

/** The CSS font family that draws `font`, with a generic family of its kind after it. */
export function fontFamilyOf(font: string): string {
  const generic = serifFonts.has(font) ? 'serif' : 'sans-serif';
  return `"${font.replace(/["\\]/g, '')}", ${generic}`;
}

/** Props of {@link FontField}. */
export interface FontFieldProps {
  /** The setting's name (`font_secondary`). */
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (font: string) => void;
}

/** The field. */
export function FontField({ name, label, value, onChange }: FontFieldProps) {
  const t = useTexts(texts);
  const id = useId();
  const fonts: readonly string[] =
    value && !(fontChoices as readonly string[]).includes(value)
      ? [value, ...fontChoices]
      : fontChoices;
  return (
    <div className="schema-field font-field" data-field={name}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        style={value ? { fontFamily: fontFamilyOf(value) } : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('fontThemeDefault')}</option>
        {fonts.map((font) => (
          <option key={font} value={font} style={{ fontFamily: fontFamilyOf(font) }}>
            {font}
          </option>
        ))}
      </select>
      {value && (
        <p className="font-field__sample" style={{ fontFamily: fontFamilyOf(value) }}>
          {t('fontSample', { font: value })}
        </p>
      )}
    </div>
  );
}
