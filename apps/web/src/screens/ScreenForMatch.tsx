import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteMatch } from '../routes/route-table.ts';
// The site's own pages (landing, not found, the placeholders) speak the visitor's language, as
// owner screens do.
import { OwnerLanguage } from '../owner/i18n/OwnerLanguage.tsx';
import { BuilderEmbedScreen } from './BuilderEmbedScreen.tsx';
import { BuilderSettingsScreen } from './BuilderSettingsScreen.tsx';
import { IndexScreen } from './IndexScreen.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';
import { ServerRedirectScreen } from './ServerRedirectScreen.tsx';
import { StaticPageScreen } from './StaticPageScreen.tsx';
import { TemplateScreen } from './TemplateScreen.tsx';
import { VisibleOnlyScreen } from './VisibleOnlyScreen.tsx';
import { WallScreen } from './WallScreen.tsx';

// Owner screens are their own chunks: a visitor's wall never downloads the owner app. They use
// zod, which is set jitless first: the page's CSP allows no eval (theme-kit's zod-jitless.ts).
// Each is drawn in the owner's language (owner/i18n/OwnerLanguage.tsx).
function ownerScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    await import('@chorus/theme-kit/zod-jitless');
    const [{ OwnerLanguage }, Screen] = await Promise.all([
      import('../owner/i18n/OwnerLanguage.tsx'),
      load(),
    ]);
    function InOwnerLanguage(props: Props) {
      return (
        <OwnerLanguage>
          <Screen {...props} />
        </OwnerLanguage>
      );
    }
    return { default: InOwnerLanguage };
  });
}
const DashboardScreen = ownerScreen(() =>
  import('./DashboardScreen.tsx').then((m) => m.DashboardScreen),
);
const AdminInstanceScreen = ownerScreen(() =>
  import('./AdminInstanceScreen.tsx').then((m) => m.AdminInstanceScreen),
);
const EditScreen = ownerScreen(() => import('./EditScreen.tsx').then((m) => m.EditScreen));
const LoginScreen = ownerScreen(() => import('./LoginScreen.tsx').then((m) => m.LoginScreen));
const SignupScreen = ownerScreen(() => import('./SignupScreen.tsx').then((m) => m.SignupScreen));
const ResetPasswordScreen = ownerScreen(() =>
  import('../owner/auth/ResetPasswordScreen.tsx').then((m) => m.ResetPasswordScreen),
);
const VerifyEmailScreen = ownerScreen(() =>
  import('../owner/auth/VerifyEmailScreen.tsx').then((m) => m.VerifyEmailScreen),
);
const RemoteScreen = ownerScreen(() => import('./RemoteScreen.tsx').then((m) => m.RemoteScreen));
const CastScreen = ownerScreen(() =>
  import('../owner/cast/CastScreen.tsx').then((m) => m.CastScreen),
);
const AnalyticsScreen = ownerScreen(() =>
  import('./AnalyticsScreen.tsx').then((m) => m.AnalyticsScreen),
);
const WhiteLabelScreen = ownerScreen(() =>
  import('./WhiteLabelScreen.tsx').then((m) => m.WhiteLabelScreen),
);

function Owner({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="chorus-loading" role="status" aria-busy="true" />}>
      {children}
    </Suspense>
  );
}

/** The screen for a route match: one screen per route kind. */
export function ScreenForMatch({ match }: { match: RouteMatch }) {
  switch (match.kind) {
    case 'index':
      return (
        <OwnerLanguage>
          <IndexScreen match={match} />
        </OwnerLanguage>
      );
    case 'login':
      return (
        <Owner>
          <LoginScreen />
        </Owner>
      );
    case 'signup':
      return (
        <Owner>
          <SignupScreen />
        </Owner>
      );
    case 'reset-password':
      return (
        <Owner>
          <ResetPasswordScreen />
        </Owner>
      );
    case 'verify-email':
      return (
        <Owner>
          <VerifyEmailScreen />
        </Owner>
      );
    case 'dashboard':
      return (
        <Owner>
          <DashboardScreen match={match} />
        </Owner>
      );
    case 'admin-instance':
      return (
        <Owner>
          <AdminInstanceScreen />
        </Owner>
      );
    case 'not-found':
      return (
        <OwnerLanguage>
          <NotFoundScreen />
        </OwnerLanguage>
      );
    case 'builder-embed':
      return (
        <OwnerLanguage>
          <BuilderEmbedScreen match={match} />
        </OwnerLanguage>
      );
    case 'builder-settings':
      return (
        <OwnerLanguage>
          <BuilderSettingsScreen match={match} />
        </OwnerLanguage>
      );
    case 'visible-only':
      return (
        <OwnerLanguage>
          <VisibleOnlyScreen match={match} />
        </OwnerLanguage>
      );
    case 'server-redirect':
      return (
        <OwnerLanguage>
          <ServerRedirectScreen match={match} />
        </OwnerLanguage>
      );
    case 'static-page':
      return (
        <OwnerLanguage>
          <StaticPageScreen match={match} />
        </OwnerLanguage>
      );
    case 'template':
      return (
        <OwnerLanguage>
          <TemplateScreen match={match} />
        </OwnerLanguage>
      );
    case 'analytics':
      return (
        <Owner>
          <AnalyticsScreen match={match} />
        </Owner>
      );
    case 'wall':
      return <WallScreen match={match} />;
    case 'edit':
      return (
        <Owner>
          <EditScreen match={match} />
        </Owner>
      );
    case 'remote':
      return (
        <Owner>
          <RemoteScreen match={match} />
        </Owner>
      );
    case 'cast':
      return (
        <Owner>
          <CastScreen />
        </Owner>
      );
    case 'white-label':
      return (
        <Owner>
          <WhiteLabelScreen match={match} />
        </Owner>
      );
  }
}
