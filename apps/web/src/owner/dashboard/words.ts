/** The dashboard's words in the owner's language, for components. */
import { useTranslator } from '@chorus/theme-kit';
import { useMemo } from 'react';
import { useTexts } from '../i18n/texts.ts';
import type { DashboardWords } from './dashboard-model.ts';
import { texts } from './texts.ts';

/** Core's translator and the dashboard's texts, both in the owner's language. */
export function useDashboardWords(): DashboardWords {
  const core = useTranslator();
  const own = useTexts(texts);
  return useMemo(() => ({ core, own }), [core, own]);
}
