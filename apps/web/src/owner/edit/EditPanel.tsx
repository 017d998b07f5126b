/**
 * The edit panel: the wall on the left, a 300 px accordion on the right with the sections
 * content, personalize, moderate, publish and analyze. The address chooses the open section;
 * every section that saves something tells the panel, which reloads the wall beside it. A
 * toggle widens the panel (remembered per browser); on a phone it takes the full width.
 */
import { useTranslator } from '@chorus/theme-kit';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useTexts } from '../i18n/texts.ts';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { EditSection } from '../../routes/route-table.ts';
import { ModerateSection } from '../moderate/ModerateSection.tsx';
import { PublishSection } from '../publish/PublishSection.tsx';
import { AlertStack, useAlerts } from '../ui/alerts.tsx';
import { Modal } from '../ui/Modal.tsx';
import { AnalyzeSection } from './analyze/AnalyzeSection.tsx';
import { ContentSection } from './content/ContentSection.tsx';
import { useEditorData } from './editor-data.ts';
import type { PanelSectionProps } from './panel-section-props.ts';
import { PersonalizeSection } from './personalize/PersonalizeSection.tsx';
import { featureCheck } from './plan-gates.tsx';
import type { EditSectionProps } from './section-props.ts';
import {
  accordionSections,
  openSection,
  previewPath,
  sectionHeadings,
  sectionPath,
  type EditMatch,
} from './sections.ts';
import { texts } from './texts.ts';
import { usePanelWidth } from './panel-width.ts';
import type { PreviewDraft } from './preview-draft.ts';
import { WallPreview } from './WallPreview.tsx';
import './edit-panel.css';

/** Props of {@link EditPanel}. */
export interface EditPanelProps {
  readonly match: EditMatch;
  /** The signed-in account's redeemed rewards. */
  readonly meta: readonly string[];
}

/** The edit panel of one wall. */
export function EditPanel({ match, meta }: EditPanelProps) {
  const { alerts, notify } = useAlerts();
  const t = useTexts(texts);
  const translator = useTranslator();
  const [width, setWidth] = usePanelWidth();
  const { search } = useLocation();
  const navigate = useNavigate();
  const idPrefix = useId();
  // One panel per page: a plain id keeps the skip link's fragment simple.
  const panelId = 'edit-panel';
  const data = useEditorData(match.userName);
  const [version, setVersion] = useState(0);
  const [draft, setDraft] = useState<PreviewDraft>({});
  const [maintenanceClosed, setMaintenanceClosed] = useState(false);
  const onWallChanged = useCallback(() => setVersion((v) => v + 1), []);
  const open = openSection(match);
  const load = data.load;
  const plan = load.status === 'ready' ? load.profile.plan : undefined;
  const can = useMemo(() => featureCheck(plan ?? 'basic', meta), [plan, meta]);

  if (load.status === 'failed' && load.notFound) return <Navigate to="/404" replace />;
  const maintenance = load.status === 'failed' && !maintenanceClosed;

  function body(section: EditSection): ReactNode {
    if (load.status === 'loading') {
      return <p className="owner-checking" role="status" aria-busy="true" />;
    }
    if (load.status === 'failed') {
      return <p role="alert">{translator.t('systemMaintenance')}</p>;
    }
    const shared: EditSectionProps = {
      userName: match.userName,
      match,
      notify,
      onWallChanged,
      plan: load.profile.plan,
      meta,
    };
    const own: PanelSectionProps = {
      ...shared,
      match,
      meta,
      profile: load.profile,
      plugins: load.plugins,
      can,
      reloadProfile: data.reloadProfile,
      setProfile: data.setProfile,
      previewDraft: setDraft,
    };
    switch (section) {
      case 'content':
        return <ContentSection {...own} />;
      case 'personalize':
        return <PersonalizeSection {...own} />;
      case 'moderate':
        return <ModerateSection {...shared} />;
      case 'display':
        return <PublishSection {...shared} />;
      case 'analyze':
        return <AnalyzeSection {...own} />;
    }
  }

  return (
    <div className="edit-panel" data-open-section={open} data-panel-width={width}>
      <AlertStack alerts={alerts} />
      {maintenance && (
        <Modal title={t('maintenanceTitle')} onClose={() => setMaintenanceClosed(true)}>
          <p>{translator.t('systemMaintenance')}</p>
        </Modal>
      )}
      <a className="skip-link" href={`#${panelId}`}>
        {t('skipToPanel')}
      </a>
      <WallPreview src={previewPath(match, version)} userName={match.userName} draft={draft} />
      <aside id={panelId} className="edit-accordion" aria-label={t('panelLabel')} tabIndex={-1}>
        <div className="edit-accordion__tools">
          <button
            type="button"
            className="edit-accordion__widen"
            aria-pressed={width === 'wide'}
            onClick={() => setWidth(width === 'wide' ? 'default' : 'wide')}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                d="M9 6 3 12l6 6M15 6l6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>{' '}
            {t('widenPanel')}
          </button>
        </div>
        {accordionSections.map((section) => {
          const expanded = section === open;
          const bodyId = `${idPrefix}-${section}`;
          return (
            <section key={section} className="edit-accordion__item" data-section={section}>
              <h2 className="edit-accordion__heading">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => {
                    if (!expanded) void navigate(sectionPath(match, search, section));
                  }}
                >
                  {t(sectionHeadings[section])}
                </button>
              </h2>
              {expanded && (
                <div
                  id={bodyId}
                  className="edit-accordion__body"
                  role="region"
                  aria-label={t(sectionHeadings[section])}
                >
                  {body(section)}
                </div>
              )}
            </section>
          );
        })}
      </aside>
    </div>
  );
}
