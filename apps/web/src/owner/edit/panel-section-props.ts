/** What the edit panel hands its own sections (content, personalize, analyze). */
import type { PluginsDescription } from '@chorus/core';
import type { EditorProfile } from './editor-data.ts';
import type { FeatureCheck } from './plan-gates.tsx';
import type { PreviewDraft } from './preview-draft.ts';
import type { EditSectionProps } from './section-props.ts';

/** The shared section props plus what the panel has loaded. */
export interface PanelSectionProps extends EditSectionProps {
  readonly match: Extract<EditSectionProps['match'], { kind: 'edit' }>;
  readonly profile: EditorProfile;
  readonly plugins: PluginsDescription;
  /** Whether the wall owner's plan (with the account's rewards) enables a feature. */
  readonly can: FeatureCheck;
  /** The signed-in account's redeemed rewards. */
  readonly meta: readonly string[];
  readonly reloadProfile: () => Promise<void>;
  readonly setProfile: (profile: EditorProfile) => void;
  /** Shows appearance settings being edited in the wall beside the panel, before they save. */
  readonly previewDraft: (draft: PreviewDraft) => void;
}
