/** The FAQ tab in admin mode: add, click-to-edit, delete, reorder (loaded only when an organiser opens it). */
import type { FaqView, ProjectView } from '@/lib/types';
import { EMPTY, mayManageFaqs } from './faq-editing';
import { AddFaqButton } from './AddFaqButton';
import { FaqAdminHeader } from './FaqAdminHeader';
import { FaqAdminList } from './FaqAdminList';
import { FaqEditor } from './FaqEditor';
import { useFaqEditing } from './useFaqEditing';
import { useFaqFocus } from './useFaqFocus';
import { useFaqOrder } from './useFaqOrder';
import { useOptimisticFaqs } from './useOptimisticFaqs';

type Props = { faqs: FaqView[]; project: ProjectView; refresh: () => Promise<void> };

export default function FaqAdmin({ faqs, project, refresh }: Props) {
  const projectId = project.projectId;
  const list = useOptimisticFaqs(faqs, refresh);
  const allowed = () => mayManageFaqs(project);
  const { root, focusNext } = useFaqFocus();
  const { editing, open, editorProps } = useFaqEditing({ projectId, list, allowed, focusNext });
  const { announcement, move, remove, listRef } = useFaqOrder({ projectId, list, allowed, focusNext, canDrag: editing.kind === 'none' });

  const shown = list.shown;
  const empty = shown.length === 0;
  const locked = !project.isPaid;
  return (
    <div ref={root} className="space-y-4">
      <FaqAdminHeader empty={empty} creating={editing.kind === 'create'} locked={locked} onAdd={() => open({ kind: 'create', at: 'top' })} />
      {editing.kind === 'create' && editing.at === 'top' && <FaqEditor initial={EMPTY} {...editorProps(editing)} />}
      <FaqAdminList
        faqs={shown}
        listRef={listRef}
        editing={editing}
        editorProps={editorProps}
        onEdit={(faq, field) => open({ kind: 'edit', id: faq.id, field })}
        onMove={move}
        onDelete={(faq) => void remove(faq)}
      />
      {editing.kind === 'create' && editing.at === 'bottom' && <FaqEditor initial={EMPTY} {...editorProps(editing)} />}
      {!empty && <AddFaqButton at="bottom" locked={locked} onClick={() => open({ kind: 'create', at: 'bottom' })} />}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
