/** The create-wall dialog's template choice: a radio group, one option per template. */
import { useId } from 'react';
import { useTexts } from '../i18n/texts.ts';
import './first-run.css';
import { texts } from './texts.ts';
import { wallTemplateChoices, type WallTemplateId } from './wall-templates.ts';

/** Props of {@link TemplatePicker}. */
export interface TemplatePickerProps {
  readonly value: WallTemplateId;
  readonly onChange: (value: WallTemplateId) => void;
}

/** Radio buttons named by the template, described by what it sets up. */
export function TemplatePicker({ value, onChange }: TemplatePickerProps) {
  const id = useId();
  const t = useTexts(texts);
  return (
    <fieldset className="template-picker">
      <legend>{t('startFrom')}</legend>
      {wallTemplateChoices.map((choice) => (
        <label key={choice.id} className="template-choice">
          <input
            type="radio"
            name="template"
            value={choice.id}
            checked={value === choice.id}
            aria-describedby={`${id}-${choice.id}`}
            onChange={() => onChange(choice.id)}
          />
          <span className="template-choice-name">{t(choice.name)}</span>
          <span id={`${id}-${choice.id}`} className="template-choice-description">
            {t(choice.description)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
