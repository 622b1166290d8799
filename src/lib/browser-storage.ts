/**
 * The keys this product keeps in browser storage, with safe accessors (private mode and
 * blocked storage must never break a page).
 */
import { knownPeople } from './attendees';

export const PROJECT_CREATED_KEY = 'projectCreated';
export const creatorFlagKey = (projectId: string) => `project_creator_${projectId}`;
export const adminCodeKey = (projectId: string) => `admin_code_${projectId}`;
const selectedPeopleKey = (projectId: string) => `selected_people_${projectId}`;
export const emailCapturedKey = (projectId: string) => `email_captured_${projectId}`;
export const customizeGuideShownKey = (projectId: string) => `customize_guide_shown_${projectId}`;
/** The dashboard's first-run name card was put off in this browser. */
export const FIRST_NAME_LATER_KEY = 'first_name_later';

export type ProjectCreatedInfo = {
  projectId: string;
  projectName: string;
  accessCode: string;
  adminCode: string;
  userEmail: string | null;
};

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: 'local' | 'session', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const s = storage(kind);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Storage full or blocked: the feature degrades, the page keeps working.
  }
}

/** Written by the create form just before it navigates to the new itinerary. */
export function rememberCreatedProject(info: ProjectCreatedInfo): void {
  writeStorage('session', PROJECT_CREATED_KEY, JSON.stringify(info));
  writeStorage('local', creatorFlagKey(info.projectId), 'true');
  writeStorage('local', adminCodeKey(info.projectId), info.adminCode);
}

export function readCreatedProject(): ProjectCreatedInfo | null {
  const raw = readStorage('session', PROJECT_CREATED_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as ProjectCreatedInfo;
  } catch {
    return null;
  }
}

/** The people filter's saved choice on this device, keeping only names the itinerary still has. */
export function readSavedPeople(projectId: string, names: readonly string[]): string[] {
  const raw = readStorage('local', selectedPeopleKey(projectId));
  let saved: unknown = [];
  try {
    saved = raw ? JSON.parse(raw) : [];
  } catch {
    saved = [];
  }
  return Array.isArray(saved) ? knownPeople(saved, names) : [];
}

export function writeSavedPeople(projectId: string, people: readonly string[]): void {
  writeStorage('local', selectedPeopleKey(projectId), JSON.stringify(people));
}
