import { describe, expect, it } from 'vitest';
import { listWallSources } from '../../db/repositories/sources.ts';
import { findWallByUserName } from '../../db/repositories/walls.ts';
import { testDatabases } from '../../db/testing.ts';
import { uniqueName } from '../../db/testing-fixtures.ts';
import { useRoleApp } from '../../testing/role-app.ts';
import { buildWallTestApp } from './testing.ts';

describe.each(testDatabases())('creating a wall from a template on $name', ({ open }) => {
  const t = useRoleApp(open, buildWallTestApp);

  async function createFrom(template: unknown) {
    const userName = uniqueName('tpl');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: t.roles.ownerA.headers,
      payload: { name: 'Templated', user_name: userName, template },
    });
    const wall = await findWallByUserName(t.database.db, userName);
    const sources = wall ? await listWallSources(t.database.db, wall.id) : [];
    return { response, wall, sources };
  }

  it('starts an event wall on the slideshow theme with its own posts held for approval', async () => {
    const { response, wall, sources } = await createFrom('event');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ theme: 'slideshow' });
    expect(wall?.theme).toBe('slideshow');
    expect(sources).toEqual([
      expect.objectContaining({ network: 'custom', feed_type: 'posts', privacy: 1 }),
    ]);
  });

  it('starts a website feed on the masonry cards with posts shown at once', async () => {
    const { response, wall, sources } = await createFrom('website');
    expect(response.statusCode).toBe(201);
    expect(wall?.theme).toBe('standard');
    expect(sources).toEqual([]);
  });

  it('leaves a blank wall (or one without a template) as the defaults make it', async () => {
    for (const template of ['blank', undefined]) {
      const { response, wall, sources } = await createFrom(template);
      expect(response.statusCode).toBe(201);
      expect(wall?.theme).toBe('standard');
      expect(sources).toEqual([]);
    }
  });

  it('refuses a template it does not know, naming the field, and creates nothing', async () => {
    const { response, wall } = await createFrom('party');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      expect.objectContaining({ message: 'Please specify a valid template.' }),
    ]);
    expect(wall).toBeUndefined();
  });
});
