/**
 * The people filter (spec §2): who the guest is looking at. Kept per itinerary in local storage
 * and shared by every view (list, calendar, map, print, feeds).
 */
import { atom } from 'nanostores';
import { readStorage, selectedPeopleKey, writeStorage } from '../lib/browser-storage';

export const $selectedPeople = atom<string[]>([]);

/** Restores the saved selection, keeping only names the itinerary still has. */
export function loadSelectedPeople(projectId: string, names: readonly string[]) {
  const raw = readStorage('local', selectedPeopleKey(projectId));
  let saved: unknown = [];
  try {
    saved = raw ? JSON.parse(raw) : [];
  } catch {
    saved = [];
  }
  const known = new Map(names.map((n) => [n.toLowerCase(), n]));
  const selection = Array.isArray(saved)
    ? saved.flatMap((n) => (typeof n === 'string' && known.has(n.toLowerCase()) ? [known.get(n.toLowerCase())!] : []))
    : [];
  $selectedPeople.set(selection);
}

export function setSelectedPeople(projectId: string, selection: string[]) {
  $selectedPeople.set(selection);
  writeStorage('local', selectedPeopleKey(projectId), JSON.stringify(selection));
}
