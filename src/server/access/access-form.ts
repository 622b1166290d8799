/**
 * The access page's form posted without JavaScript (or before its island hydrated): the same
 * check as POST /api/projects/{id}/access, answered as the island would show it. A right code
 * sends the browser to the itinerary; anything else is an outcome the page renders with the
 * island's own wording (../../lib/access-flow.ts).
 */
import type { AstroGlobal } from 'astro';
import { classifyAccessRefusal, type AccessRefusal } from '../../lib/access-flow';
import { accessFormSchema, accessRequestSchema, firstIssueMessage } from '../../lib/schemas';
import { grantAccess } from './access';
import { database } from '../database/database';
import { HttpError } from '../http/errors';
import { clientAddress, ensureSession, readForm } from '../http/http';

export type AccessFormResult =
  | { kind: 'granted'; projectId: string }
  | { kind: 'failed'; outcome: AccessRefusal; projectId: string; email: string };

/**
 * Reads the posted form (projectId, email, accessCode; the path's project when `fixedProjectId`
 * is given, and then the email is optional, as on the share-link page) and tries the code.
 */
export async function postAccessForm(astro: AstroGlobal, fixedProjectId?: string): Promise<AccessFormResult> {
  const form = await readForm(astro.request);
  const projectId = (fixedProjectId ?? form.get('projectId') ?? '').trim().toLowerCase();
  const email = (form.get('email') ?? '').trim();
  const accessCode = (form.get('accessCode') ?? '').trim().toUpperCase();
  const failed = (outcome: AccessRefusal): AccessFormResult => ({
    kind: 'failed',
    outcome,
    projectId,
    email,
  });
  // The island's own checks: the page's form without the path's id, or the code alone.
  const parsed =
    fixedProjectId === undefined
      ? accessFormSchema.safeParse({ projectId, email, accessCode })
      : accessRequestSchema.safeParse({ accessCode, email });
  if (!parsed.success) return failed({ kind: 'error', message: firstIssueMessage(parsed.error) });

  const db = await database();
  try {
    const { project } = await grantAccess(db, {
      projectId,
      accessCode: parsed.data.accessCode,
      email: parsed.data.email,
      client: clientAddress(astro),
      ensureSession: (lifetime) => ensureSession(astro, db, lifetime),
    });
    return { kind: 'granted', projectId: project.projectId };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return failed(classifyAccessRefusal(error.status, { ...error.details, message: error.message, code: error.code }));
  }
}
