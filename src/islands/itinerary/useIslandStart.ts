import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { PROJECT_CREATED_KEY, readCreatedProject, writeStorage, type ProjectCreatedInfo } from '@/lib/browser-storage';
import type { ProjectView } from '@/lib/types';
import { $selectedPeople, loadSelectedPeople, setSelectedPeople } from '@/stores/people-filter';
import { rememberPeople } from '@/ui/url-params';
import { celebrateCreation } from './celebrate';
import { markReady } from './island-signals';

type Options = {
  project: ProjectView;
  preview: boolean;
  /** Everyone named in the itinerary. */
  names: string[];
  /** The people named in the URL (?person=…); null when it names none. */
  initialPeople: string[] | null;
  renderedAt: number;
  /** Right after creation: the organiser gets admin mode and the share dialog with both codes. */
  onCreated: (created: ProjectCreatedInfo) => void;
};

/**
 * What changes once the island runs in the browser: the lazy tabs can render, the clock is the
 * browser's (the server's on the first render keeps hydration identical), the people filter reads
 * its saved choice, taps kept before now are replayed, and a just-created itinerary greets its
 * organiser. The people filter then follows in the address bar.
 */
export function useIslandStart({ project, preview, names, initialPeople, renderedAt, onCreated }: Options) {
  const [now, setNow] = useState(renderedAt);
  // Lazy tabs render only in the browser: on the server React would stream their content with
  // inline scripts, which the CSP refuses (and the calendar and map need the DOM anyway).
  const [hydrated, setHydrated] = useState(false);
  // The URL's people until the browser has read its saved choice (the server rendered those).
  const storedPeople = useStore($selectedPeople);
  const [peopleReady, setPeopleReady] = useState(false);
  const selected = peopleReady ? storedPeople : (initialPeople ?? []);
  const firstMount = useRef(true);

  useEffect(() => {
    setHydrated(true);
    setNow(Date.now());
    // A filter named in the URL (a link, the form without JavaScript) wins over the saved one.
    if (firstMount.current && initialPeople !== null) setSelectedPeople(project.projectId, initialPeople);
    else loadSelectedPeople(project.projectId, names);
    setPeopleReady(true);
    if (firstMount.current) {
      firstMount.current = false;
      // Taps made before now were kept by the page's script (ItineraryPage.astro): replay them.
      markReady();
    }
    const created = readCreatedProject();
    if (!preview && created?.projectId === project.projectId) {
      onCreated(created);
      writeStorage('session', PROJECT_CREATED_KEY, null);
      const { primary, secondary, accent } = project.customColors;
      void celebrateCreation([primary, secondary, accent]);
    }
    // Names can disappear in a live update; the saved selection follows.
  }, [project.projectId, names, preview]);

  // The address bar follows the filter, so a reload or a shared link shows the same people.
  useEffect(() => {
    if (peopleReady) rememberPeople(selected);
  }, [peopleReady, selected]);

  return { now, hydrated, selected };
}
