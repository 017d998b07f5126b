/**
 * The analyze section: whether analytics are activated for the wall, and the switch that
 * activates them (the `analytics` plan feature). The reports themselves come in a later issue,
 * and the section says so rather than showing made-up figures.
 */
import { messages } from '@chorus/core';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../api-client.ts';
import type { EditorProfile } from '../editor-data.ts';
import type { PanelSectionProps } from '../panel-section-props.ts';
import { UpgradePrompt } from '../plan-gates.tsx';

/** The analyze section. */
export function AnalyzeSection({ userName, notify, profile, can, setProfile }: PanelSectionProps) {
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
      notify('success', messages.editAnalyticsActivated);
    } catch (error) {
      notify(
        'error',
        error instanceof ApiError && error.status === 402
          ? error.message
          : messages.analyticsActivationFailed,
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="analyze-section" data-analytics={active ? 'active' : 'inactive'}>
      <p>{active ? messages.editAnalyticsActive : messages.editAnalyticsInactive}</p>
      {!active &&
        (can('analytics') ? (
          <button
            type="button"
            className="primary"
            disabled={saving}
            onClick={() => void activate()}
          >
            Activate analytics
          </button>
        ) : (
          <UpgradePrompt feature="analytics" what="Analytics" />
        ))}
    </div>
  );
}
