import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ProjectView } from '@/lib/types';
import { $eventEditor } from '@/stores/event-editor';
import { rememberTab } from '@/ui/url-params';
import { openingTab, tabsFor, type TabId } from './ItineraryTabs';

/**
 * The tabs this itinerary shows and the open one, which the address bar follows. Starting a new
 * event moves to the List tab; a tab that disappears (the organiser hides the map) falls back to
 * the list.
 */
export function useItineraryTabs(project: ProjectView, preview: boolean, initialTab: string | null) {
  const tabs = tabsFor(project, preview);
  const [tab, setTab] = useState<TabId>(() => openingTab(tabs, initialTab));

  function selectTab(next: TabId) {
    setTab(next);
    rememberTab(next, 'list');
  }

  const editorKind = useStore($eventEditor).kind;
  useEffect(() => {
    if (editorKind === 'creating') selectTab('list');
  }, [editorKind]);

  const activeTab = tabs.some((t) => t.id === tab) ? tab : 'list';
  return { tabs, activeTab, selectTab };
}
