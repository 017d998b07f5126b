/**
 * A wall row's live-update pass, beside its realtime icon: Scheduled (its start) or Active
 * (until its end), as the spec's realtime cell shows it. Nothing without such a pass.
 */
import './passes.css';
import { useTranslator } from '@chorus/theme-kit';
import { useTexts } from '../i18n/texts.ts';
import { shownTime } from './pass-time.ts';
import type { RealtimeUpdates } from './passes-api.ts';
import { texts } from './texts.ts';

export function PassState({ passes }: { passes: RealtimeUpdates | undefined }) {
  const t = useTexts(texts);
  const { locale } = useTranslator();
  const active = passes?.data.find((pass) => pass.status === 'active');
  const next = passes?.data.find((pass) => pass.status === 'scheduled');
  if (active?.stop) {
    return (
      <span className="wall-pass wall-pass--active" data-testid="wall-pass">
        {t('rowActive', { stop: shownTime(active.stop, locale) })}
      </span>
    );
  }
  if (next?.start) {
    return (
      <span className="wall-pass" data-testid="wall-pass">
        {t('rowScheduled', { start: shownTime(next.start, locale) })}
      </span>
    );
  }
  return null;
}
