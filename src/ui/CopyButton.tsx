import { useEffect, useState } from 'react';
import { COPY_INDICATOR_MS } from '../lib/limits';

type Props = { value: string; label: string; className?: string };

/** Copies `value`; says 'Copied!' or 'Copy failed' for 2 s. */
export function CopyButton({ value, label, className = '' }: Props) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), COPY_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={status === 'idle' ? label : undefined}
      className={`inline-flex min-w-[5.5rem] shrink-0 items-center justify-center gap-1.5 rounded-xl border px-3 py-2 text-sm font-semibold transition ${
        status === 'copied'
          ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
          : status === 'failed'
            ? 'border-red-200 bg-red-50 text-red-800'
            : 'border-gray-300 bg-white text-ink hover:bg-gray-50'
      } ${className}`}
    >
      <span aria-live="polite">{status === 'copied' ? 'Copied!' : status === 'failed' ? 'Copy failed' : 'Copy'}</span>
    </button>
  );
}
