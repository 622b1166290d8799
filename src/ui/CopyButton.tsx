import { useEffect, useState } from 'react';
import { COPY_INDICATOR_MS } from '../lib/limits';
import { COPY_WORDS, copyButtonClass, type CopyStatus } from './copy-button-classes';

/** `text`: the idle button's visible words, when 'Copy' alone would not say what it copies. */
type Props = { value: string; label: string; className?: string; text?: string };

/** Copies `value`; says 'Copied!' or 'Copy failed' for 2 s. */
export function CopyButton({ value, label, className = '', text }: Props) {
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
      <span aria-live="polite">{status === 'idle' && text ? text : COPY_WORDS[status]}</span>
    </button>
  );
}
