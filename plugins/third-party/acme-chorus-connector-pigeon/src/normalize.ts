import type { NormalizedPost, Source } from '@chorus/core';
import type { PigeonNote } from './fetch.ts';

/** A note into the shared post shape, signed by the loft's keeper (sanitized at ingest). */
export function normalizeNote(note: PigeonNote, source: Source): NormalizedPost {
  return {
    externalId: note.id,
    network: source.network,
    author: { name: note.sender, username: note.sender },
    title: '',
    description: `${note.text} — ${note.keeper}`,
    url: null,
    media: [],
    createdAt: note.sentAt ?? note.readAt,
    likes: 0,
    comments: 0,
  };
}
