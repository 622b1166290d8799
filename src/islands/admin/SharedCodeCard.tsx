/**
 * 'Only personal links' (docs/product.md#who-a-guest-is): whether the shared access code still
 * opens the itinerary, or only each guest's personal invite link does.
 */
import { apiRequest } from '../../lib/api-client';
import { sharedCodeSchema } from '../../lib/identity-schemas';
import { checkForm } from '../../lib/schemas';
import { PanelCard, Switch } from './panel-parts';
import { useSavedSwitch } from './useSavedSwitch';

/**
 * The switch's state, read and saved on the server: the Security tab holds it, so that its
 * "How to share" box (AccessControlCard) follows it too.
 */
export function usePersonalLinksOnly(projectId: string) {
  const path = `/api/projects/${encodeURIComponent(projectId)}/shared-code`;
  // The switch is "only personal links": on when the shared code is off.
  return useSavedSwitch<{ on: boolean }>({
    readPath: path,
    read: (state) => !state.on,
    fallback: false,
    save: async (next) => {
      const checked = checkForm(sharedCodeSchema, { on: !next });
      if (checked.ok) await apiRequest('PUT', path, checked.data);
    },
    savedTitle: (next) => (next ? 'Only personal links open the itinerary now' : 'The shared access code works again'),
  });
}

export function SharedCodeCard({ personalOnly }: { personalOnly: ReturnType<typeof usePersonalLinksOnly> }) {
  return (
    <PanelCard title="Only personal links" description="Who can open the itinerary.">
      <Switch
        label="Only personal invite links open the itinerary"
        hint="On: the shared access code and quick link stop letting anyone new in. Guests already in stay in; New codes signs everyone out."
        checked={personalOnly.value}
        onChange={(next) => void personalOnly.toggle(next)}
      />
    </PanelCard>
  );
}
