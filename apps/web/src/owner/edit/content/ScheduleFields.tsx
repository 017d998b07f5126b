/**
 * The composer's "Schedule" fields: when the post goes live and when it leaves the wall. Both
 * optional; the post reaches open walls live at those times (a scheduled announcement).
 */
import { useId } from 'react';
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
  return (
    <fieldset className="compose-schedule" aria-labelledby={legendId}>
      <legend id={legendId}>Schedule</legend>
      <TextField
        label="Goes live at"
        type="datetime-local"
        step={1}
        hint="Leave blank to show the post at once."
        value={value.publishAt}
        onChange={(event) => onChange({ ...value, publishAt: event.target.value })}
      />
      <TextField
        label="Leaves the wall at"
        type="datetime-local"
        step={1}
        hint="Leave blank to keep the post on the wall."
        value={value.expireAt}
        error={error}
        onChange={(event) => onChange({ ...value, expireAt: event.target.value })}
      />
    </fieldset>
  );
}
