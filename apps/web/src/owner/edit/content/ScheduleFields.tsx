/**
 * The composer's "Schedule" fields: when the post goes live and when it leaves the wall. Both
 * optional; the post reaches open walls live at those times (a scheduled announcement).
 */
import { useId } from 'react';
import { useTexts } from '../../i18n/texts.ts';
import { texts } from '../texts.ts';
import { TextField } from '../../ui/TextField.tsx';
import type { ScheduleValue } from './post-schedule.ts';

/** Props of {@link ScheduleFields}. */
export interface ScheduleFieldsProps {
  readonly value: ScheduleValue;
  readonly onChange: (value: ScheduleValue) => void;
  /** Why the schedule cannot be saved, shown under the leaving time. */
  readonly error?: string | undefined;
}

export function ScheduleFields({ value, onChange, error }: ScheduleFieldsProps) {
  const legendId = useId();
  const t = useTexts(texts);
  return (
    <fieldset className="compose-schedule" aria-labelledby={legendId}>
      <legend id={legendId}>{t('schedule')}</legend>
      <TextField
        label={t('goesLiveAt')}
        type="datetime-local"
        step={1}
        hint={t('goesLiveHint')}
        value={value.publishAt}
        onChange={(event) => onChange({ ...value, publishAt: event.target.value })}
      />
      <TextField
        label={t('leavesAt')}
        type="datetime-local"
        step={1}
        hint={t('leavesHint')}
        value={value.expireAt}
        error={error}
        onChange={(event) => onChange({ ...value, expireAt: event.target.value })}
      />
    </fieldset>
  );
}
