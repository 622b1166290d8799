import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { ACCESS_TEXT, attemptsRemainingText, requestAccess, requestAdminAccess, type AccessOutcome, type AccessRefusal } from '../../lib/access-flow';
import { MAX_ACCESS_ATTEMPTS } from '../../lib/limits';
import { IDENTITY_MESSAGES, MESSAGES } from '../../lib/messages';
import { forgetItinerary } from '../../lib/offline';
import { accessCodeSchema, checkField, checkForm, verifyAdminSchema } from '../../lib/schemas';
import { toastSuccess } from '../../stores/toast';
import { Toaster } from '../../ui/Toaster';
import { AccessCodeField } from './AccessCodeField';
import { LockoutCard } from './LockoutCard';

type Props = {
  projectId: string;
  /** The code carried by the share link, tried automatically. */
  initialCode?: string;
  /** The share link's code the server already tried (initialOutcome says how): shown, not tried again. */
  prefilledCode?: string;
  projectName?: string | null;
  ownerName?: string | null;
  /** The teaser's facts in one line: dates and city ("June 12 – 15, 2026 · Charleston"), or null. */
  details?: string | null;
  /** What the server answered to this page's form posted without JavaScript. */
  initialOutcome?: Exclude<AccessOutcome, { kind: 'granted' }> | null;
  /**
   * "Only personal links": the shared code opens nothing, so the page says so instead of asking
   * for it, and offers the organiser's admin code (same form, field `adminCode`).
   */
  personalLinksOnly?: boolean;
};

type State = 'loading' | 'form' | 'locked' | 'paused' | 'redirect';

/** /access/{projectId}: the project id is in the path, only the code is asked. */
export default function ShareLinkAccess({ projectId, initialCode = '', prefilledCode = '', projectName, ownerName, details = null, initialOutcome = null, personalLinksOnly = false }: Props) {
  const [state, setState] = useState<State>(
    initialCode && !personalLinksOnly ? 'loading'
    : initialOutcome?.kind === 'locked' ? 'locked'
    : initialOutcome?.kind === 'paused' ? 'paused'
    : 'form',
  );
  // A quick link's code is the shared one: never put into the admin code's field.
  const [code, setCode] = useState(personalLinksOnly ? '' : (initialCode || prefilledCode).trim().toUpperCase());
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const [remaining, setRemaining] = useState<number | null>(
    initialOutcome?.kind === 'denied' ? initialOutcome.attemptsRemaining : null,
  );
  const [error, setError] = useState<string | null>(
    initialOutcome?.kind === 'denied' || initialOutcome?.kind === 'error' ? initialOutcome.message : null,
  );
  // A code the access endpoint would refuse before looking it up: its message, under the field.
  const [codeError, setCodeError] = useState<string | null>(null);
  const [paused, setPaused] = useState<string | null>(initialOutcome?.kind === 'paused' ? initialOutcome.message : null);
  const [retryAfter, setRetryAfter] = useState<number | undefined>(initialOutcome?.kind === 'locked' ? initialOutcome.retryAfterSeconds : undefined);
  // Until hydration the form posts to the page itself (no JavaScript needed), so the button
  // is never disabled on the server.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // This page is only shown to a browser without a grant (Exit posted without JavaScript, a
    // new code): an offline copy of the itinerary it kept is no longer its to read.
    if (projectId) void forgetItinerary(projectId);
  }, [projectId]);
  const tried = useRef(false);

  function handle(outcome: AccessOutcome | AccessRefusal | { kind: 'granted'; next: string }, fromLink: boolean) {
    if (outcome.kind === 'granted') {
      setState('redirect');
      toastSuccess('Access granted!', 'Welcome to the itinerary.');
      window.location.assign(outcome.next);
      return;
    }
    setBusy(false);
    if (outcome.kind === 'locked') {
      setFailures(MAX_ACCESS_ATTEMPTS);
      setRetryAfter(outcome.retryAfterSeconds);
      setState('locked');
      return;
    }
    if (outcome.kind === 'paused') {
      setPaused(outcome.message);
      setState('paused');
      return;
    }
    setState('form');
    if (outcome.kind === 'denied') {
      setFailures((n) => n + 1);
      setRemaining(outcome.attemptsRemaining);
      setError(fromLink ? ACCESS_TEXT.invalidLink : outcome.message);
      return;
    }
    setError(outcome.message);
  }

  useEffect(() => {
    if (!initialCode || personalLinksOnly || tried.current) return;
    tried.current = true;
    void requestAccess(projectId, { accessCode: initialCode.trim().toUpperCase() }, 0).then((o) =>
      handle(o, true),
    );
  }, []);

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    // The guest's access code, or the organiser's admin code while the shared code is off.
    const checked = personalLinksOnly
      ? checkForm(verifyAdminSchema, { adminCode: code })
      : checkField(accessCodeSchema, code);
    if (!checked.ok) {
      setCodeError(checked.message);
      return;
    }
    if (busy) return;
    setBusy(true);
    setError(null);
    const data = checked.data;
    handle(
      typeof data === 'string'
        ? await requestAccess(projectId, { accessCode: data }, failures)
        : await requestAdminAccess(projectId, data.adminCode, failures),
      false,
    );
  }

  if (!projectId) {
    return <LockoutCard title="Access Error" message={ACCESS_TEXT.missingId} actionLabel="Go to Homepage" />;
  }
  if (state === 'locked') {
    return (
      <>
        <LockoutCard
          title="Access Error"
          message={ACCESS_TEXT.lockedOut}
          retryAfterSeconds={retryAfter}
          actionLabel="Go to Homepage"
          onRetry={() => {
            // The wait is over: the server checks codes again, so the form starts afresh.
            setFailures(0);
            setRemaining(null);
            setError(null);
            setCode('');
            setState('form');
          }}
        />
        <Toaster />
      </>
    );
  }
  if (state === 'paused') {
    return (
      <>
        <LockoutCard title={ACCESS_TEXT.pausedTitle} message={paused ?? ''} actionLabel="Go to Homepage" />
        <Toaster />
      </>
    );
  }
  if (state === 'loading' || state === 'redirect') {
    return (
      <div className="card flex flex-col items-center gap-4 p-10 text-center" role="status">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden="true" />
        <p className="font-medium text-ink-soft">Accessing itinerary...</p>
        <Toaster />
      </div>
    );
  }

  const heading = projectName ? `Join ${projectName}` : 'Access Itinerary';
  return (
    <>
      <div className="card p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">You're invited</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        {details && <p className="mt-1 text-sm font-medium text-ink-soft">{details}</p>}
        {personalLinksOnly ? (
          <>
            <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 ring-1 ring-amber-200">
              {IDENTITY_MESSAGES.personalLinksOnly}
            </p>
            <h2 className="mt-6 text-base font-bold">Are you the organiser?</h2>
            <p className="mt-1 text-sm text-ink-soft">Enter your admin code to open the itinerary and edit it.</p>
          </>
        ) : (
          <p className="mt-2 text-ink-soft">
            {ownerName && ownerName.toLowerCase() !== 'anonymous'
              ? `${ownerName} shared this itinerary with you. Enter the access code to see the plan.`
              : 'Enter the access code from your host to see the plan.'}
          </p>
        )}
        {/* Posts to the page without the link's code, so the code leaves the address bar. */}
        <form method="post" action={`/access/${encodeURIComponent(projectId)}`} className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
          <AccessCodeField
            id={personalLinksOnly ? 'share-admin-code' : 'share-access-code'}
            name={personalLinksOnly ? 'adminCode' : 'accessCode'}
            {...(personalLinksOnly ? { label: 'Admin Code', hint: MESSAGES.adminCodeWhere, placeholder: '' } : {})}
            className="text-lg"
            value={code}
            onChange={(value) => {
              setCode(value);
              setError(null);
              setCodeError(null);
            }}
            autoFocus={!personalLinksOnly}
            error={codeError}
            aria-invalid={error ? true : undefined}
            describedBy="share-access-error"
          />
          <div id="share-access-error" aria-live="polite">
            {/* The page already says the shared code opens nothing: that refusal is not repeated. */}
            {error && !(personalLinksOnly && error === IDENTITY_MESSAGES.personalLinksOnly) && (
              <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {error}
                {remaining !== null && remaining > 0 && (
                  <span className="mt-1 block font-semibold">{attemptsRemainingText(remaining)}</span>
                )}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <a href="/" className="btn-secondary sm:flex-1">Cancel</a>
            <button type="submit" className="btn-primary sm:flex-1" disabled={hydrated && (!code.trim() || busy)}>
              {busy ? 'Accessing...' : personalLinksOnly ? 'Open itinerary' : 'Access Itinerary'}
            </button>
          </div>
        </form>
      </div>
      <Toaster />
    </>
  );
}
