import { useLayoutEffect, useRef, useState } from 'react';
import type { FaqInput } from '@/lib/schemas';
import { TRIAL_FEATURES } from '@/lib/trial';
import type { FaqView, ProjectView } from '@/lib/types';
import { toastSuccess } from '@/stores/toast';
import { openUpgrade } from '@/stores/upgrade';
import { AddFaqButton } from './AddFaqButton';
import { FaqAdminCard } from './FaqAdminCard';
import { FaqEditor, type CloseVia } from './FaqEditor';
import { FAQ_TEXT } from './faq-messages';
import { createFaq, deleteFaq, reorderFaqs, reportFaqError, updateFaq } from './faq-requests';
import { useOptimisticFaqs } from './useOptimisticFaqs';
import { useSortableList } from '@/ui/useSortableList';

type Props = { faqs: FaqView[]; project: ProjectView; refresh: () => Promise<void> };

/** What is being edited: nothing, one FAQ, or a new one (from the top or the bottom button). */
type Editing = { kind: 'none' } | { kind: 'edit'; id: number; field: 'question' | 'answer' } | { kind: 'create'; at: 'top' | 'bottom' };
type FocusTarget = { kind: 'card'; id: number } | { kind: 'add'; at: 'top' | 'bottom' } | { kind: 'move'; id: number; dir: 'up' | 'down' };

const NONE: Editing = { kind: 'none' };
const EMPTY: FaqInput = { question: '', answer: '' };

function sameEditor(a: Editing, b: Editing) {
  if (a.kind === 'edit' && b.kind === 'edit') return a.id === b.id;
  if (a.kind === 'create' && b.kind === 'create') return a.at === b.at;
  return a.kind === b.kind;
}

function moved(list: FaqView[], from: number, to: number) {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

/** The FAQ tab in admin mode: add, click-to-edit, delete, reorder. */
export default function FaqAdmin({ faqs, project, refresh }: Props) {
  const projectId = project.projectId;
  const { shown, current, show, hold, release, run } = useOptimisticFaqs(faqs, refresh);
  const [editing, setEditing] = useState<Editing>(NONE);
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);

  // Focus follows the organiser's keyboard: back to the card after its editor closes, onto the
  // same arrow after a move, to a neighbour after a delete.
  useLayoutEffect(() => {
    const target = focusNext.current;
    const el = root.current;
    if (!target || !el) return;
    focusNext.current = null;
    if (target.kind === 'add') {
      (el.querySelector<HTMLElement>(`[data-add="${target.at}"]`) ?? el.querySelector<HTMLElement>('[data-add]'))?.focus();
      return;
    }
    const card = el.querySelector(`[data-faq-id="${target.id}"]`);
    if (target.kind === 'card') {
      card?.querySelector<HTMLElement>('[data-edit-region]')?.focus();
      return;
    }
    const same = card?.querySelector<HTMLButtonElement>(`[data-move="${target.dir}"]`);
    const other = card?.querySelector<HTMLButtonElement>(`[data-move="${target.dir === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  });

  /** Managing FAQs is paid: on a free itinerary every attempt opens the upgrade prompt. */
  function allowed() {
    if (project.isPaid) return true;
    openUpgrade(TRIAL_FEATURES.TRIAL_FAQ_BLOCKED);
    return false;
  }

  function open(next: Editing) {
    if (allowed()) setEditing(next);
  }

  function close(target: Editing, via: CloseVia, focus: FocusTarget) {
    if (!sameEditor(editingRef.current, target)) return;
    setEditing(NONE);
    // Leaving by clicking elsewhere keeps focus where the organiser put it.
    if (via !== 'leave') focusNext.current = focus;
  }

  function closeWithoutSaving(target: Editing, via: CloseVia) {
    close(target, via, target.kind === 'edit' ? { kind: 'card', id: target.id } : { kind: 'add', at: target.kind === 'create' ? target.at : 'top' });
  }

  async function save(target: Editing, input: FaqInput, via: CloseVia): Promise<boolean> {
    if (!allowed()) return false;
    const fallback = via === 'leave' ? FAQ_TEXT.saveFailed : target.kind === 'create' ? FAQ_TEXT.createFailed : FAQ_TEXT.updateFailed;
    try {
      if (target.kind === 'edit') {
        const updated = await run(null, () => updateFaq(projectId, target.id, input));
        show(current.current.map((f) => (f.id === updated.id ? updated : f)));
        toastSuccess(FAQ_TEXT.updated);
        close(target, via, { kind: 'card', id: updated.id });
      } else if (target.kind === 'create') {
        const created = await run(null, () => createFaq(projectId, input));
        const others = current.current.filter((f) => f.id !== created.id);
        close(target, via, { kind: 'card', id: created.id });
        if (target.at === 'bottom' || others.length === 0) {
          show([...others, created]);
          toastSuccess(FAQ_TEXT.created);
        } else {
          await placeFirst(created, others);
        }
      }
      return true;
    } catch (error) {
      reportFaqError(error, fallback);
      return false;
    }
  }

  /**
   * The server puts a new FAQ last; one added with the top button belongs first, so it
   * is moved there straight away. If that move fails the FAQ stays, last, and the toast says so.
   */
  async function placeFirst(created: FaqView, others: FaqView[]) {
    const first = [created, ...others];
    try {
      await run(first, () => reorderFaqs(projectId, first.map((f) => f.id)));
      toastSuccess(FAQ_TEXT.created);
    } catch (error) {
      show([...others, created]);
      reportFaqError(error, FAQ_TEXT.reorderFailed);
    }
  }

  /** Optimistic reorder: shown at once, reverted with a toast if the server refuses. */
  async function reorder(next: FaqView[], movedFaq: FaqView) {
    if (!allowed()) return;
    const position = next.findIndex((f) => f.id === movedFaq.id) + 1;
    setAnnouncement(`Moved “${movedFaq.question}” to position ${position} of ${next.length}.`);
    try {
      await run(next, () => reorderFaqs(projectId, next.map((f) => f.id)));
      toastSuccess(FAQ_TEXT.reordered);
    } catch (error) {
      setAnnouncement('The order was not saved and has been put back.');
      reportFaqError(error, FAQ_TEXT.reorderFailed);
    }
  }

  function move(faq: FaqView, delta: -1 | 1) {
    const list = current.current;
    const from = list.findIndex((f) => f.id === faq.id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= list.length) return;
    focusNext.current = { kind: 'move', id: faq.id, dir: delta < 0 ? 'up' : 'down' };
    void reorder(moved(list, from, to), faq);
  }

  async function remove(faq: FaqView) {
    if (!allowed() || !window.confirm(FAQ_TEXT.confirmDelete)) return;
    const list = current.current;
    const index = list.findIndex((f) => f.id === faq.id);
    const rest = list.filter((f) => f.id !== faq.id);
    const neighbour = rest[index] ?? rest[index - 1];
    focusNext.current = neighbour ? { kind: 'card', id: neighbour.id } : { kind: 'add', at: 'top' };
    try {
      await run(rest, () => deleteFaq(projectId, faq.id));
      toastSuccess(FAQ_TEXT.deleted);
    } catch (error) {
      focusNext.current = { kind: 'card', id: faq.id };
      reportFaqError(error, FAQ_TEXT.deleteFailed);
    }
  }

  const listRef = useSortableList<HTMLUListElement>(editing.kind === 'none', {
    draggable: '.faq-item',
    handle: '.faq-drag-handle',
    ghostClass: 'faq-drag-placeholder',
    dragClass: 'faq-drag-clone',
    onStart: hold,
    onEnd: (from, to) => {
      const list = current.current;
      const faq = list[from];
      release(false);
      if (faq && from !== to) void reorder(moved(list, from, to), faq);
    },
  });

  const editor = (target: Editing, initial: FaqInput, startIn?: 'question' | 'answer') => (
    <FaqEditor
      initial={initial}
      isNew={target.kind === 'create'}
      startIn={startIn}
      onSave={(input, via) => save(target, input, via)}
      onClose={(via) => closeWithoutSaving(target, via)}
    />
  );

  const empty = shown.length === 0;
  return (
    <div ref={root} className="space-y-4">
      {empty && editing.kind !== 'create' ? (
        <div className="rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-ink">No FAQs Yet</h2>
          <p className="mx-auto mt-2 mb-6 max-w-sm text-ink-soft">
            Answer what your guests will ask: parking, dress code, plus-ones, what to bring.
          </p>
          <AddFaqButton at="top" locked={!project.isPaid} onClick={() => open({ kind: 'create', at: 'top' })} />
        </div>
      ) : (
        !empty && (
          <div className="flex items-center justify-end gap-3 sm:justify-between">
            <p className="hidden text-sm font-medium text-[var(--page-text)] sm:block">
              Click a card to edit. Drag <span aria-hidden="true">⠿</span> or use the arrows to reorder.
            </p>
            <AddFaqButton at="top" locked={!project.isPaid} onClick={() => open({ kind: 'create', at: 'top' })} />
          </div>
        )
      )}
      {editing.kind === 'create' && editing.at === 'top' && editor(editing, EMPTY)}
      <ul ref={listRef} className="space-y-4" aria-label="FAQs">
        {shown.map((faq, i) => (
          <li
            key={faq.id}
            data-faq-id={faq.id}
            // While dragging, the card's place shows as a dashed slot and the card follows the
            // pointer, tilted (SortableJS adds these classes; see useSortableList).
            className="faq-item rounded-[var(--theme-radius)] [&.faq-drag-clone]:rotate-1 [&.faq-drag-clone]:shadow-2xl [&.faq-drag-placeholder]:bg-white/40 [&.faq-drag-placeholder]:outline-2 [&.faq-drag-placeholder]:-outline-offset-2 [&.faq-drag-placeholder]:outline-[var(--theme-primary)] [&.faq-drag-placeholder]:outline-dashed [&.faq-drag-placeholder>*]:invisible"
          >
            {editing.kind === 'edit' && editing.id === faq.id ? (
              editor(editing, { question: faq.question, answer: faq.answer }, editing.field)
            ) : (
              <FaqAdminCard
                faq={faq}
                isFirst={i === 0}
                isLast={i === shown.length - 1}
                onEdit={(field) => open({ kind: 'edit', id: faq.id, field })}
                onMove={(delta) => move(faq, delta)}
                onDelete={() => void remove(faq)}
              />
            )}
          </li>
        ))}
      </ul>
      {editing.kind === 'create' && editing.at === 'bottom' && editor(editing, EMPTY)}
      {!empty && <AddFaqButton at="bottom" locked={!project.isPaid} onClick={() => open({ kind: 'create', at: 'bottom' })} />}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
