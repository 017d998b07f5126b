import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { restoreHoistedStyles } from './ssr/hoist-styles.ts';
import { takePageData } from './ssr/page-data.ts';
import { preloadServedTheme } from './wall/preload-theme.ts';
import { ServedWallContext } from './wall/served-wall.ts';
import './styles/app.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
// A wall the server drew carries its data: hydrate from it (src/ssr/entry-server.tsx).
const data = takePageData(document);
if (data === null) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} else {
  restoreHoistedStyles(root, data.styles ?? []);
  // The theme's code first, so the wall hydrates in one pass (wall/preload-theme.ts).
  void preloadServedTheme(root).then(() =>
    hydrateRoot(
      root,
      <StrictMode>
        <ServedWallContext.Provider value={{ data, used: false }}>
          <App />
        </ServedWallContext.Provider>
      </StrictMode>,
    ),
  );
}
