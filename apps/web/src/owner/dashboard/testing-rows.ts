/** Two walls for the table's and the cards' tests: one live with posts waiting, one empty. */
import type { WallRow } from './dashboard-model.ts';

const cardFields = {
  viewers: 0,
  approvedCount: 0,
  pendingCount: 0,
  sourcesFailing: 0,
  theme: 'standard',
  colors: { background: null, text: null },
  thumbnails: [],
  nextStep: undefined,
} as const;

export const sampleWallRows: WallRow[] = [
  {
    ...cardFields,
    id: 1,
    userName: 'summit',
    name: 'Summit',
    active: true,
    feedCount: 2,
    realtime: true,
    toggable: true,
    lockedReason: undefined,
    viewers: 7,
    approvedCount: 120,
    pendingCount: 4,
    nextStep: 'moderate',
    thumbnails: [
      { url: '/media/aaa/300', width: 300, height: 300, alt: 'A crowd' },
      { url: '/media/bbb/300', width: 300, height: 200, alt: '' },
    ],
  },
  {
    ...cardFields,
    id: 2,
    userName: 'expo',
    name: 'Expo',
    active: false,
    feedCount: 0,
    realtime: false,
    toggable: false,
    lockedReason: 'Your plan has no room for another active wall.',
    nextStep: 'add-source',
    colors: { background: '#102030', text: '#ffffff' },
  },
];
