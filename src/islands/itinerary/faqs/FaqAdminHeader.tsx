/** Above the admin FAQ list: the empty state with its Add button, or the how-to line and the top Add button. */
import { AddFaqButton } from './AddFaqButton';

type Props = {
  empty: boolean;
  /** A new FAQ's editor is open (it replaces the empty state). */
  creating: boolean;
  locked: boolean;
  onAdd: () => void;
};

export function FaqAdminHeader({ empty, creating, locked, onAdd }: Props) {
  if (empty && !creating) {
    return (
      <div className="rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-12 text-center">
        <h2 className="text-xl font-bold text-ink">No FAQs Yet</h2>
        <p className="mx-auto mt-2 mb-6 max-w-sm text-ink-soft">
          Answer what your guests will ask: parking, dress code, plus-ones, what to bring.
        </p>
        <AddFaqButton at="top" locked={locked} onClick={onAdd} />
      </div>
    );
  }
  if (empty) return null;
  return (
    <div className="flex items-center justify-end gap-3 sm:justify-between">
      <p className="hidden text-sm font-medium text-[var(--page-text)] sm:block">
        Click a card to edit. Drag <span aria-hidden="true">⠿</span> or use the arrows to reorder.
      </p>
      <AddFaqButton at="top" locked={locked} onClick={onAdd} />
    </div>
  );
}
