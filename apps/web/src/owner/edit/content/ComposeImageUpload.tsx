/**
 * The custom post composer's image upload: the picked picture is uploaded at once and becomes
 * the post's image, with its size so the wall reserves its box; the wall serves it in every
 * width (`srcset`) like a re-hosted picture.
 */
import { useTexts } from '../../i18n/texts.ts';
import { ImageUpload } from '../../ui/ImageUpload.tsx';
import type { UploadedImage } from '../../ui/upload-image.ts';
import { texts } from '../texts.ts';
import type { ImageSize } from './compose-post.ts';

/** The post image an upload gives: its card-sized address and its own size. */
export function postImageOf(image: UploadedImage): ImageSize {
  return { url: image.urls['600'] ?? image.url, width: image.width, height: image.height };
}

/** Props of {@link ComposeImageUpload}. */
export interface ComposeImageUploadProps {
  readonly wall: string;
  /** The uploaded picture, ready to be the post's image. */
  readonly onUploaded: (image: ImageSize) => void;
  /** The post's image address, previewed when it is an upload. */
  readonly current?: ImageSize | null;
}

/** The composer's upload field. */
export function ComposeImageUpload({ wall, onUploaded, current }: ComposeImageUploadProps) {
  const t = useTexts(texts);
  return (
    <ImageUpload
      label={t('uploadImage')}
      wall={wall}
      purpose="post"
      preview={current?.url ?? null}
      onUploaded={(image) => onUploaded(postImageOf(image))}
    />
  );
}
