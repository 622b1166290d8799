/**
 * The access page without JavaScript (or before its island hydrated): the form posted to the
 * page, and the quick link `/access/{id}?code=…` opened in a browser. Both are the same check as
 * POST /api/projects/{id}/access (grantAccess: the same lockouts and daily budget), answered as
 * the island would show it. A right code sends the browser to the itinerary; anything else is an
 * outcome the page renders with the island's own wording (../../lib/access-flow.ts).
 */
import type { AstroGlobal } from 'astro';
import { ACCESS_TEXT, classifyAccessRefusal, type AccessRefusal } from '../../lib/access-flow';
import { accessCodeSchema, accessFormSchema, accessRequestSchema, firstIssueMessage, verifyAdminSchema } from '../../lib/schemas';
import { grantAccess, verifyAdminCode } from './access';
import { database } from '../database/database';
import { HttpError } from '../http/errors';
import { pathAfterCode } from '../guests/identity';
import { clientAddress, ensureSession, readForm } from '../http/http';

export type AccessFormResult =
  | { kind: 'granted'; projectId: string; next: string }
  | { kind: 'failed'; outcome: AccessRefusal; projectId: string; email: string };

/** `next`: where the browser goes (pathAfterCode in ../guests/identity.ts). */
type CodeResult = { kind: 'granted'; projectId: string; next: string } | { kind: 'failed'; outcome: AccessRefusal };

/** Tries a checked code for this browser: the grant, or the refusal as the person sees it. */
async function tryCode(astro: AstroGlobal, projectId: string, accessCode: string, email?: string): Promise<CodeResult> {
  return refusalOf(async (db, client) => {
    const { project, newGrant } = await grantAccess(db, { projectId, accessCode, email, client, ensureSession: (lifetime) => ensureSession(astro, db, lifetime) });
    return { kind: 'granted', projectId: project.projectId, next: await pathAfterCode(db, project, newGrant) };
  }, clientAddress(astro));
}

/**
 * Tries a checked admin code (the organiser's way in from the access page, also while the shared
 * code is off): the same check as POST /api/projects/{id}/verify-admin, then the itinerary.
 */
async function tryAdminCode(astro: AstroGlobal, projectId: string, adminCode: string): Promise<CodeResult> {
  return refusalOf(async (db, client) => {
    const { project } = await verifyAdminCode(db, { projectId, adminCode, client, ensureSession: (lifetime) => ensureSession(astro, db, lifetime) });
    return { kind: 'granted', projectId: project.projectId, next: `/project/${encodeURIComponent(project.projectId)}` };
  }, clientAddress(astro));
}

/** Runs a code check: its grant, or its refusal as the person sees it (the island's own wording). */
async function refusalOf(check: (db: Awaited<ReturnType<typeof database>>, client: string) => Promise<CodeResult>, client: string): Promise<CodeResult> {
  const db = await database();
  try {
    return await check(db, client);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return {
      kind: 'failed',
      outcome: classifyAccessRefusal(error.status, { ...error.details, message: error.message, code: error.code }),
    };
  }
}

/**
 * Reads the posted form (projectId, email, accessCode; the path's project when `fixedProjectId`
 * is given, and then the email is optional, as on the share-link page) and tries the code.
 */
export async function postAccessForm(astro: AstroGlobal, fixedProjectId?: string): Promise<AccessFormResult> {
  const form = await readForm(astro.request);
  const projectId = (fixedProjectId ?? form.get('projectId') ?? '').trim().toLowerCase();
  const email = (form.get('email') ?? '').trim();
  // The share-link page's organiser form (shown while the shared code is off): the admin code.
  if (fixedProjectId !== undefined && form.has('adminCode')) {
    const admin = verifyAdminSchema.safeParse({ adminCode: form.get('adminCode') ?? '' });
    const result: CodeResult = admin.success
      ? await tryAdminCode(astro, projectId, admin.data.adminCode)
      : { kind: 'failed', outcome: { kind: 'error', message: firstIssueMessage(admin.error) } };
    return result.kind === 'granted' ? result : { ...result, projectId, email };
  }
  const accessCode = (form.get('accessCode') ?? '').trim().toUpperCase();
  // The island's own checks: the page's form without the path's id, or the code alone.
  const parsed =
    fixedProjectId === undefined
      ? accessFormSchema.safeParse({ projectId, email, accessCode })
      : accessRequestSchema.safeParse({ accessCode, email });
  const result: CodeResult = parsed.success
    ? await tryCode(astro, projectId, parsed.data.accessCode, parsed.data.email)
    : { kind: 'failed', outcome: { kind: 'error', message: firstIssueMessage(parsed.error) } };
  return result.kind === 'granted' ? result : { ...result, projectId, email };
}

/**
 * The quick link opened by a person (see isPersonOpeningPage in ../http/request-origin.ts): its
 * code is tried exactly as the form's. A wrong code says so in the link's own words.
 */
export async function openQuickLink(astro: AstroGlobal, projectId: string, code: string): Promise<CodeResult> {
  const parsed = accessCodeSchema.safeParse(code);
  if (!parsed.success) return { kind: 'failed', outcome: { kind: 'error', message: firstIssueMessage(parsed.error) } };
  const result = await tryCode(astro, projectId, parsed.data);
  if (result.kind === 'failed' && result.outcome.kind === 'denied') {
    return { kind: 'failed', outcome: { ...result.outcome, message: ACCESS_TEXT.invalidLink } };
  }
  return result;
}
