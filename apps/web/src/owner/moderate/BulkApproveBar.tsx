/**
 * Bulk approval for live events: approve the selected pending posts, or every pending post
 * of the wall, a few at a time, with the progress shown.
 */
import { useTranslator } from '@chorus/theme-kit';
import type { BulkProgress } from './bulk-approve.ts';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

/** Props of {@link BulkApproveBar}. */
export interface BulkApproveBarProps {
  readonly selectedCount: number;
  readonly shownCount: number;
  readonly progress: BulkProgress | null;
  readonly onApproveSelected: () => void;
  readonly onApproveAll: () => void;
  readonly onSelectShown: () => void;
  readonly onClearSelection: () => void;
}

export function BulkApproveBar(props: BulkApproveBarProps) {
  const { progress } = props;
  const running = progress !== null;
  const t = useTexts(texts);
  const { t: tr } = useTranslator();
  return (
    <div className="moderation-bulk" role="group" aria-label={t('bulkLabel')}>
      <button
        type="button"
        disabled={running || props.shownCount === 0}
        onClick={
          props.selectedCount === props.shownCount ? props.onClearSelection : props.onSelectShown
        }
      >
        {props.selectedCount === props.shownCount && props.shownCount > 0
          ? t('clearSelection')
          : t('selectShown')}
      </button>
      <button
        type="button"
        disabled={running || props.selectedCount === 0}
        onClick={props.onApproveSelected}
      >
        {t('approveSelected', { count: props.selectedCount })}
      </button>
      <button
        type="button"
        disabled={running || props.shownCount === 0}
        onClick={props.onApproveAll}
      >
        {t('approveAll')}
      </button>
      {progress !== null && (
        <span className="moderation-progress" role="status">
          <progress max={progress.total} value={progress.done} />{' '}
          {tr('bulkApproveProgress', { done: progress.done, total: progress.total })}
        </span>
      )}
    </div>
  );
}
