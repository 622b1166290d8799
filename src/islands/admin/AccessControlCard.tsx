import { useEffect, useId, useState } from 'react';
import { adminCodeKey, writeStorage } from '../../lib/browser-storage';
import { ACCESS_CODE_LENGTH, CUSTOM_ADMIN_CODE_MAX } from '../../lib/limits';
import { accessCodesSchema } from '../../lib/customization-schema';
import { checkForm } from '../../lib/schemas';
import { CUSTOMIZE_FEATURES } from '../../lib/trial';
import { CopyButton } from '../../ui/CopyButton';
import { FieldError, PanelCard, lockedTextProps } from './panel-parts';
import type { Customizer } from './useCustomizations';

const FEATURE = CUSTOMIZE_FEATURES.codes;
type CodeName = 'accessCode' | 'adminCode';

/**
 * The Security tab's 'Access Control': the share access code (read-only viewers) and
 * the admin code (opens this panel), each copyable and editable, saved when the field loses
 * focus and the value changed; checked with the same schema the server uses.
 */
export function AccessControlCard({
  customizer,
  personalLinksOnly = false,
}: {
  customizer: Customizer;
  personalLinksOnly?: boolean;
}) {
  const { project, locked } = customizer;
  const accessCode = project.accessCode ?? '';
  const adminCode = project.adminCode ?? '';
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const path = `/access/${project.projectId}`;
  const quickLink = `${origin}${path}?code=${encodeURIComponent(accessCode)}`;
  // What a new access code does to guests who entered with the old one (kept by default).
  const [signOutGuests, setSignOutGuests] = useState(false);

  return (
    <PanelCard
      title="Access Control"
      description="Who can see your itinerary, and who can change it."
      paid={locked}
    >
      <div className="space-y-5">
        <CodeField
          customizer={customizer}
          name="accessCode"
          label="Share Access Code"
          hint={`For guests: they can view the itinerary but not change it. Exactly ${ACCESS_CODE_LENGTH} letters or numbers.`}
          codes={{ accessCode, adminCode }}
          maxLength={ACCESS_CODE_LENGTH}
          signOutGuests={signOutGuests}
        />
        <SignOutChoice value={signOutGuests} onChange={setSignOutGuests} disabled={locked} />
        <CodeField
          customizer={customizer}
          name="adminCode"
          label="Admin Code"
          hint="For you and co-hosts: required to edit and to open this panel. Keep it private."
          codes={{ accessCode, adminCode }}
          maxLength={CUSTOM_ADMIN_CODE_MAX}
        />

        <div className="rounded-xl bg-brand-50 p-4 text-sm text-ink-soft">
          <h4 className="font-semibold text-ink">How to share</h4>
          {personalLinksOnly ? (
            <ol className="mt-2 list-decimal space-y-1.5 pl-5">
              <li>
                Send each guest their personal invite link from the Guests tab: only those links
                open the itinerary now.
              </li>
              <li>
                The quick link and the access code let nobody new in while Only personal links is
                on.
              </li>
              <li>Never share the admin code with guests: anyone who has it can edit.</li>
            </ol>
          ) : (
            <ol className="mt-2 list-decimal space-y-1.5 pl-5">
              <li>
                Send your group the quick link: it opens the itinerary straight away.
                <div className="mt-2 flex items-center gap-2">
                  <code className="min-w-0 flex-1 truncate rounded-lg bg-white px-3 py-2 font-mono text-xs text-ink ring-1 ring-black/10">
                    {quickLink}
                  </code>
                  <CopyButton value={quickLink} label="Copy quick link" />
                </div>
              </li>
              <li>
                Or share{' '}
                <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs break-all text-ink ring-1 ring-black/10">
                  {origin}
                  {path}
                </code>{' '}
                and the access code separately.
              </li>
              <li>Never share the admin code with guests: anyone who has it can edit.</li>
            </ol>
          )}
        </div>
      </div>
    </PanelCard>
  );
}

/**
 * The choice made before changing the access code: keep the guests who entered with the old
 * code, or sign everyone out (their access and the calendar feeds they made end; admins stay).
 */
function SignOutChoice({
  value,
  onChange,
  disabled,
}: {
  value: boolean;
  onChange: (v: boolean) => void;
  disabled: boolean;
}) {
  const name = useId();
  const option = (checked: boolean, label: string) => (
    <label className="flex items-start gap-2 text-sm text-ink">
      <input
        type="radio"
        name={name}
        className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--theme-primary)]"
        checked={value === checked}
        disabled={disabled}
        onChange={() => onChange(checked)}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="-mt-2 rounded-xl border border-black/10 px-3 pt-1 pb-3">
      <legend className="px-1 text-xs font-semibold text-ink-soft">
        When you change the access code
      </legend>
      <div className="space-y-1.5">
        {option(false, 'Keep guests who already entered signed in')}
        {option(true, 'Sign everyone out (they will need the new code)')}
      </div>
    </fieldset>
  );
}

type FieldProps = {
  customizer: Customizer;
  name: CodeName;
  label: string;
  hint: string;
  codes: { accessCode: string; adminCode: string };
  maxLength: number;
  /** Access code only: sign every guest out when it changes. */
  signOutGuests?: boolean;
};

function CodeField({ customizer, name, label, hint, codes, maxLength, signOutGuests }: FieldProps) {
  const { locked, allow, save } = customizer;
  const id = useId();
  const saved = codes[name];
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(saved), [saved]);

  async function commit() {
    const value = draft.trim().toUpperCase();
    if (value === saved) {
      setDraft(saved);
      setError(null);
      return;
    }
    const checked = checkForm(accessCodesSchema, { ...codes, [name]: value });
    if (!checked.ok) {
      setError(checked.errors[name] ?? checked.message);
      return;
    }
    setError(null);
    const code = checked.data[name];
    const ok = await (name === 'accessCode'
      ? save({ accessCode: code }, signOutGuests ? { body: { signOutGuests: true } } : {})
      : save({ adminCode: code }));
    // This device keeps opening admin mode with the new code.
    if (ok && name === 'adminCode')
      writeStorage('local', adminCodeKey(customizer.project.projectId), code);
  }

  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          className="input font-mono tracking-[0.2em] uppercase"
          value={draft}
          maxLength={maxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setDraft(e.target.value.toUpperCase());
            setError(null);
          }}
          onBlur={() => {
            if (!locked) void commit();
          }}
          onKeyDown={(e) => {
            if (!locked && e.key === 'Enter') {
              e.preventDefault();
              void commit();
            }
          }}
          {...lockedTextProps(locked, () => allow(FEATURE))}
        />
        <CopyButton value={saved} label={`Copy ${label.toLowerCase()}`} />
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {hint}
      </p>
    </div>
  );
}
