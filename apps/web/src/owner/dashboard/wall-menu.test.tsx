import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../session.ts';
import { renderStatic } from '../ui/render-static.tsx';
import { sampleWallRows } from './testing-rows.ts';
import { WallGrid } from './WallGrid.tsx';
import { wallMenuFor, wallMenuItems } from './wall-menu.ts';
import { WallTable } from './WallTable.tsx';

const user: CurrentUser = {
  account: {
    id: 1,
    username: 'annowner',
    email: 'ann@example.test',
    plan: 'pro',
    creator_id: null,
    meta: [],
    licenses: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    admin: false,
  },
  permissions: ['create_tint', 'modify_tint', 'delete_tint'],
  settings: {
    plan: 'pro',
    token: null,
    accounts: [],
    feed_count: { active: 1, inactive: 0, allowed: 10 },
    plans: 'self-hosted',
  },
};

const noop = () => undefined;
const props = {
  rows: sampleWallRows,
  canModify: true,
  canDelete: true,
  saving: new Set<string>(),
  onToggle: noop,
  onDelete: noop,
  onShowFeedCount: noop,
  menu: { user, onOpen: noop },
};

describe('the row menu', () => {
  it('lists Export Posts to CSV, a dialog, with unique ids', () => {
    const [first] = wallMenuFor(sampleWallRows[0]!, user);
    expect(first?.id).toBe('export-csv');
    expect(first && 'dialog' in first).toBe(true);
    const ids = wallMenuItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is a closed "More" menu button on each table row, named after its wall', async () => {
    const html = await renderStatic(<WallTable {...props} />);
    for (const row of sampleWallRows) {
      expect(html).toContain(`aria-label="More actions for ${row.name}"`);
    }
    expect(html).toContain('aria-haspopup="true"');
    expect(html).toContain('>More</button>');
  });

  it('is on each card too', async () => {
    const html = await renderStatic(<WallGrid {...props} />);
    const count = html.split('aria-label="More actions for').length - 1;
    expect(count).toBe(sampleWallRows.length);
  });

  it('is left out when the list is given no menu', async () => {
    const { menu: _menu, ...bare } = props;
    expect(await renderStatic(<WallTable {...bare} />)).not.toContain('More actions for');
  });
});
