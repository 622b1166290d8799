import { useEffect, useState } from 'react';
import { retryText } from '../../lib/access-flow';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type LockoutCardProps = {
  title: string;
  message: string;
  detail?: string | undefined;
  actionLabel: string;
  /**
   * Seconds until codes are checked again (the server's Retry-After): the card counts down and
   * then offers `onRetry`. Undefined: a card with nothing to wait for (a broken link, say).
   */
  retryAfterSeconds?: number | undefined;
  /** Given for a lockout: the card says when codes count again (if known) and then offers this. */
  onRetry?: () => void;
};

const TICK_MS = 15_000;

/** Shown when codes are refused for a while, or the link cannot work: go home, wait, or ask the host. */
export function LockoutCard({ title, message, detail, actionLabel, retryAfterSeconds, onRetry }: LockoutCardProps) {
  const [secondsLeft, setSecondsLeft] = useState(retryAfterSeconds);
  useEffect(() => {
    if (retryAfterSeconds === undefined) return;
    const until = Date.now() + retryAfterSeconds * 1000;
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [retryAfterSeconds]);
  const canRetry = onRetry !== undefined && secondsLeft !== undefined && secondsLeft <= 0;

  return (
    <div role="alert" className="card p-8 text-center">
      <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <Icon icon={icons.padlock} className="h-7 w-7" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-ink-soft">{message}</p>
      {detail && <p className="mt-2 text-sm text-ink-muted">{detail}</p>}
      {onRetry && (
        <p className="mt-2 text-sm font-medium text-ink" aria-live="polite">
          {retryText(secondsLeft)}
        </p>
      )}
      <div className="mt-6 flex flex-col items-stretch justify-center gap-2 sm:flex-row sm:items-center">
        {canRetry && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <a href="/" className={canRetry ? 'btn-secondary' : 'btn-primary'}>
          {actionLabel}
        </a>
      </div>
    </div>
  );
}
