/** The event editor's RSVP part: asks or not, plus-ones and their limit, the RSVP-by date. */
import { RSVP_PLUS_ONES_LIMIT } from '@/lib/limits';
import { FieldError } from '@/ui/Field';
import type { RsvpSettingsForm } from './useRsvpSettings';

export function RsvpSettingsFields({ form, idBase }: { form: RsvpSettingsForm; idBase: string }) {
  const { draft, update, error } = form;
  const id = (name: string) => `${idBase}-rsvp-${name}`;
  return (
    <fieldset className="mt-5 rounded-xl border border-black/10 p-4" aria-describedby={error ? id('error') : undefined}>
      <legend className="px-1 text-sm font-bold text-ink">RSVP</legend>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" checked={draft.asks} onChange={(e) => update({ asks: e.target.checked })} />
        Ask guests: Going / Maybe / Can’t make it
      </label>
      {draft.asks && (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" checked={draft.plusOnesAllowed} onChange={(e) => update({ plusOnesAllowed: e.target.checked })} />
              Allow plus-ones
            </label>
            {draft.plusOnesAllowed && (
              <div>
                <label className="label" htmlFor={id('max')}>
                  Plus-ones per guest
                </label>
                <input
                  id={id('max')}
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={RSVP_PLUS_ONES_LIMIT}
                  value={draft.plusOnesMax}
                  onChange={(e) => update({ plusOnesMax: e.target.value })}
                />
              </div>
            )}
          </div>
          <div>
            <label className="label" htmlFor={id('by')}>
              RSVP by (optional)
            </label>
            <input id={id('by')} className="input" type="datetime-local" value={draft.rsvpBy} onChange={(e) => update({ rsvpBy: e.target.value })} />
          </div>
        </div>
      )}
      {error && <FieldError id={id('error')}>{error}</FieldError>}
    </fieldset>
  );
}
