/** The authorization matrix rows of the media routes (see testing/access-matrix.ts). */
import sharp from 'sharp';
import { readersOfA } from '../routes/walls/matrix.ts';
import { holdersOnWallA, type MatrixRow } from '../testing/access-matrix.ts';
import { multipartFile } from './testing-upload.ts';

let picture: Promise<Buffer> | undefined;
/** A small PNG, drawn once. */
const smallPng = () =>
  (picture ??= sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
    .png()
    .toBuffer());

/** Who may read a wall's media usage: whoever may read the wall as an account. */
export const mediaMatrix: readonly MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/profile/{user_name}/media',
    request: ({ roles }) => ({ url: `/api/profile/${roles.wallA.user_name}/media` }),
    allow: readersOfA,
  },
  {
    method: 'POST',
    path: '/api/profile/{user_name}/media',
    request: async ({ roles, role }) => {
      const { payload, contentType } = multipartFile(await smallPng(), 'logo.png', 'image/png');
      return {
        url: `/api/profile/${roles.wallA.user_name}/media?for=logo`,
        headers: { ...role.headers, 'content-type': contentType },
        payload,
      };
    },
    // Whoever may change the wall: holders of modify_tint on it, and its owner's API token.
    allow: (roles) => [...holdersOnWallA(roles, 'modify_tint'), roles.apiTokenA],
  },
];
