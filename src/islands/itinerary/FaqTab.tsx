import type { FaqView } from '../../lib/types';

export function FaqTab({ faqs, emptyText }: { faqs: FaqView[]; emptyText?: string | undefined }) {
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
          <h3 className="font-bold text-ink">{faq.question}</h3>
          <p className="mt-2 whitespace-pre-line text-ink-soft">{faq.answer}</p>
        </article>
      ))}
    </div>
  );
}
