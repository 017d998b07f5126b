/** What the edit panel hands each of its sections (content, personalize, moderate, publish...). */
import type { PlanId } from '@chorus/core';
import type { RouteMatch } from '../../routes/route-table.ts';
import type { Notify } from '../ui/alerts.tsx';

/** Props of every edit-panel section component. */
export interface EditSectionProps {
  /** The wall being edited. */
  readonly userName: string;
  /** The address that chose the editor (section, network, source, private feed, query). */
  readonly match: Extract<RouteMatch, { kind: 'edit' } | { kind: 'white-label' }>;
  /** A white-label token: moderation without sign-in (sent with every call). */
  readonly wlToken?: string;
  /** Shows a fading success or failure alert. */
  readonly notify: Notify;
  /** Tells the editor the wall changed, so the preview beside the panel reloads. */
  readonly onWallChanged: () => void;
  /** The wall owner's plan, when the editor has loaded the wall (for plan gates). */
  readonly plan?: PlanId;
  /** The signed-in account's redeemed rewards (`meta`), for plan gates; none for white-label. */
  readonly meta?: readonly string[];
}
