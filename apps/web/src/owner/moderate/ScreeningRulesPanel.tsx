/**
 * The screening rules of the wall, or of the source the moderation view shows, drawn from
 * core's `screeningRulesSchema` by the one form renderer. Saving can screen the pending posts
 * again; the server answers which field is wrong when a value is refused.
 */
import { screeningRulesSchema } from '@chorus/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '../api-client.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import {
  fieldsOf,
  initialValues,
  issuesUnder,
  validateValues,
  type FieldErrors,
  type FormValues,
  type SchemaNode,
} from '../forms/schema-fields.ts';
import type { Notify } from '../ui/alerts.tsx';
import { loadScreeningRules, saveScreeningRules, type ScreeningScope } from './screening-api.ts';
import { useTranslator } from '@chorus/theme-kit';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

/** Props of {@link ScreeningRulesPanel}. */
export interface ScreeningRulesPanelProps {
  readonly scope: ScreeningScope;
  readonly notify: Notify;
  /** Called after a save that moved pending posts, so the list reloads. */
  readonly onRescreened: () => void;
}

export function ScreeningRulesPanel({ scope, notify, onRescreened }: ScreeningRulesPanelProps) {
  const schema = useMemo(
    () => screeningRulesSchema.toJSONSchema({ io: 'input' }) as SchemaNode,
    [],
  );
  const fields = useMemo(() => fieldsOf(schema), [schema]);
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rescreen, setRescreen] = useState(true);
  const [saving, setSaving] = useState(false);
  const [opened, setOpened] = useState(false);
  const t = useTexts(texts);
  const translator = useTranslator();
  const { userName, sourceId, wlToken } = scope;

  // Loaded when the panel first opens: most visits to the screen never open it.
  useEffect(() => {
    if (!opened) return;
    let live = true;
    setValues(null);
    loadScreeningRules({ userName, sourceId, wlToken })
      .then((answer) => live && setValues(initialValues(fields, answer.rules as FormValues)))
      .catch((error: unknown) => live && notify('error', (error as Error).message));
    return () => {
      live = false;
    };
  }, [opened, userName, sourceId, wlToken, fields, notify]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    const found = validateValues(fields, values, translator);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await saveScreeningRules(scope, values, rescreen);
      notify('success', answer.message);
      if (answer.rescreened > 0) onRescreened();
    } catch (error) {
      if (error instanceof ApiError) setErrors(issuesUnder('rules', error.issues));
      notify('error', (error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const title = sourceId === undefined ? t('rules') : t('rulesOfSource');
  return (
    <details
      className="screening-rules"
      onToggle={(event) => {
        if ((event.currentTarget as HTMLDetailsElement).open) setOpened(true);
      }}
    >
      <summary>{title}</summary>
      {values === null ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} aria-label={title}>
          <SchemaForm
            schema={schema}
            values={values}
            errors={errors}
            disabled={saving}
            onChange={(next) => setValues(next)}
          />
          <label className="screening-rules__rescreen">
            <input
              type="checkbox"
              checked={rescreen}
              onChange={(event) => setRescreen(event.target.checked)}
            />
            {t('rescreen')}
          </label>
          <button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {t('saveRules')}
          </button>
        </form>
      )}
    </details>
  );
}
