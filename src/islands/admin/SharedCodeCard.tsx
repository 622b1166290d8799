/**
 * 'Only personal links' (docs/product.md#who-a-guest-is): whether the shared access code still
 * opens the itinerary, or only each guest's personal invite link does.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { sharedCodeSchema } from '../../lib/identity-schemas';
import { checkForm } from '../../lib/schemas';
import { toastError, toastSuccess } from '../../stores/toast';
import { PanelCard, Switch } from './panel-parts';

export function SharedCodeCard({ projectId }: { projectId: string }) {
  const path = `/api/projects/${encodeURIComponent(projectId)}/shared-code`;
  const [on, setOn] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    apiRequest<{ on: boolean }>('GET', path)
      .then((state) => live && setOn(state.on))
      .catch(() => live && setOn(true));
    return () => {
      live = false;
    };
  }, [path]);

  async function toggle(personalOnly: boolean) {
    const checked = checkForm(sharedCodeSchema, { on: !personalOnly });
    if (!checked.ok) return;
    const before = on;
    setOn(checked.data.on);
    try {
      await apiRequest('PUT', path, checked.data);
      toastSuccess(personalOnly ? 'Only personal links open the itinerary now' : 'The shared access code works again');
    } catch (error) {
      setOn(before);
      toastError(error, 'The setting could not be saved. Please try again.');
    }
  }

  return (
    <PanelCard title="Only personal links" description="Who can open the itinerary.">
      <Switch
        label="Only personal invite links open the itinerary"
        hint="On: the shared access code and quick link stop letting anyone new in. Guests already in stay in; New codes signs everyone out."
        checked={on === false}
        onChange={(next) => void toggle(next)}
      />
    </PanelCard>
  );
}
