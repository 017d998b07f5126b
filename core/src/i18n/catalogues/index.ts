/** The translated catalogues, by language (English is core's messages/catalogue.ts). */
import type { MessageKey } from '../../messages/catalogue.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';

/** A complete translation: every key of the English catalogue, nothing else. */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/** Every shipped translation (tests and generate.ts; the runtime loads compiled/ instead). */
export const translatedCatalogues: Readonly<Record<'de' | 'fr' | 'es', Catalogue>> = { de, fr, es };
