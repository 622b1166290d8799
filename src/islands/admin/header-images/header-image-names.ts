/**
 * Original file names of header images, for the thumbnail list.
 * The server keeps only random keys, so names live on this device; others see 'Photo n'.
 */
import { readStorage, writeStorage } from '@/lib/browser-storage';

const namesKey = (projectId: string) => `header_image_names_${projectId}`;

export function readImageNames(projectId: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStorage('local', namesKey(projectId)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps the names of the images still listed (old entries would only pile up). */
export function writeImageNames(projectId: string, urls: string[], names: Record<string, string>) {
  const kept = Object.fromEntries(urls.filter((u) => names[u]).map((u) => [u, names[u]!]));
  writeStorage('local', namesKey(projectId), JSON.stringify(kept));
}

/** 'IMG_20240915_183045.jpg' → 'IMG_2024…3045.jpg': the start, the end and the extension. */
export function shortenFileName(name: string, max = 22): string {
  if (name.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  const stem = ext ? name.slice(0, dot) : name;
  const room = max - ext.length - 1;
  const head = Math.ceil(room * 0.6);
  return `${stem.slice(0, head)}…${stem.slice(stem.length - (room - head))}${ext}`;
}
