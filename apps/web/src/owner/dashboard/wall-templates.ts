/** The templates the create-wall dialog offers; the server applies them (docs/api.md). */

/** A template's id, as `POST /api/profile` takes it. */
export type WallTemplateId = 'event' | 'website' | 'blank';

/** One choice of the dialog: its id, name and what it sets up. */
export interface WallTemplateChoice {
  readonly id: WallTemplateId;
  readonly name: string;
  readonly description: string;
}

/** The choices, in the order the dialog shows them. */
export const wallTemplateChoices: readonly WallTemplateChoice[] = [
  {
    id: 'event',
    name: 'Event wall',
    description: 'A slideshow for the big screen; posts wait for your approval.',
  },
  {
    id: 'website',
    name: 'Website feed',
    description: 'Masonry cards to embed in a page; posts show at once.',
  },
  { id: 'blank', name: 'Blank wall', description: 'The defaults: set everything up yourself.' },
];
