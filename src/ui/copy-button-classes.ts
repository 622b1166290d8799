/**
 * How a Copy button looks and reads in each state, for the island's CopyButton and the server's
 * Copy buttons of the share dialog (src/islands/itinerary/share-dialog.ts).
 */
export type CopyStatus = 'idle' | 'copied' | 'failed';

export const COPY_WORDS: Record<CopyStatus, string> = { idle: 'Copy', copied: 'Copied!', failed: 'Copy failed' };

export function copyButtonClass(status: CopyStatus, className = ''): string {
  const look =
    status === 'copied'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
      : status === 'failed'
        ? 'border-red-200 bg-red-50 text-red-800'
        : 'border-gray-300 bg-white text-ink hover:bg-gray-50';
  return `inline-flex min-w-[5.5rem] shrink-0 items-center justify-center gap-1.5 rounded-xl border px-3 py-2 text-sm font-semibold transition ${look} ${className}`;
}
