/**
 * The people filter: who the guest is looking at. Kept per itinerary in local storage
 * and shared by every view (list, calendar, map, print, feeds).
 */
import { atom } from 'nanostores';
import { readSavedPeople, writeSavedPeople } from '../lib/browser-storage';

export const $selectedPeople = atom<string[]>([]);

/** Restores the saved selection, keeping only names the itinerary still has. */
export function loadSelectedPeople(projectId: string, names: readonly string[]) {
  $selectedPeople.set(readSavedPeople(projectId, names));
}

export function setSelectedPeople(projectId: string, selection: string[]) {
  $selectedPeople.set(selection);
  writeSavedPeople(projectId, selection);
}
