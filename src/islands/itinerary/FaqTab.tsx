import { lazy, Suspense } from 'react';
import type { FaqView, ProjectView } from '../../lib/types';

// The editor, SortableJS and the schema load only when an organiser enters admin mode, so
// guests never download them.
const FaqAdmin = lazy(() => import('./faqs/FaqAdmin'));

type Props = {
  faqs: FaqView[];
  emptyText?: string | undefined;
  /** Admin mode: add, click-to-edit, delete, reorder. */
  admin?: boolean;
  project?: ProjectView;
  /** Refetches the itinerary after a change, so the page shows the server's truth. */
  refresh?: () => Promise<void>;
};

export function FaqTab({ faqs, emptyText, admin = false, project, refresh }: Props) {
  if (admin && project && refresh) {
    return (
      // While the admin tools load, the same cards stay on screen (no flash of a spinner).
      <Suspense fallback={<FaqList faqs={faqs} emptyText={emptyText} />}>
        <FaqAdmin faqs={faqs} project={project} refresh={refresh} />
      </Suspense>
    );
  }
  return <FaqList faqs={faqs} emptyText={emptyText} />;
}

function FaqList({ faqs, emptyText }: { faqs: FaqView[]; emptyText?: string | undefined }) {
  if (faqs.length === 0) {
    return (
      <div className="rounded-3xl border-2 border-dashed border-black/10 bg-white/80 px-6 py-14 text-center">
        <h2 className="text-xl font-bold text-ink">{emptyText ?? 'No FAQs Yet'}</h2>
        <p className="mx-auto mt-2 max-w-sm text-ink-soft">Questions and answers from your host will appear here.</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {faqs.map((faq) => (
        <article key={faq.id} className="rounded-[var(--theme-radius)] border border-black/5 bg-white p-5 shadow-card">
          <h2 className="font-bold text-ink">{faq.question}</h2>
          <p className="mt-2 whitespace-pre-line text-ink-soft">{faq.answer}</p>
        </article>
      ))}
    </div>
  );
}
