/**
 * The browser side of entering an itinerary: the
 * access call, the attempts counter, and the session check before going to the project.
 */
import { ApiError, apiRequest } from './api-client';
import {
  MAX_ACCESS_ATTEMPTS,
  SESSION_VERIFY_FIRST_MS,
  SESSION_VERIFY_INTERVAL_MS,
  SESSION_VERIFY_TRIES,
} from './limits';
import { MESSAGES } from './messages';
import { capitalizedNumberWord } from './number-words';
import type { AccessResponse, PreviewResponse, ProjectView } from './types';

export const ACCESS_TEXT = {
  fallback:
    'Access Code incorrect, try again or if you are unsure of your access code, reach out to your event host.',
  invalid: MESSAGES.invalidAccessCode,
  invalidLink: "The code in this link didn't work. Please check it below, or ask your host for a new link.",
  missingId: 'Invalid share link - missing project ID',
  lockedOut: `${capitalizedNumberWord(MAX_ACCESS_ATTEMPTS)} invalid attempts reached.`,
  blocked: MESSAGES.tooManyAttempts,
  pausedTitle: 'Not accepting codes right now',
  unreachable: 'Could not reach the server. Check your connection and try again.',
  blockedCard: `You've exceeded the maximum number of access attempts (${MAX_ACCESS_ATTEMPTS}). Please contact the project owner for assistance.`,
} as const;

export type AccessOutcome =
  | { kind: 'granted'; project: AccessResponse['project']; next: string }
  | { kind: 'denied'; message: string; attemptsRemaining: number }
  /** Codes are refused for `retryAfterSeconds` (the server's Retry-After), when it said. */
  | { kind: 'locked'; message: string; retryAfterSeconds?: number }
  /** The itinerary is not checking codes today (too many wrong ones from anywhere): ask the host. */
  | { kind: 'paused'; message: string }
  | { kind: 'error'; message: string };

/** Calls the access endpoint and classifies the answer; `attemptsSoFar` counts local failures. */
export async function requestAccess(
  projectId: string,
  body: { accessCode: string; email?: string },
  attemptsSoFar: number,
): Promise<AccessOutcome> {
  try {
    const res = await apiRequest<AccessResponse>(
      'POST',
      `/api/projects/${encodeURIComponent(projectId)}/access`,
      body,
    );
    return { kind: 'granted', project: res.project, next: res.next };
  } catch (error) {
    if (!(error instanceof ApiError)) {
      return { kind: 'error', message: ACCESS_TEXT.unreachable };
    }
    // The lower of the server's count and this form's own count of wrong codes is shown.
    return classifyAccessRefusal(error.status, error.data, MAX_ACCESS_ATTEMPTS - (attemptsSoFar + 1));
  }
}

export type AccessRefusal = Exclude<AccessOutcome, { kind: 'granted' }>;

/**
 * The organiser's admin code from the access page (the way in while the shared code is off):
 * POST …/verify-admin, then the itinerary; refusals read as the access code's.
 */
export async function requestAdminAccess(
  projectId: string,
  adminCode: string,
  attemptsSoFar: number,
): Promise<{ kind: 'granted'; next: string } | AccessRefusal> {
  const path = `/api/projects/${encodeURIComponent(projectId)}`;
  try {
    await apiRequest('POST', `${path}/verify-admin`, { adminCode });
    return { kind: 'granted', next: `/project/${encodeURIComponent(projectId)}` };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'error', message: ACCESS_TEXT.unreachable };
    return classifyAccessRefusal(error.status, error.data, MAX_ACCESS_ATTEMPTS - (attemptsSoFar + 1));
  }
}

/**
 * What a refused code means for the person at the form, from the answer's status and body: the
 * island's fetch and the page's plain form post both read it here. `localAttemptsLeft` is the
 * island's own count, when it keeps one.
 */
export function classifyAccessRefusal(
  status: number,
  data: { code?: unknown; message?: unknown; attemptsRemaining?: unknown; retryAfterSeconds?: unknown } | undefined,
  localAttemptsLeft?: number,
): AccessRefusal {
  const message = typeof data?.message === 'string' && data.message ? data.message : undefined;
  const retry = typeof data?.retryAfterSeconds === 'number' && data.retryAfterSeconds > 0 ? { retryAfterSeconds: data.retryAfterSeconds } : {};
  // Not a lockout for wrong codes: codes are paused, or too many sessions came from this connection just now.
  if (status === 429 && (data?.code === 'CODES_PAUSED' || data?.code === 'RATE_LIMITED') && message) return { kind: 'paused', message };
  if (status === 429) return { kind: 'locked', message: message ?? ACCESS_TEXT.blocked, ...retry };
  // No itinerary has that id: not a wrong code, so no attempt is used up.
  if (status === 404) return { kind: 'error', message: message ?? ACCESS_TEXT.fallback };
  if (status === 401 || status === 400) {
    const serverRemaining = typeof data?.attemptsRemaining === 'number' ? data.attemptsRemaining : undefined;
    if (serverRemaining !== undefined || localAttemptsLeft !== undefined) {
      const attemptsRemaining = Math.min(serverRemaining ?? MAX_ACCESS_ATTEMPTS, localAttemptsLeft ?? MAX_ACCESS_ATTEMPTS);
      if (attemptsRemaining <= 0) return { kind: 'locked', message: ACCESS_TEXT.blocked, ...retry };
      return { kind: 'denied', message: message ?? ACCESS_TEXT.fallback, attemptsRemaining };
    }
  }
  return { kind: 'error', message: message ?? ACCESS_TEXT.fallback };
}

export const attemptsRemainingText = (n: number) => `${n} attempt${n === 1 ? '' : 's'} remaining`;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A wait in words, rounded up to whole minutes: '1 minute', '15 minutes', '2 hours 5 minutes'. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/**
 * What the lockout card says about trying again: when the server will check codes again, or,
 * when it did not say, that it takes a while. Never "refresh": that cannot help.
 */
export function retryText(secondsLeft: number | undefined): string {
  if (secondsLeft === undefined) return 'Codes are checked again after a short wait. Your host can also send you the quick link.';
  if (secondsLeft <= 0) return 'You can try again now.';
  return `You can try again in ${waitText(secondsLeft)}, or ask your host for the quick link.`;
}

export async function fetchPreview(projectId: string): Promise<PreviewResponse['project'] | null> {
  try {
    const res = await apiRequest<PreviewResponse>(
      'GET',
      `/api/projects/${encodeURIComponent(projectId)}/preview`,
    );
    return res.project;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls the current-project call until it names `projectId` (10 tries, 200 ms apart,
 * the first after 100 ms). Resolves either way; the caller navigates after.
 */
export async function waitForSession(projectId: string): Promise<boolean> {
  await sleep(SESSION_VERIFY_FIRST_MS);
  for (let i = 0; i < SESSION_VERIFY_TRIES; i++) {
    try {
      const project = await apiRequest<ProjectView>('GET', '/api/current-project');
      if (project.projectId === projectId) return true;
    } catch {
      // not yet
    }
    await sleep(SESSION_VERIFY_INTERVAL_MS);
  }
  return false;
}
