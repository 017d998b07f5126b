/**
 * The owner app's status alerts: success and failure messages that fade out after
 * `alertFadeMs` over `alertFadeSpeedMs` (owner spec). One stack per screen.
 */
import './owner.css';
import { alertFadeMs, alertFadeSpeedMs } from '@chorus/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One shown alert. */
export interface OwnerAlert {
  readonly id: number;
  readonly kind: 'success' | 'error' | 'info';
  readonly text: string;
  /** True during the closing fade. */
  readonly fading: boolean;
}

/** Shows an alert; the owner screens pass this down as `notify`. */
export type Notify = (kind: OwnerAlert['kind'], text: string) => void;

/** The alert stack's state and its `notify`. */
export function useAlerts(): { alerts: readonly OwnerAlert[]; notify: Notify } {
  const [alerts, setAlerts] = useState<readonly OwnerAlert[]>([]);
  const next = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  const notify = useCallback<Notify>(
    (kind, text) => {
      next.current += 1;
      const id = next.current;
      setAlerts((shown) => [...shown, { id, kind, text, fading: false }]);
      later(alertFadeMs, () => {
        setAlerts((shown) => shown.map((a) => (a.id === id ? { ...a, fading: true } : a)));
        later(alertFadeSpeedMs, () => setAlerts((shown) => shown.filter((a) => a.id !== id)));
      });
    },
    [later],
  );
  return { alerts, notify };
}

/** Draws the alerts; failures are announced assertively, the rest politely. */
export function AlertStack({ alerts }: { alerts: readonly OwnerAlert[] }) {
  return (
    <div className="owner-alerts" aria-live="polite">
      {alerts.map((alert) => (
        <p
          key={alert.id}
          className={`owner-alert owner-alert--${alert.kind}${alert.fading ? ' owner-alert--fading' : ''}`}
          role={alert.kind === 'error' ? 'alert' : 'status'}
          style={{ transition: `opacity ${alertFadeSpeedMs}ms`, opacity: alert.fading ? 0 : 1 }}
        >
          {alert.text}
        </p>
      ))}
    </div>
  );
}
