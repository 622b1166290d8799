/** The Guests card's state: the list, read when the card opens, and each change sent to the API. */
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import type { GuestList, GuestsAdded, InviteMailReport, MadeLink } from '../../../lib/guest-list';
import { addedSummary } from '../../../lib/messages';
import { toastError, toastSuccess } from '../../../stores/toast';
import { useApiRead } from '../useApiRead';

export type GuestListApi = ReturnType<typeof useGuestList>;

export function useGuestList(projectId: string) {
  const base = `/api/projects/${encodeURIComponent(projectId)}/guests`;
  const [list, setList] = useState<GuestList | null>(null);
  const [failed, setFailed] = useState(false);
  const [links, setLinks] = useState<MadeLink[] | null>(null);

  useApiRead<GuestList>(base, setList, () => setFailed(true));

  /** Sends a change that answers the new list, and shows that list; throws when it was refused. */
  async function send(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<void> {
    setList(await apiRequest<GuestList>(method, `${base}${path}`, body));
  }

  /** `send`, saying how it went in a toast; false when it was refused. */
  async function change(method: 'POST' | 'PATCH' | 'DELETE', path: string, body: unknown, failedText: string, done?: string): Promise<boolean> {
    try {
      await send(method, path, body);
      if (done) toastSuccess(done);
      return true;
    } catch (error) {
      toastError(error, failedText);
      return false;
    }
  }

  /** Puts a guest in `groupIds` on screen at once, then saves it; a refusal puts the saved list back. */
  async function setGroups(guestId: number, groupIds: number[]) {
    const before = list;
    setList((current) => current && { ...current, guests: current.guests.map((g) => (g.id === guestId ? { ...g, groupIds } : g)) });
    if (!(await change('PATCH', `/${guestId}`, { groupIds }, 'The groups could not be saved. Please try again.'))) setList(before);
  }

  async function add(path: '' | '/used-names', body: unknown): Promise<boolean> {
    try {
      const result = await apiRequest<GuestsAdded>('POST', `${base}${path}`, body);
      setList(result.list);
      toastSuccess(addedSummary({ added: result.added.length, already: result.already, refused: result.refused.length }), result.refused.length ? `Not added: ${result.refused.join(', ')}` : undefined);
      return true;
    } catch (error) {
      toastError(error, 'The names could not be added. Please try again.');
      return false;
    }
  }

  /** Makes links (the chosen guests', or one guest's new link) and shows them once; throws when refused. */
  async function showMadeLinks(path: string, body: unknown) {
    const made = await apiRequest<{ links: MadeLink[] }>('POST', `${base}${path}`, body);
    setList(await apiRequest<GuestList>('GET', base));
    if (made.links.length === 0) toastSuccess('Every guest already has a link');
    else setLinks(made.links);
  }

  /** `showMadeLinks`, saying in a toast when it was refused. */
  async function makeLinks(path: string, body: unknown) {
    try {
      await showMadeLinks(path, body);
    } catch (error) {
      toastError(error, 'The links could not be made. Please try again.');
    }
  }

  /** "Send by email": these links, through the server's allowances for invitations; null when refused (said in a toast). */
  async function sendLinks(links: MadeLink[]): Promise<InviteMailReport | null> {
    try {
      return await apiRequest<InviteMailReport>('POST', `${base}/send-links`, { links: links.map((l) => ({ guestId: l.guestId, link: l.link })) });
    } catch (error) {
      toastError(error, 'The emails could not be sent. Please try again.');
      return null;
    }
  }

  return { base, sendLinks, list, failed, links, closeLinks: () => setLinks(null), send, change, setGroups, add, makeLinks, showMadeLinks };
}
