import { useCallback, useEffect, useId, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import type { CodeBudgetStatus, NewAccessCodeResponse, ProjectView } from '../../lib/types';
import { toastError, toastSuccess } from '../../stores/toast';
import { CopyButton } from '../../ui/CopyButton';
import { useReaderFormat } from '../../ui/reader-format';
import { formatEventTime, formatWeekdayDate, splitTime } from '../../lib/display';
import type { ReaderFormat } from '../../lib/reader-format';
import { browserTimeZone } from '../../lib/time-zones';

type Props = {
  projectId: string;
  /** The itinerary's version: a change (another admin made a new code) reads the budgets again. */
  version: number;
  onProjectChange: (project: ProjectView) => void;
};

/** "Wednesday at 9:37 PM" ("Wednesday at 21:37"), in the browser's time zone and the reader's format. */
function when(iso: string | null, format: ReaderFormat): string {
  if (!iso) return 'tomorrow';
  const zone = browserTimeZone() ?? 'UTC';
  const [day] = formatWeekdayDate(iso, zone, format).split(',');
  const [time] = splitTime(formatEventTime(iso, zone, format));
  return `${day} at ${time}`;
}

/**
 * The attack notice of admin mode (docs/security-codes.md): shown when today's budget of wrong
 * codes is spent, so the host knows why new guests are refused and can let them in again with
 * one click: a new random access code, which restarts the budget. Guests already in keep their
 * access unless the host also signs everyone out (off by default: under a guessing attack
 * nobody got in, since a guess is refused before it is checked once the budget is spent).
 */
export default function CodeAttackNotice({ projectId, version, onProjectChange }: Props) {
  const [status, setStatus] = useState<CodeBudgetStatus | null>(null);
  const [signOut, setSignOut] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const id = useId();
  const format = useReaderFormat();

  const load = useCallback(async () => {
    try {
      setStatus(
        await apiRequest<CodeBudgetStatus>(
          'GET',
          `/api/projects/${encodeURIComponent(projectId)}/code-budget`,
        ),
      );
    } catch {
      // Not admin any more, or offline: no notice.
      setStatus(null);
    }
  }, [projectId]);

  useEffect(() => {
    void load();
  }, [load, version]);

  async function makeNewCode() {
    setBusy(true);
    try {
      const res = await apiRequest<NewAccessCodeResponse>(
        'POST',
        `/api/projects/${encodeURIComponent(projectId)}/access-code`,
        { signOutGuests: signOut },
      );
      onProjectChange(res.project);
      setFresh(res.project.accessCode ?? null);
      toastSuccess(
        'New access code made',
        res.signedOut ? 'Everyone else was signed out.' : 'Guests who already entered keep their access.',
      );
      await load();
    } catch (error) {
      toastError(error, 'Could not make a new code. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const access = status?.access;
  const admin = status?.admin;
  if (!fresh && !access?.spent && !admin?.spent) return null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-4 sm:px-6 print:hidden">
      <section
        aria-labelledby={`${id}-title`}
        className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink shadow-sm sm:p-5"
        data-testid="code-attack-notice"
      >
        {access?.spent && (
          <>
            <h2 id={`${id}-title`} className="text-base font-semibold">
              Someone has tried many wrong codes today
            </h2>
            <p className="mt-1 text-ink-soft">
              To keep your itinerary safe, it stopped checking access codes after {access.limit}{' '}
              wrong ones. Codes will be accepted again on {when(access.resetsAt, format)}. Guests who
              already entered still see the itinerary; new guests are asked to contact you.
            </p>
            <p className="mt-2 text-ink-soft">
              Make a new access code to let your group in now: the old code stops working, and the
              new one is accepted at once. Then send your group the new quick link.
            </p>
            <label className="mt-3 flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--theme-primary)]"
                checked={signOut}
                onChange={(e) => setSignOut(e.target.checked)}
              />
              <span>Also sign everyone out (they will need the new code)</span>
            </label>
            <button
              type="button"
              className="btn-primary mt-3"
              disabled={busy}
              onClick={() => void makeNewCode()}
            >
              {busy ? 'Making a new code…' : 'Make a new access code'}
            </button>
          </>
        )}
        {fresh && !access?.spent && (
          <div>
            <h2 id={`${id}-title`} className="text-base font-semibold">
              Your new access code is{' '}
              <span className="font-mono tracking-[0.2em]" data-testid="new-access-code">
                {fresh}
              </span>
            </h2>
            <p className="mt-1 text-ink-soft">
              Send your group the new quick link: it opens the itinerary straight away.
            </p>
            <div className="mt-2 flex items-center gap-2">
              <code className="min-w-0 flex-1 truncate rounded-lg bg-white px-3 py-2 font-mono text-xs ring-1 ring-black/10">
                {`${origin}/access/${projectId}?code=${fresh}`}
              </code>
              <CopyButton
                value={`${origin}/access/${projectId}?code=${fresh}`}
                label="Copy quick link"
              />
            </div>
            <button type="button" className="btn-secondary mt-3" onClick={() => setFresh(null)}>
              Done
            </button>
          </div>
        )}
        {admin?.spent && (
          <div className={access?.spent || fresh ? 'mt-4 border-t border-amber-200 pt-4' : ''}>
            <h2
              id={access?.spent || fresh ? undefined : `${id}-title`}
              className="text-base font-semibold"
            >
              Someone has tried many wrong admin codes today
            </h2>
            <p className="mt-1 text-ink-soft">
              The admin code is not being checked until {when(admin.resetsAt, format)}, so nobody can guess
              it. You stay in edit mode on this device, and so does anyone already editing. Co-hosts
              who have not entered the admin code yet can do so after that. If you think someone
              knows the admin code, change it under Customize, Security (with full access): a new
              admin code is accepted at once and takes edit access away from everyone else.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
