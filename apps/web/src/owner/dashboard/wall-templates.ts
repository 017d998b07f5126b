/** The templates the create-wall dialog offers; the server applies them (docs/api.md). */
import type { texts } from './texts.ts';

/** A template's id, as `POST /api/profile` takes it. */
export type WallTemplateId = 'event' | 'website' | 'blank';

/** One choice of the dialog: its id, name and what it sets up. */
export interface WallTemplateChoice {
  readonly id: WallTemplateId;
  /** Its name and what it sets up, keys of the dashboard's texts. */
  readonly name: keyof typeof texts.en;
  readonly description: keyof typeof texts.en;
}

/** The choices, in the order the dialog shows them. */
export const wallTemplateChoices: readonly WallTemplateChoice[] = [
  { id: 'event', name: 'templateEventName', description: 'templateEventDescription' },
  { id: 'website', name: 'templateWebsiteName', description: 'templateWebsiteDescription' },
  { id: 'blank', name: 'templateBlankName', description: 'templateBlankDescription' },
];
