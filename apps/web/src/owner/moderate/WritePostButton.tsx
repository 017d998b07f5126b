/**
 * "Write a post" on the moderation screen: opens the content section's composer for the wall
 * being moderated. The server lets owners and team members holding `modify_tint` add posts
 * (not white-label moderators), so the button shows only to them, behind the `addPost` gate.
 */
import { hasFeature, type PlanId } from '@chorus/core';
import { useState } from 'react';
import { ComposePostDialog } from '../edit/content/ComposePostDialog.tsx';
import { UpgradePrompt } from '../edit/plan-gates.tsx';
import { useSession } from '../session.ts';
import type { Notify } from '../ui/alerts.tsx';
import { useTexts } from '../i18n/texts.ts';
import { texts } from './texts.ts';

/** Props of {@link WritePostButton}. */
export interface WritePostButtonProps {
  readonly userName: string;
  /** The wall owner's plan, when known; the server decides otherwise. */
  readonly plan?: PlanId;
  /** The signed-in account's redeemed rewards. */
  readonly meta?: readonly string[];
  readonly notify: Notify;
  /** Called once a post is saved, so the list and the preview reload. */
  readonly onSaved: () => void;
}

/** The button and its composer; nothing for an account that may not change the wall. */
export function WritePostButton({ userName, plan, meta, notify, onSaved }: WritePostButtonProps) {
  const session = useSession();
  const [composing, setComposing] = useState(false);
  const t = useTexts(texts);
  const mayModify =
    session.status === 'signed-in' && session.user.permissions.includes('modify_tint');
  if (!mayModify) return null;
  if (plan !== undefined && !hasFeature(plan, meta ?? [], 'addPost')) {
    return <UpgradePrompt feature="addPost" what={t('writePost')} />;
  }
  return (
    <>
      <button type="button" className="owner-button" onClick={() => setComposing(true)}>
        {t('writePost')}
      </button>
      {composing && (
        <ComposePostDialog
          wall={userName}
          onClose={() => setComposing(false)}
          onSaved={(message) => {
            // Closing the dialog hands the focus back to the button.
            setComposing(false);
            notify('success', message);
            onSaved();
          }}
        />
      )}
    </>
  );
}
