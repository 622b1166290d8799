/** The Unclaimed tab's buttons above the list: Refresh, Select All / Deselect All, and the bulk send menu. */
import type { MyProjectView } from '../../lib/types';
import { SendMenu } from './SendMenu';

type Props = {
  /** How many events are listed (none or still loading: no Select All). */
  count: number;
  selectedCount: number;
  allSelected: boolean;
  projects: MyProjectView[];
  onRefresh: () => void;
  onSelectAll: () => void;
  onOpenSend: () => boolean;
  onSend: (projectId: string) => void;
  onNew: () => void;
};

export function UnclaimedToolbar({ count, selectedCount, allSelected, projects, onRefresh, onSelectAll, onOpenSend, onSend, onNew }: Props) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <button type="button" className="btn-secondary px-4" onClick={onRefresh}>
        Refresh
      </button>
      {count > 0 && (
        <button type="button" className="btn-ghost px-4" onClick={onSelectAll}>
          {allSelected ? 'Deselect All' : 'Select All'}
        </button>
      )}
      <div className="ml-auto">
        <SendMenu count={selectedCount} projects={projects} onOpen={onOpenSend} onPick={onSend} onNew={onNew} />
      </div>
    </div>
  );
}
