/**
 * The server entry of the build `npm test` makes (apps/web/dist/server, or CHORUS_WEB_DIST)
 * runs wherever the build is copied: the server loads it from CHORUS_WEB_DIST, which need not
 * be inside this repository. Skipped when there is no build.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const distDir =
  process.env.CHORUS_WEB_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url));
const serverDir = path.join(distDir, 'server');

describe.skipIf(!existsSync(path.join(serverDir, 'entry-server.js')))('the server entry', () => {
  it('loads as an ES module from a copy outside the repository', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'chorus-web-copy-'));
    try {
      cpSync(serverDir, path.join(copy, 'server'), { recursive: true });
      const entry = pathToFileURL(path.join(copy, 'server', 'entry-server.js')).href;
      const exported = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          // As apps/server/bin/chorus.js loads it: through tsx's loader, which read a .js file
          // outside a "type": "module" package as CommonJS and failed.
          "import { register } from 'tsx/esm/api'; register();" +
            'const m = await import(process.argv[1]); console.log(Object.keys(m).sort().join(" "));',
          entry,
        ],
        { encoding: 'utf8', cwd: fileURLToPath(new URL('../..', import.meta.url)) },
      );
      expect(exported.trim().split(' ')).toEqual(
        expect.arrayContaining(['pageDataElement', 'renderWall', 'wallUserName']),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
