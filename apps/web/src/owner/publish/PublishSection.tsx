/**
 * The publish section: the embed code generator, the site's address, white-label moderation
 * links, the full-screen wall link, the Facebook page tab and the how-to.
 * `?show_publish_popup` opens the how-to as a dialog.
 */
import { hasFeature } from '@chorus/core';
import { useEffect, useId, useState } from 'react';
import { apiRequest } from '../api-client.ts';
import { profileAccounts, type EditorProfile } from '../edit/editor-data.ts';
import { UpgradePrompt } from '../edit/plan-gates.tsx';
import type { EditSectionProps } from '../edit/section-props.ts';
import { useTexts } from '../i18n/texts.ts';
import { Modal } from '../ui/Modal.tsx';
import { fullScreenWallUrl } from './embed-code.ts';
import { EmbedGenerator } from './EmbedGenerator.tsx';
import { FacebookTab } from './FacebookTab.tsx';
import { PublishFaq } from './PublishFaq.tsx';
import { SiteUrlField } from './SiteUrlField.tsx';
import { texts } from './texts.ts';
import { WhiteLabelLinks } from './WhiteLabelLinks.tsx';
import '../moderate/moderation.css';

function useWallNetworks(userName: string): readonly string[] {
  const [networks, setNetworks] = useState<readonly string[]>([]);
  useEffect(() => {
    let current = true;
    apiRequest<EditorProfile>(`/api/profile/${encodeURIComponent(userName)}`).then(
      (profile) => {
        const names = new Set(profileAccounts(profile).map((source) => source.network));
        if (current) setNetworks([...names].sort());
      },
      // Without the profile the generator still offers All networks.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [userName]);
  return networks;
}

export function PublishSection({ userName, match, notify, plan, meta }: EditSectionProps) {
  const id = useId();
  const t = useTexts(texts);
  const networks = useWallNetworks(userName);
  // Read at first render: a code shown with an empty origin would point at the embedding site.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const [howTo, setHowTo] = useState(match.query.show_publish_popup === true);
  const fullScreen = fullScreenWallUrl(origin, userName);
  return (
    <div className="publish">
      <EmbedGenerator origin={origin} userName={userName} networks={networks} notify={notify} />
      <SiteUrlField userName={userName} notify={notify} />
      <section aria-labelledby={`${id}-screen`}>
        <h3 id={`${id}-screen`}>{t('fullScreenHeading')}</h3>
        <p>{t('fullScreenIntro')}</p>
        <a href={fullScreen} target="_blank" rel="noopener">
          {fullScreen}
        </a>
      </section>
      {plan === undefined || hasFeature(plan, meta ?? [], 'wl_moderation') ? (
        <WhiteLabelLinks origin={origin} userName={userName} notify={notify} />
      ) : (
        <section aria-labelledby={`${id}-wl`}>
          <h3 id={`${id}-wl`}>{t('whiteLabelHeading')}</h3>
          <UpgradePrompt feature="wl_moderation" />
        </section>
      )}
      <FacebookTab origin={origin} userName={userName} plan={plan} meta={meta ?? []} />
      <section aria-labelledby={`${id}-faq`}>
        <h3 id={`${id}-faq`}>{t('howToHeading')}</h3>
        <PublishFaq headingId={`${id}-faq`} />
        <button type="button" onClick={() => setHowTo(true)}>
          {t('openHowTo')}
        </button>
      </section>
      {howTo && (
        <Modal title={t('howToTitle')} onClose={() => setHowTo(false)}>
          <PublishFaq />
        </Modal>
      )}
    </div>
  );
}
