import { CUSTOMIZE_FEATURES } from '../../lib/trial';
import { PanelCard, Switch } from './panel-parts';
import type { CustomizationPatch } from './save-customizations';
import type { Customizer } from './useCustomizations';

const FEATURE = CUSTOMIZE_FEATURES.displays;

/** 'Optional Displays': the countdown, the 'by [name]' line and the Map tab. */
export function DisplaysCard({ customizer }: { customizer: Customizer }) {
  const { project, locked, allow, save } = customizer;
  const toggle = (patch: CustomizationPatch) => {
    if (allow(FEATURE)) void save(patch);
  };
  const owner = project.ownerName?.trim();
  return (
    <PanelCard title="Optional Displays" description="Choose what your guests see." paid={locked}>
      <div className="divide-y divide-black/5">
        <Switch
          label="Show countdown timer"
          hint="Counts down to the next event at the top of the list view."
          checked={project.showCountdown}
          onChange={(showCountdown) => toggle({ showCountdown })}
        />
        <Switch
          label="Show creator name in header"
          hint={owner && owner.toLowerCase() !== 'anonymous' ? `Shows “by ${owner}” under the title.` : 'Shows “by [name]” under the title.'}
          checked={project.showCreatorName}
          onChange={(showCreatorName) => toggle({ showCreatorName })}
        />
        <Switch
          label="Show Map tab"
          hint="A map of every event that has a location."
          checked={project.showMapTab}
          onChange={(showMapTab) => toggle({ showMapTab })}
        />
      </div>
    </PanelCard>
  );
}
