import { customPostInputSchema } from '@chorus/connector-custom';
import { messages } from '@chorus/core';
import { describe, expect, it } from 'vitest';
import { postImageOf } from '../edit/content/ComposeImageUpload.tsx';
import { composeBody, emptyCompose } from '../edit/content/compose-post.ts';
import { imageChangeBody } from '../edit/personalize/WallImageUploads.tsx';
import { uploadFailure, type UploadedImage } from './upload-image.ts';

const hash = 'c'.repeat(64);
const image: UploadedImage = {
  hash,
  width: 4000,
  height: 1000,
  placeholder: 'AAAA',
  url: `https://walls.example/media/${hash}/1920`,
  urls: Object.fromEntries(
    [96, 300, 600, 1200, 1920].map((w) => [String(w), `https://walls.example/media/${hash}/${w}`]),
  ),
};

describe('uploads in the owner app', () => {
  it('says a refused file with the spec message and the reason, and any other failure with the other', () => {
    const refused = uploadFailure(400, {
      error: messages.uploadError,
      issues: [{ path: 'file', message: 'The SVG format is not accepted.' }],
    });
    expect(refused.message).toBe('File upload error.');
    expect(refused.reason).toBe('The SVG format is not accepted.');
    expect(uploadFailure(413, undefined).message).toBe('File upload error.');
    expect(uploadFailure(500, { error: 'boom' }).message).toBe(
      'There was an error uploading the file.',
    );
    expect(uploadFailure(0, undefined).message).toBe('There was an error uploading the file.');
    expect(uploadFailure(402, { error: 'Upgrade to change this.' }).message).toBe(
      'Upgrade to change this.',
    );
  });

  it('makes an upload the post image, with its size, in a body the custom connector takes', () => {
    const uploaded = postImageOf(image);
    expect(uploaded).toEqual({ url: image.urls['600'], width: 4000, height: 1000 });
    const body = composeBody({ ...emptyCompose, imageUrl: uploaded.url }, uploaded);
    expect(body['image']).toEqual({ url: uploaded.url, width: 4000, height: 1000 });
    expect(customPostInputSchema.parse(body).image).toMatchObject({ width: 4000, height: 1000 });
    // Once the owner types another address, the upload's size no longer goes with it.
    const typed = composeBody({ ...emptyCompose, imageUrl: 'https://example.org/a.jpg' }, uploaded);
    expect(typed['image']).toEqual({ url: 'https://example.org/a.jpg' });
  });

  it('saves an upload as the banner (with its proportions), the background or the logo', () => {
    expect(imageChangeBody('banner', image, { transitionDelay: 9000 })).toEqual({
      embed_display_profile: {
        transitionDelay: 9000,
        banner: { url: image.url, width: 1920, height: 480 },
      },
    });
    expect(imageChangeBody('background', image, {})).toEqual({ settings: { bg_image: image.url } });
    expect(imageChangeBody('logo', image, {})).toEqual({
      settings: { image_logo: image.urls['300'] },
    });
  });
});
