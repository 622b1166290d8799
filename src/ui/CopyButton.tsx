import { useEffect, useState } from 'react';
import { COPY_INDICATOR_MS } from '../lib/limits';
import { COPY_WORDS, copyButtonClass, type CopyStatus } from './copy-button-classes';

type Props = { value: string; label: string; className?: string };

/** Copies `value`; says 'Copied!' or 'Copy failed' for 2 s. */
export function CopyButton({ value, label, className = '' }: Props) {
  const [status, setStatus] = useState<CopyStatus>('idle');

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
      className={copyButtonClass(status, className)}
    >
      <span aria-live="polite">{COPY_WORDS[status]}</span>
    </button>
  );
}
