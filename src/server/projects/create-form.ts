/**
 * Creating an itinerary from a request: the JSON endpoint (POST /api/projects) and the `/new`
 * page's form posted without JavaScript take the same steps, so both have the same limit, the
 * same checks and the same messages (docs/product.md#creating-an-itinerary).
 */
import type { APIContext, AstroGlobal } from 'astro';
import type { DatabaseHandle } from '../../../db/index';
import { MESSAGES } from '../../lib/messages';
import { checkForm, createProjectSchema, type CreateProjectInput } from '../../lib/schemas';
import type { CreateProjectResponse } from '../../lib/types';
import { database } from '../database/database';
import { HttpError } from '../http/errors';
import { clientAddress, ensureSession, readForm } from '../http/http';
import { limitCreation } from './creation-limit';
import { createProject } from './projects';

type RequestContext = Pick<APIContext | AstroGlobal, 'cookies' | 'locals' | 'request' | 'clientAddress'>;

/** One creation for this browser: counted against its client, then its session gets the admin grant. */
export async function createForRequest(ctx: RequestContext, db: DatabaseHandle, input: CreateProjectInput): Promise<CreateProjectResponse> {
  await limitCreation(db, clientAddress(ctx));
  const sessionId = await ensureSession(ctx, db);
  return createProject(db, input, sessionId, ctx.locals.user);
}

export type CreateFormField = 'name' | 'acceptTerms';

export type CreateFormResult =
  | { kind: 'created'; redirectUrl: string }
  | { kind: 'failed'; message: string; field: CreateFormField | null; name: string; status: number };

/**
 * The `/new` form posted: name (checked with the endpoint's schema), the terms box (which the
 * landing page's dialog also requires) and, when a script filled it in, the browser's time zone.
 */
export async function postCreateForm(astro: AstroGlobal): Promise<CreateFormResult> {
  const form = await readForm(astro.request);
  const name = form.get('name') ?? '';
  const failed = (message: string, field: CreateFormField | null, status = 400): CreateFormResult => ({ kind: 'failed', message, field, name, status });
  const checked = checkForm(createProjectSchema, { name, timeZone: form.get('timeZone') || null });
  if (!checked.ok) return failed(checked.message, 'name');
  if (form.get('acceptTerms') !== 'on') return failed(MESSAGES.termsRequired, 'acceptTerms');
  try {
    const created = await createForRequest(astro, await database(), checked.data);
    // The creator sees the codes first: without the script there is no share dialog to show them.
    return { kind: 'created', redirectUrl: `/new/${encodeURIComponent(created.project.projectId)}` };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return failed(error.message, null, error.status);
  }
}
