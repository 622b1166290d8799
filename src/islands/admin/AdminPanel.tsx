import { lazy, Suspense, useId, useRef, useState } from 'react';
import { FULL_ACCESS_PRICE_LABEL } from '../../lib/price';
import { TRIAL_FEATURES } from '../../lib/trial';
import type { ProjectView } from '../../lib/types';
import { openUpgrade } from '../../stores/upgrade';
import { Dialog } from '../../ui/Dialog';
import { AccessControlCard } from './AccessControlCard';
import { BackgroundCard } from './BackgroundCard';
import { ColorCard } from './ColorCard';
import { DisplaysCard } from './DisplaysCard';
import { FontCard, TitleFontCard } from './FontCards';
import { HeaderImageCard } from './header-images/HeaderImageCard';
import { LinksCard } from './LinksCard';
import { FREE_IN_TAB, PanelTabs, panelId, panelTabId, type PanelTabId } from './PanelTabs';
import { TimeZoneCard } from './TimeZoneCard';
import { RemindersCard } from './RemindersCard';
import { TravelCard } from './TravelCard';
import { SharedCodeCard, usePersonalLinksOnly } from './SharedCodeCard';
import { TitleCard } from './TitleCard';
import { useCustomizations, type Customizer } from './useCustomizations';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';

// The guest list loads when its tab opens.
const GuestsCard = lazy(() => import('./guests/GuestsCard'));

type Props = {
  open: boolean;
  onClose: () => void;
  project: ProjectView;
  /** Repaints the page with the panel's changes before the live update confirms them. */
  onProjectChange: (project: ProjectView) => void;
};

/**
 * The admin panel: a modal, full screen on phones, with the 'Customize',
 * 'Guests' and 'Security' tabs. On an unpaid itinerary every setting is visible, a star marks the
 * tabs holding paid settings (not Guests, which is free), 'Make it mine!' offers the upgrade, and
 * trying to change a paid setting opens the upgrade prompt instead. Lazy-loaded: guests never
 * download it.
 */
export default function AdminPanel({ open, onClose, project, onProjectChange }: Props) {
  const customizer = useCustomizations(project, onProjectChange);
  const [tab, setTab] = useState<PanelTabId>('colors');
  const idBase = useId();
  const body = useRef<HTMLDivElement>(null);
  const unpaid = !project.isPaid;
  const freeHere = FREE_IN_TAB[tab];

  function close() {
    // A colour still waiting for its pause is sent now (the page already shows it).
    void customizer.flush();
    onClose();
  }

  const makeItMine = unpaid ? (
    <button
      type="button"
      onClick={() => openUpgrade(TRIAL_FEATURES.TRIAL_CUSTOMIZATION_BLOCKED)}
      className="btn-primary shrink-0 px-3.5 py-2 sm:px-5"
    >
      <Icon icon={icons.starSolid} className="h-3.5 w-3.5" />
      Make it mine!
    </button>
  ) : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      size="panel"
      title="Customize"
      description="Changes show on everyone's page right away."
      headerActions={makeItMine}
      footer={
        <button type="button" className="btn-primary min-w-28" onClick={close}>
          Done
        </button>
      }
    >
      <PanelTabs
        idBase={idBase}
        active={tab}
        onSelect={(next) => {
          setTab(next);
          // Each tab starts at its top, not at the other tab's scroll position.
          if (body.current) body.current.scrollTop = 0;
        }}
        starred={unpaid}
      />
      <div ref={body} className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-gray-50/70">
        <div
          role="tabpanel"
          id={panelId(idBase, tab)}
          aria-labelledby={panelTabId(idBase, tab)}
          className="space-y-4 px-4 py-5 sm:px-7"
        >
          {/* The upgrade note of a starred tab, with what in it is free. */}
          {unpaid && freeHere !== null && (
            <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
              <span className="mt-0.5 text-amber-500">
                <Icon icon={icons.starSolid} className="h-3.5 w-3.5" />
              </span>
              <span>
                Settings marked <strong>Full access</strong> unlock with a one-time {FULL_ACCESS_PRICE_LABEL} upgrade.{' '}
                {freeHere}
              </span>
            </p>
          )}
          {tab === 'colors' ? (
            <>
              <ColorCard customizer={customizer} />
              <FontCard customizer={customizer} />
              <TitleFontCard customizer={customizer} />
              <HeaderImageCard project={customizer.project} onProjectChange={onProjectChange} />
              <BackgroundCard customizer={customizer} />
              <TitleCard customizer={customizer} />
              <DisplaysCard customizer={customizer} />
              <LinksCard customizer={customizer} />
              <TimeZoneCard customizer={customizer} />
              <TravelCard projectId={customizer.project.projectId} />
              <RemindersCard projectId={customizer.project.projectId} />
            </>
          ) : tab === 'guests' ? (
            <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
              <GuestsCard projectId={customizer.project.projectId} paid={customizer.project.isPaid} />
            </Suspense>
          ) : (
            <SecurityTab customizer={customizer} />
          )}
        </div>
      </div>
    </Dialog>
  );
}

/** The Security tab: the codes, and whether only personal links open the itinerary (which "How to share" follows). */
function SecurityTab({ customizer }: { customizer: Customizer }) {
  const personalOnly = usePersonalLinksOnly(customizer.project.projectId);
  return (
    <>
      <AccessControlCard customizer={customizer} personalLinksOnly={personalOnly.value === true} />
      <SharedCodeCard personalOnly={personalOnly} />
    </>
  );
}
