import { useCallback, useEffect, useRef, useState } from 'react';
import type { FaqView } from '@/lib/types';

/**
 * The admin's FAQ list: the live itinerary's list, or, while a change of
 * ours is on its way, the list that change will make. Live refreshes that arrive meanwhile (our
 * own writes bump the version too) wait, so the list never jumps back and forth; once every
 * change is done the itinerary is fetched again and the server's list takes over.
 */
export function useOptimisticFaqs(faqs: FaqView[], refresh: () => Promise<void>) {
  const [override, setOverride] = useState<FaqView[] | null>(null);
  const pending = useRef(0);
  // Writes go out one after another, so two quick moves reach the server in the order made.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const shown = override ?? faqs;
  const current = useRef(shown);
  current.current = shown;

  useEffect(() => {
    if (pending.current === 0) setOverride(null);
  }, [faqs]);

  /** Shows `list` now; later calls in the same tick already see it. */
  const show = useCallback((list: FaqView[]) => {
    current.current = list;
    setOverride(list);
  }, []);

  const settle = useCallback(async () => {
    try {
      await refresh();
    } catch {
      // Keep showing our list; the live stream brings the server's on its next change.
      return;
    }
    if (pending.current === 0) setOverride(null);
  }, [refresh]);

  const done = useCallback(
    (refetch: boolean) => {
      pending.current--;
      if (pending.current > 0) return;
      if (refetch) void settle();
      else setOverride(null);
    },
    [settle],
  );

  /** Freezes the list while a drag is under way; `release` ends it. */
  const hold = useCallback(() => {
    pending.current++;
    show(current.current);
  }, [show]);

  /**
   * Runs `request` after the writes before it, showing `optimistic` (if any) meanwhile. On
   * failure the list goes back to what it was and the error is rethrown for the caller's toast.
   */
  const run = useCallback(
    async <T>(optimistic: FaqView[] | null, request: () => Promise<T>): Promise<T> => {
      const before = current.current;
      pending.current++;
      if (optimistic) show(optimistic);
      const result = queue.current.then(request);
      queue.current = result.catch(() => undefined);
      try {
        return await result;
      } catch (error) {
        show(before);
        throw error;
      } finally {
        done(true);
      }
    },
    [show, done],
  );

  return { shown, current, show, hold, release: done, run };
}

export type OptimisticFaqs = ReturnType<typeof useOptimisticFaqs>;
