/**
 * The people filter (spec §2): who the guest is looking at. Kept per itinerary in local storage
 * and shared by every view (list, calendar, map, print, feeds).
 */
import { atom } from 'nanostores';
import { knownPeople } from '../lib/attendees';
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
  $selectedPeople.set(Array.isArray(saved) ? knownPeople(saved, names) : []);
}

export function setSelectedPeople(projectId: string, selection: string[]) {
  $selectedPeople.set(selection);
  writeStorage('local', selectedPeopleKey(projectId), JSON.stringify(selection));
}
