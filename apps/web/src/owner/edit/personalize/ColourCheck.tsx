/**
 * Beside the colour pickers: a sample of the wall's name bar in the colours being chosen (saved
 * or not), and a warning for each text colour under 4.5:1 on its background, in a polite live
 * region so a screen reader hears it when it appears.
 */
import { useTranslator } from '@chorus/theme-kit';
import type { FormValues } from '../../forms/schema-fields.ts';
import { useTexts } from '../../i18n/texts.ts';
import { texts } from '../texts.ts';
import { contrastProblems, parseHexColour, shownRatio } from './contrast.ts';
import { fieldTextKeys } from './personalize-schemas.ts';

const colourOr = (value: unknown, fallback: string) =>
  parseHexColour(value) ? String(value).trim() : fallback;

/** The sample and the warnings for the colours in `values`. */
export function ColourCheck({ values }: { values: FormValues }) {
  const t = useTexts(texts);
  const { locale } = useTranslator();
  const problems = contrastProblems(values);
  const bar = colourOr(values['color_namebar'], '#333333');
  const name = colourOr(values['color_name'], '#ffffff');
  const buttons = colourOr(values['color_namebar_buttons'], name);
  const titleOf = (field: string) => {
    const key = fieldTextKeys[field]?.title;
    return key ? t(key) : field;
  };
  return (
    <div className="colour-check">
      {/* A picture of the name bar: decorative, the fields above say the colours. */}
      <svg
        className="colour-check__sample"
        viewBox="0 0 240 40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="240" height="40" rx="4" fill={bar} />
        <text x="12" y="26" fill={name} fontSize="16" fontWeight="700">
          {t('colourSampleName')}
        </text>
        <text x="228" y="26" fill={buttons} fontSize="14" textAnchor="end">
          {t('colourSampleButton')}
        </text>
      </svg>
      <div className="colour-check__warnings" role="status" aria-live="polite">
        {problems.map((problem) => (
          <p
            key={`${problem.text}-${problem.background}`}
            className="contrast-warning"
            data-contrast-pair={`${problem.text}/${problem.background}`}
          >
            <span aria-hidden="true">⚠ </span>
            {t('contrastLow', {
              text: titleOf(problem.text),
              background: titleOf(problem.background),
              ratio: shownRatio(problem.ratio, locale),
            })}
          </p>
        ))}
      </div>
    </div>
  );
}
