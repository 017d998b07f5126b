/**
 * The analyze section: whether analytics are activated for the wall, and the switch that
 * activates them (the `analytics` plan feature). The reports themselves come in a later issue,
 * and the section says so rather than showing made-up figures.
 */
import { useTranslator } from '@chorus/theme-kit';
import { useTexts } from '../../i18n/texts.ts';
import { texts } from '../texts.ts';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../api-client.ts';
import type { EditorProfile } from '../editor-data.ts';
import type { PanelSectionProps } from '../panel-section-props.ts';
import { UpgradePrompt } from '../plan-gates.tsx';

/** The analyze section. */
export function AnalyzeSection({ userName, notify, profile, can, setProfile }: PanelSectionProps) {
  const t = useTexts(texts);
  const translator = useTranslator();
  const [saving, setSaving] = useState(false);
  const active = profile.analytics === 1;

  async function activate() {
    setSaving(true);
    try {
      const saved = await apiRequest<EditorProfile>(
        `/api/profile/${encodeURIComponent(userName)}`,
        { method: 'PUT', body: { analytics: 1 } },
      );
      setProfile(saved);
      notify('success', translator.t('editAnalyticsActivated'));
    } catch (error) {
      notify(
        'error',
        error instanceof ApiError && error.status === 402
          ? error.message
          : translator.t('analyticsActivationFailed'),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="analyze-section" data-analytics={active ? 'active' : 'inactive'}>
      <p>{translator.t(active ? 'editAnalyticsActive' : 'editAnalyticsInactive')}</p>
      {!active &&
        (can('analytics') ? (
          <button
            type="button"
            className="primary"
            disabled={saving}
            onClick={() => void activate()}
          >
            {t('activateAnalytics')}
          </button>
        ) : (
          <UpgradePrompt feature="analytics" what={t('analytics')} />
        ))}
    </div>
  );
}
