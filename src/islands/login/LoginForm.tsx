import { useState, type SubmitEvent } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { EMAIL_LINK_TTL_MS, EMAIL_MAX, MINUTE_MS } from '../../lib/limits';
import { checkForm, emailLinkRequestSchema } from '../../lib/schemas';
import { TextField } from '../../ui/TextField';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type Props = {
  /** Where to go once signed in (already made safe by the page). */
  returnTo: string;
  /** `expired` when the browser came back from a used, unknown or expired link. */
  error?: string | null;
};

const LINK_MINUTES = Math.round(EMAIL_LINK_TTL_MS / MINUTE_MS);
const SEND_FAILED = 'We could not send the sign-in link. Please try again.';

/** Passwordless sign-in: email → 'Check your email' → the link signs in. */
export default function LoginForm({ returnTo, error = null }: Props) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  async function send(address: string): Promise<boolean> {
    const parsed = checkForm(emailLinkRequestSchema, { email: address, returnTo });
    if (!parsed.ok) {
      setProblem(parsed.message);
      focusEmail();
      return false;
    }
    setBusy(true);
    setProblem(null);
    try {
      await apiRequest('POST', '/api/auth/email-link', parsed.data);
      setSentTo(parsed.data.email);
      return true;
    } catch (failure) {
      setProblem(errorMessage(failure, SEND_FAILED));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    setResent(false);
    await send(email);
  }

  async function resend() {
    if (!sentTo) return;
    setResent(false);
    if (await send(sentTo)) setResent(true);
  }

  function useAnotherEmail() {
    setSentTo(null);
    setProblem(null);
    setResent(false);
    requestAnimationFrame(() => focusEmail());
  }

  if (sentTo) {
    return (
      <div className="card p-6 text-center sm:p-8">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon icon={icons.envelope} className="h-7 w-7" strokeWidth={1.8} />
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Check your email</h1>
        <p className="mt-2 text-ink-soft">
          We sent a sign-in link to{' '}
          <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{sentTo}</strong>. Open it to finish signing in.
        </p>
        <p className="mt-2 text-sm text-ink-muted">
          The link expires in {LINK_MINUTES} minutes and works once. Nothing there? Check your spam folder. If you once
          stopped our emails to this address, allow them again with the link at the bottom of any email from us.
        </p>
        <div role="status" aria-live="polite" className="text-sm">
          {resent && <p className="mt-4 font-medium text-emerald-700">A new link is on its way.</p>}
          {problem && <p className="mt-4 font-medium text-red-700">{problem}</p>}
        </div>
        <div className="mt-6 flex flex-col gap-2">
          <button type="button" className="btn-secondary w-full py-3" onClick={resend} disabled={busy}>
            {busy ? 'Sending...' : 'Send a new link'}
          </button>
          <button type="button" className="btn-ghost w-full" onClick={useAnotherEmail}>
            Use a different email
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="card p-6 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Sign in</h1>
      <p className="mt-2 text-ink-soft">
        Enter your email and we will send you a link to sign in. No password needed. New here? The same link creates
        your account.
      </p>
      {error === 'expired' && (
        <p role="alert" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          That sign-in link is invalid or has expired. Enter your email to get a new one.
        </p>
      )}
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX}
          placeholder="you@example.com"
          aria-invalid={problem ? true : undefined}
          describedBy={problem ? 'login-problem' : undefined}
          className={problem ? 'border-red-400' : ''}
          required
        />
        {problem && (
          <p id="login-problem" role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <button type="submit" className="btn-primary w-full py-3 text-base" disabled={busy}>
          {busy ? 'Sending...' : 'Send sign-in link'}
        </button>
      </form>
      <p className="mt-5 text-center text-xs text-ink-muted">
        By signing in you agree to the <a className="whitespace-nowrap underline hover:text-ink" href="/terms">Terms</a> and{' '}
        <a className="whitespace-nowrap underline hover:text-ink" href="/privacy-policy">Privacy Policy</a>.
      </p>
    </div>
  );
}

const focusEmail = () => document.getElementById('login-email')?.focus();
