import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ProjectView } from '../../lib/types';
import { toastSuccess } from '../../stores/toast';
import { openUpgrade } from '../../stores/upgrade';
import {
  SAVED_MESSAGE,
  reportSaveFailure,
  saveCustomizations,
  type CustomizationField,
  type CustomizationPatch,
  type SaveOnlyFields,
} from './save-customizations';

/** Trailing pause before a dragged colour is saved: one PUT per pause, not one per tick. */
const SAVE_DEBOUNCE_MS = 400;

export type SaveStatus = 'idle' | 'saving' | 'saved';

export type Customizer = {
  /** The itinerary as the panel shows it: saved values plus changes still on their way. */
  project: ProjectView;
  /** Unpaid itinerary: paid settings are shown but refuse to change. */
  locked: boolean;
  /** True on a paid itinerary; otherwise opens the upgrade prompt naming `feature`. */
  allow: (feature: string) => boolean;
  /** Shows the change at once and saves it now; resolves to whether the server took it. */
  save: (patch: CustomizationPatch, options?: { quiet?: boolean; body?: SaveOnlyFields }) => Promise<boolean>;
  /** Shows the change at once and saves it after a pause in changes of the same `key`. */
  saveSoon: (key: string, patch: CustomizationPatch, options?: { colorOnly?: boolean }) => void;
  /** Sends every paused change now (the panel closes). */
  flush: () => Promise<void>;
  status: (key: string) => SaveStatus;
};

type Pending = { timer: ReturnType<typeof setTimeout>; patch: CustomizationPatch; colorOnly: boolean };

/**
 * The panel's saving machinery. Every change repaints the page at once through
 * `onProjectChange`; saves go out one at a time (so answers arrive in order), and a change made
 * while an earlier save is in flight stays on screen when that earlier answer lands. A refused
 * save puts back the last values the server confirmed, unless the field was changed again since.
 */
export function useCustomizations(
  project: ProjectView,
  onProjectChange: (project: ProjectView) => void,
): Customizer {
  const latest = useRef(project);
  const confirmed = useRef(project);
  // Fields changed here and not yet answered by the server, each with the change's number.
  const unsaved = useRef(new Map<CustomizationField, { value: unknown; seq: number }>());
  const seq = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(new Map<string, Pending>());
  const [statuses, setStatuses] = useState<Record<string, SaveStatus>>({});
  const projectId = project.projectId;
  // The parent's callback may change identity every render; the timers must not restart for it.
  const notify = useRef(onProjectChange);
  useEffect(() => {
    notify.current = onProjectChange;
  }, [onProjectChange]);

  const show = useCallback((next: ProjectView) => {
    latest.current = next;
    notify.current(next);
  }, []);

  const withUnsaved = useCallback((base: ProjectView): ProjectView => {
    const next = { ...base } as Record<string, unknown>;
    for (const [field, { value }] of unsaved.current) next[field] = value;
    return next as ProjectView;
  }, []);

  // A newer itinerary from the server (a live update): it becomes the confirmed state, with this
  // panel's unsaved changes kept on top.
  useEffect(() => {
    latest.current = project;
    if (project.version > confirmed.current.version) {
      confirmed.current = project;
      if (unsaved.current.size > 0) show(withUnsaved(project));
    }
  }, [project, show, withUnsaved]);

  const apply = useCallback(
    (patch: CustomizationPatch) => {
      const stamp = ++seq.current;
      const stamps = new Map<CustomizationField, number>();
      for (const [field, value] of Object.entries(patch) as [CustomizationField, unknown][]) {
        unsaved.current.set(field, { value, seq: stamp });
        stamps.set(field, stamp);
      }
      show({ ...latest.current, ...patch });
      return stamps;
    },
    [show],
  );

  const send = useCallback(
    (patch: CustomizationPatch, stamps: Map<CustomizationField, number>, quiet: boolean, colorOnly: boolean, extra: SaveOnlyFields = {}) => {
      /** Forgets the fields this save carried, unless they changed again meanwhile. */
      const settle = () => {
        const left: CustomizationField[] = [];
        for (const [field, stamp] of stamps) {
          if (unsaved.current.get(field)?.seq === stamp) {
            unsaved.current.delete(field);
            left.push(field);
          }
        }
        return left;
      };
      const run = async () => {
        try {
          const saved = await saveCustomizations(projectId, colorOnly ? { ...patch, isColorOnlyUpdate: true } : { ...patch, ...extra });
          confirmed.current = saved;
          settle();
          show(withUnsaved(saved));
          if (!quiet) toastSuccess(SAVED_MESSAGE);
          return true;
        } catch (error) {
          const revert: Record<string, unknown> = {};
          for (const field of settle()) revert[field] = confirmed.current[field];
          show({ ...latest.current, ...revert });
          reportSaveFailure(error);
          return false;
        }
      };
      const result = queue.current.then(run);
      queue.current = result;
      return result;
    },
    [projectId, show, withUnsaved],
  );

  const setStatus = useCallback((key: string, status: SaveStatus) => {
    setStatuses((s) => (s[key] === status ? s : { ...s, [key]: status }));
  }, []);

  const sendPending = useCallback(
    (key: string) => {
      const entry = pending.current.get(key);
      if (!entry) return Promise.resolve();
      clearTimeout(entry.timer);
      pending.current.delete(key);
      const stamps = new Map<CustomizationField, number>();
      for (const field of Object.keys(entry.patch) as CustomizationField[]) {
        const stamp = unsaved.current.get(field)?.seq;
        if (stamp !== undefined) stamps.set(field, stamp);
      }
      return send(entry.patch, stamps, true, entry.colorOnly).then((ok) => {
        if (!pending.current.has(key)) setStatus(key, ok ? 'saved' : 'idle');
      });
    },
    [send, setStatus],
  );

  const saveSoon = useCallback(
    (key: string, patch: CustomizationPatch, options: { colorOnly?: boolean } = {}) => {
      apply(patch);
      const previous = pending.current.get(key);
      if (previous) clearTimeout(previous.timer);
      pending.current.set(key, {
        timer: setTimeout(() => void sendPending(key), SAVE_DEBOUNCE_MS),
        patch: { ...previous?.patch, ...patch },
        colorOnly: options.colorOnly ?? false,
      });
      setStatus(key, 'saving');
    },
    [apply, sendPending, setStatus],
  );

  const save = useCallback(
    (patch: CustomizationPatch, options: { quiet?: boolean; body?: SaveOnlyFields } = {}) =>
      send(patch, apply(patch), options.quiet ?? false, false, options.body),
    [apply, send],
  );

  const flush = useCallback(async () => {
    await Promise.all([...pending.current.keys()].map((key) => sendPending(key)));
  }, [sendPending]);

  // Leaving the page with a colour still waiting: send it rather than lose it.
  const flushOnExit = useRef(flush);
  useEffect(() => {
    flushOnExit.current = flush;
  }, [flush]);
  useEffect(() => () => void flushOnExit.current(), []);

  const allow = useCallback((feature: string) => {
    if (latest.current.isPaid) return true;
    openUpgrade(feature);
    return false;
  }, []);

  return useMemo(
    () => ({
      project,
      locked: !project.isPaid,
      allow,
      save,
      saveSoon,
      flush,
      status: (key: string) => statuses[key] ?? 'idle',
    }),
    [project, allow, save, saveSoon, flush, statuses],
  );
}
