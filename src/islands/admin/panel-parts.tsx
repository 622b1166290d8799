/** Small pieces every admin panel card uses: the card frame, a switch, the paid badge, a status. */
import { useId, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { SaveStatus } from './useCustomizations';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

type CardProps = {
  title: string;
  description?: ReactNode;
  /** Shows the 'Full access' badge (an unpaid itinerary looking at a paid setting). */
  paid?: boolean;
  aside?: ReactNode;
  children: ReactNode;
};

export function PanelCard({ title, description, paid = false, aside, children }: CardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-black/10 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-bold text-ink">
            {title}
            {paid && <FullAccessBadge />}
          </h3>
          {description && <p className="mt-0.5 text-sm text-ink-soft">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}


export function FullAccessBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <Icon icon={icons.starSolid} className="h-3 w-3" />
      Full access
    </span>
  );
}

type SwitchProps = {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (next: boolean) => void;
  /** While what it shows is not known yet (still loading). */
  disabled?: boolean;
};

/** An on/off switch (WAI-ARIA switch): the whole row is the control's label. */
export function Switch({ label, hint, checked, onChange, disabled = false }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            {hint}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:opacity-50 ${
          checked ? 'bg-brand-600' : 'bg-gray-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
    </div>
  );
}

/** 'Saving…' / 'Saved' beside a control that saves quietly (colours save without a toast). */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <p role="status" className="min-h-5 text-xs font-medium text-ink-muted">
      {status === 'saving' ? 'Saving…' : status === 'saved' ? 'Saved' : ''}
    </p>
  );
}

/**
 * A text field on an unpaid itinerary: readable, but typing or pasting opens the upgrade
 * prompt instead of changing anything. `allow` opens the prompt.
 */
export function lockedTextProps(locked: boolean, allow: () => boolean) {
  if (!locked) return {};
  return {
    readOnly: true,
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key.length === 1 || e.key === 'Backspace' || e.key === 'Delete' || e.key === 'Enter') {
        e.preventDefault();
        allow();
      }
    },
    onPaste: (e: ClipboardEvent<HTMLInputElement>) => {
      e.preventDefault();
      allow();
    },
  };
}

/** An inline validation message under a field, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
