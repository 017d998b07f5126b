import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslator } from '@chorus/theme-kit';

/** Props of {@link LoadFailure}. */
export interface LoadFailureProps {
  children?: ReactNode;
  /** Reloads the page; the browser's own reload unless a test passes another. */
  reload?: () => void;
}

interface LoadFailureState {
  readonly failed: boolean;
}

/**
 * Catches what a screen throws while it renders, a lazy chunk that failed to download above all
 * (a network blip, or a new release that replaced the hashed files), and shows the spec's System
 * Maintenance message with a button that reloads, instead of a blank page.
 */
export class LoadFailure extends Component<LoadFailureProps, LoadFailureState> {
  override state: LoadFailureState = { failed: false };

  static getDerivedStateFromError(): LoadFailureState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return <LoadFailureNotice reload={reload} />;
  }
}

/** The maintenance notice with its reload button, in the page's language. */
function LoadFailureNotice({ reload }: { reload: () => void }) {
  const { t } = useTranslator();
  return (
    <div className="chorus-load-failure" role="alert">
      <p>{t('systemMaintenance')}</p>
      <button type="button" onClick={reload}>
        {t('pageReload')}
      </button>
    </div>
  );
}
