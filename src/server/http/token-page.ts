/**
 * The pages a link with a secret token opens from an email (confirm reminders, stop invitations,
 * stop reminders): never cached, never sent on as a Referer; GET and HEAD only read (mail scanners
 * open every link), POST (the page's button, or a provider's one-click post) acts. The form's
 * fields are read within the body limit of every form and not needed: the token is in the URL.
 */
import type { AstroGlobal } from 'astro';
import { errorResponse, readForm } from './http';

export async function tokenPage<T>(astro: AstroGlobal, actions: { read: (token: string | null) => Promise<T>; act: (token: string | null) => Promise<T> }): Promise<{ answer: Response } | { value: T; acted: boolean }> {
  astro.response.headers.set('Cache-Control', 'no-store');
  astro.response.headers.set('Referrer-Policy', 'no-referrer');
  const token = astro.url.searchParams.get('token');
  if (astro.request.method === 'POST') {
    try {
      await readForm(astro.request);
    } catch (error) {
      return { answer: errorResponse(error) };
    }
    return { value: await actions.act(token), acted: true };
  }
  if (astro.request.method === 'GET' || astro.request.method === 'HEAD') return { value: await actions.read(token), acted: false };
  return { answer: new Response(null, { status: 405, headers: { Allow: 'GET, HEAD, POST' } }) };
}
