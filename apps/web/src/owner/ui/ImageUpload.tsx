/**
 * The image upload picker (owner spec): a file field that sends the chosen picture at once,
 * shows a progress bar while it goes, then hands the stored picture to its owner screen. The
 * outcome uses the spec's messages: 'Image changed successfully.' once the screen has used the
 * picture, 'File upload error.' (with the reason) when the server refuses the file, and
 * 'There was an error uploading the file.' when the upload itself fails.
 */
import './owner.css';
import './image-upload.css';
import { useTranslator } from '@chorus/theme-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../i18n/texts.ts';
import type { Notify } from './alerts.tsx';
import { texts } from './texts.ts';
import {
  acceptedImageTypes,
  UploadError,
  uploadImage,
  type UploadedImage,
  type UploadPurpose,
} from './upload-image.ts';

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps {
  /** The field's label, e.g. "Upload a banner". */
  readonly label: string;
  /** The wall the picture belongs to. */
  readonly wall: string;
  readonly purpose: UploadPurpose;
  /** Uses the stored picture (saves a setting, fills a field); a throw counts as a failure. */
  readonly onUploaded: (image: UploadedImage) => Promise<void> | void;
  /** Where outcomes are announced; without it they show under the field. */
  readonly notify?: Notify;
  /** The current picture's address, shown small beside the field. */
  readonly preview?: string | null;
  readonly disabled?: boolean;
}

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading'; readonly percent: number }
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly message: string; readonly reason?: string };

/** The picker. */
export function ImageUpload({
  label,
  wall,
  purpose,
  onUploaded,
  notify,
  preview,
  disabled,
}: ImageUploadProps) {
  const id = useId();
  const t = useTexts(texts);
  const translator = useTranslator();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function send(file: File) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'uploading', percent: 0 });
    try {
      const image = await uploadImage(
        wall,
        file,
        purpose,
        (fraction) => setState({ kind: 'uploading', percent: Math.round(fraction * 100) }),
        controller.signal,
      );
      await onUploaded(image);
      setState({ kind: 'done' });
      notify?.('success', translator.t('postImageChanged'));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const failure =
        error instanceof UploadError
          ? {
              message: error.key ? translator.t(error.key) : error.message,
              ...(error.reason ? { reason: error.reason } : {}),
            }
          : { message: error instanceof Error ? error.message : translator.t('uploadFailed') };
      setState({ kind: 'failed', ...failure });
      notify?.('error', failure.message);
    }
  }

  const statusId = `${id}-status`;
  return (
    <div className="owner-field image-upload">
      <label htmlFor={id}>{label}</label>
      {preview && <img className="image-upload-preview" src={preview} alt="" />}
      <input
        id={id}
        type="file"
        accept={acceptedImageTypes}
        disabled={disabled}
        aria-busy={state.kind === 'uploading' ? true : undefined}
        aria-describedby={statusId}
        aria-invalid={state.kind === 'failed' ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The same file may be chosen again after a failure.
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      {state.kind === 'uploading' && (
        <progress max={100} value={state.percent} aria-label={t('uploading', { label })}>
          {state.percent}%
        </progress>
      )}
      <div id={statusId} role="status">
        {state.kind === 'done' && !notify && (
          <p className="image-upload-done">{translator.t('postImageChanged')}</p>
        )}
        {state.kind === 'failed' && (
          <p className="owner-field-error">
            {notify ? '' : `${state.message} `}
            {state.reason}
          </p>
        )}
      </div>
    </div>
  );
}
