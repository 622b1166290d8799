import { useEffect, useState, type SubmitEvent } from 'react';
import {
  ACCESS_TEXT,
  type AccessOutcome,
  attemptsRemainingText,
  fetchPreview,
  requestAccess,
  waitForSession,
} from '../../lib/access-flow';
import { EMAIL_MAX, PROJECT_ID_INPUT_MAX, PROJECT_ID_LENGTH } from '../../lib/limits';
import { accessFormSchema, checkForm, MESSAGES } from '../../lib/schemas';
import { toastProblem, toastSuccess } from '../../stores/toast';
import { TextField } from '../../ui/TextField';
import { Toaster } from '../../ui/Toaster';
import { AccessCodeField } from './AccessCodeField';
import { LockoutCard } from './LockoutCard';

type Props = {
  /** From the share link's query (?projectId=…&code=…): both present locks both fields. */
  initialProjectId?: string;
  initialCode?: string;
  /** After the form was posted without JavaScript: what was typed, and the server's answer. */
  initialEmail?: string;
  initialOutcome?: Exclude<AccessOutcome, { kind: 'granted' }> | null;
};

/** The /access form: project id, email and access code. */
export default function AccessForm({ initialProjectId = '', initialCode = '', initialEmail = '', initialOutcome = null }: Props) {
  const locked = Boolean(initialProjectId && initialCode);
  const [projectId, setProjectId] = useState(initialProjectId);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState(initialCode.toUpperCase());
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const [remaining, setRemaining] = useState<number | null>(
    initialOutcome?.kind === 'denied' ? initialOutcome.attemptsRemaining : null,
  );
  // Locked out: the card says when codes are checked again (the server's Retry-After, if it said).
  const [blocked, setBlocked] = useState<{ retryAfterSeconds?: number | undefined } | null>(
    initialOutcome?.kind === 'locked' ? { retryAfterSeconds: initialOutcome.retryAfterSeconds } : null,
  );
  const [paused, setPaused] = useState<string | null>(initialOutcome?.kind === 'paused' ? initialOutcome.message : null);
  // The server's answer to a post without JavaScript, shown in the page (toasts need the island).
  const [postError, setPostError] = useState<string | null>(
    initialOutcome?.kind === 'denied' || initialOutcome?.kind === 'error' ? initialOutcome.message : null,
  );
  const [preview, setPreview] = useState<{ name: string; ownerName: string | null } | null>(null);
  // A field the access endpoint would refuse (an email that is not one, say): its message, under it.
  const [fieldErrors, setFieldErrors] = useState<{ projectId?: string; email?: string; accessCode?: string }>({});

  // When the id is complete, show whose itinerary this is.
  useEffect(() => {
    const id = projectId.trim();
    if (id.length !== PROJECT_ID_LENGTH && !id.startsWith('example-')) {
      setPreview(null);
      return;
    }
    let cancelled = false;
    void fetchPreview(id).then((p) => {
      if (cancelled) return;
      setPreview(p);
      if (p) document.title = `Join ${p.name} | Itinerary`;
    });
    return () => {
      cancelled = true;
    };
  }, [projectId]);

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setPostError(null);
    const checked = checkForm(accessFormSchema, { projectId, email, accessCode: code });
    if (!checked.ok) {
      if (checked.message === MESSAGES.accessFieldsRequired) {
        toastProblem('Missing Information', checked.message);
      } else {
        setFieldErrors(checked.errors);
      }
      return;
    }
    const { projectId: id, ...body } = checked.data;
    setBusy(true);
    const outcome = await requestAccess(id, body, failures);
    if (outcome.kind === 'granted') {
      toastSuccess('Access Granted!', `Welcome to ${outcome.project.name}`);
      await waitForSession(outcome.project.projectId);
      window.location.assign(outcome.next);
      return;
    }
    setBusy(false);
    if (outcome.kind === 'locked') {
      setFailures((n) => n + 1);
      setBlocked({ retryAfterSeconds: outcome.retryAfterSeconds });
      toastProblem('Access Denied', ACCESS_TEXT.blocked);
      return;
    }
    if (outcome.kind === 'paused') {
      setPaused(outcome.message);
      return;
    }
    if (outcome.kind === 'denied') {
      setFailures((n) => n + 1);
      setRemaining(outcome.attemptsRemaining);
      toastProblem('Access Denied', `${outcome.message} ${attemptsRemainingText(outcome.attemptsRemaining)}`);
      return;
    }
    toastProblem('Access Denied', outcome.message);
  }

  if (paused) {
    return (
      <>
        <LockoutCard title={ACCESS_TEXT.pausedTitle} message={paused} actionLabel="Back to Home" />
        <Toaster />
      </>
    );
  }
  if (blocked) {
    return (
      <>
        <LockoutCard
          title="Access Denied"
          message={ACCESS_TEXT.blockedCard}
          retryAfterSeconds={blocked.retryAfterSeconds}
          actionLabel="Back to Home"
          onRetry={() => {
            setFailures(0);
            setRemaining(null);
            setBlocked(null);
          }}
        />
        <Toaster />
      </>
    );
  }

  return (
    <>
      <div className="card p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {preview ? `Join ${preview.name}` : 'Access Your Itinerary'}
        </h1>
        <p className="mt-2 text-ink-soft">
          {preview?.ownerName && preview.ownerName.toLowerCase() !== 'anonymous'
            ? `${preview.ownerName} invited you. Enter your details to view the plan.`
            : 'Enter the project ID and access code your host shared with you.'}
        </p>
        {postError && (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {postError}
          </p>
        )}
        {remaining !== null && (
          <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {attemptsRemainingText(remaining)}
          </p>
        )}
        <form method="post" className="mt-6 space-y-5" onSubmit={onSubmit} noValidate>
          <TextField
            id="access-project-id"
            name="projectId"
            label="Project ID"
            hint={`Project ID is ${PROJECT_ID_LENGTH} characters`}
            className="font-mono"
            value={projectId}
            error={fieldErrors.projectId}
            onChange={(e) => {
              setProjectId(e.target.value.trim().toLowerCase());
              setFieldErrors(({ projectId: _, ...rest }) => rest);
            }}
            readOnly={locked}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={PROJECT_ID_INPUT_MAX}
            placeholder="e.g. k3v9x2qa"
          />
          <TextField
            id="access-email"
            name="email"
            label="Your Email"
            type="email"
            value={email}
            error={fieldErrors.email}
            onChange={(e) => {
              setEmail(e.target.value);
              setFieldErrors(({ email: _, ...rest }) => rest);
            }}
            autoComplete="email"
            maxLength={EMAIL_MAX}
            placeholder="you@example.com"
          />
          <AccessCodeField
            id="access-code"
            name="accessCode"
            value={code}
            error={fieldErrors.accessCode}
            onChange={(value) => {
              setCode(value);
              setFieldErrors(({ accessCode: _, ...rest }) => rest);
            }}
            readOnly={locked}
          />
          <button type="submit" className="btn-primary w-full py-3 text-base" disabled={busy}>
            {busy ? 'Accessing...' : 'Access Itinerary'}
          </button>
        </form>
        <a href="/" className="btn-ghost mt-3 w-full">
          Back to Home
        </a>
      </div>
      <Toaster />
    </>
  );
}
