/**
 * The personalize section's image upload pickers: the wall's banner, background and logo. A
 * picked picture is uploaded, then saved to the wall (`PUT /api/profile/{user}`) as the banner
 * (with its size, so the wall reserves its box), the background image or the logo, and the
 * spec's 'Image changed successfully.' is shown. The banner and background are premium-only in
 * the spec (`noLogo`): without the feature their pickers give way to the upgrade prompt.
 */
import type { FeatureFlag } from '@chorus/core';
import { apiRequest } from '../../api-client.ts';
import type { Notify } from '../../ui/alerts.tsx';
import { ImageUpload } from '../../ui/ImageUpload.tsx';
import type { UploadedImage, UploadPurpose } from '../../ui/upload-image.ts';
import type { EditorProfile } from '../editor-data.ts';
import { useTexts } from '../../i18n/texts.ts';
import { UpgradePrompt, type FeatureCheck } from '../plan-gates.tsx';
import { texts, type EditTextKey } from '../texts.ts';

/** The widest banner the wall is served (its box keeps the picture's own proportions). */
const bannerWidth = 1920;

/** The `PUT /api/profile` body that makes an uploaded picture the wall's banner, background or logo. */
export function imageChangeBody(
  purpose: Exclude<UploadPurpose, 'post'>,
  image: UploadedImage,
  displayProfile: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  switch (purpose) {
    case 'banner': {
      const width = Math.min(image.width, bannerWidth);
      const height = Math.max(1, Math.round((image.height * width) / image.width));
      return {
        embed_display_profile: { ...displayProfile, banner: { url: image.url, width, height } },
      };
    }
    case 'background':
      return { settings: { bg_image: image.url } };
    case 'logo':
      return { settings: { image_logo: image.urls['300'] ?? image.url } };
  }
}

interface Picker {
  readonly purpose: Exclude<UploadPurpose, 'post'>;
  readonly label: EditTextKey;
  readonly feature?: FeatureFlag;
  readonly current: (profile: EditorProfile) => unknown;
}

const pickers: readonly Picker[] = [
  {
    purpose: 'banner',
    label: 'uploadBanner',
    feature: 'noLogo',
    current: (profile) => (profile.display_profile['banner'] as { url?: unknown } | undefined)?.url,
  },
  {
    purpose: 'background',
    label: 'uploadBackground',
    feature: 'noLogo',
    current: (profile) => profile.settings['bg_image'],
  },
  { purpose: 'logo', label: 'uploadLogo', current: (profile) => profile.settings['image_logo'] },
];

/** Props of {@link WallImageUploads}. */
export interface WallImageUploadsProps {
  readonly userName: string;
  readonly profile: EditorProfile;
  readonly can: FeatureCheck;
  readonly notify: Notify;
  /** Called with the saved profile once a picture is the wall's. */
  readonly onChanged: (profile: EditorProfile) => void;
}

/** The three pickers. */
export function WallImageUploads({
  userName,
  profile,
  can,
  notify,
  onChanged,
}: WallImageUploadsProps) {
  const t = useTexts(texts);
  return (
    <div className="wall-image-uploads">
      {pickers.map((picker) => {
        if (picker.feature && !can(picker.feature)) {
          return (
            <UpgradePrompt key={picker.purpose} feature={picker.feature} what={t(picker.label)} />
          );
        }
        const current = picker.current(profile);
        return (
          <ImageUpload
            key={picker.purpose}
            label={t(picker.label)}
            wall={userName}
            purpose={picker.purpose}
            notify={notify}
            preview={typeof current === 'string' && /^https?:\/\//.test(current) ? current : null}
            onUploaded={async (image) => {
              const saved = await apiRequest<EditorProfile>(
                `/api/profile/${encodeURIComponent(userName)}`,
                {
                  method: 'PUT',
                  body: imageChangeBody(picker.purpose, image, profile.display_profile),
                },
              );
              onChanged(saved);
            }}
          />
        );
      })}
    </div>
  );
}
