import { useEffect, useRef, useState } from 'react';
import type { ProjectView } from '@/lib/types';
import { toastError, toastSuccess } from '@/stores/toast';
import { showUpgradeFor } from '@/stores/upgrade';
import { readImageNames, shortenFileName, writeImageNames } from './header-image-names';
import { saveHeaderImages } from './header-image-requests';

const SAVE_FAILED = 'Failed to save image changes. Please try again.';

/** 'Uploaded photo (JPG)' for an image whose file name this device never saw. */
function fallbackName(url: string): string {
  const ext = /\.(\w+)$/.exec(url)?.[1];
  return ext ? `Uploaded photo (${ext.toUpperCase()})` : 'Uploaded photo';
}

/**
 * The header image list of the card: shown at once, saved at once
 * (every reorder, removal and upload sends the whole list), put back as the server has it when
 * a save fails. One save at a time: the card's controls wait while `saving`.
 */
export function useHeaderImages(project: ProjectView, onProjectChange: (project: ProjectView) => void) {
  const { projectId } = project;
  const [images, setImages] = useState(project.headerImages);
  const [names, setNames] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // Pending uploads are never served: while one is being saved its thumbnail is the local file.
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const confirmed = useRef(project.headerImages);
  const savingRef = useRef(false);

  useEffect(() => setNames(readImageNames(projectId)), [projectId]);

  // Live updates (another admin's change) replace the list, unless a save of ours is running.
  const serverList = project.headerImages.join('\n');
  useEffect(() => {
    confirmed.current = project.headerImages;
    if (!savingRef.current) setImages(project.headerImages);
    // serverList stands for project.headerImages by value.
  }, [serverList]);

  /**
   * Saves `next` (shown right away). `newNames` names pending uploads in it. Resolves true when
   * the server kept the list.
   */
  async function save(next: string[], { newNames = {}, announce = true }: { newNames?: Record<string, string>; announce?: boolean } = {}) {
    savingRef.current = true;
    setSaving(true);
    setImages(next);
    try {
      const saved = await saveHeaderImages(projectId, next);
      // Pending URLs became final ones in the same places.
      const nextNames = { ...names };
      next.forEach((url, i) => {
        const final = saved.headerImages[i];
        if (newNames[url] && final) nextNames[final] = newNames[url];
      });
      writeImageNames(projectId, saved.headerImages, nextNames);
      setNames(nextNames);
      confirmed.current = saved.headerImages;
      setImages(saved.headerImages);
      onProjectChange(saved);
      if (announce) toastSuccess('Images updated');
      return true;
    } catch (error) {
      setImages(confirmed.current);
      if (!showUpgradeFor(error)) {
        toastError(error, SAVE_FAILED);
      }
      return false;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  function move(from: number, to: number) {
    if (savingRef.current || to < 0 || to >= images.length || from === to) return;
    const next = [...images];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    void save(next);
  }

  function remove(index: number) {
    if (savingRef.current) return;
    void save(images.filter((_, i) => i !== index));
  }

  /** Adds an uploaded (pending) image at the end; `image` is what was uploaded, for its thumbnail. */
  async function add(pendingUrl: string, image: Blob, fileName: string, announce: boolean) {
    const preview = URL.createObjectURL(image);
    setPreviews((p) => ({ ...p, [pendingUrl]: preview }));
    try {
      return await save([...confirmed.current, pendingUrl], { newNames: { [pendingUrl]: fileName }, announce });
    } finally {
      setPreviews(({ [pendingUrl]: _done, ...rest }) => rest);
      URL.revokeObjectURL(preview);
    }
  }

  const displayNames = images.map((url) => (names[url] ? shortenFileName(names[url]) : fallbackName(url)));
  const sources = images.map((url) => previews[url] ?? url);
  return { images, sources, displayNames, fullNames: images.map((url, i) => names[url] ?? displayNames[i] ?? ''), saving, move, remove, add };
}
