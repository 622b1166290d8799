import { FULL_ACCESS_PRICE_LABEL as PRICE } from '../../lib/price';
import { CheckList } from '@/ui/CheckList';

const BULLETS = ['Share with group', 'Customize colors/design', 'Add unlimited events', 'Beautiful shareable link'];

/** The preview page's fixed banner. */
export function PreviewBanner({ projectId }: { projectId: string }) {
  return (
    <aside aria-label="Unlock full access" className="fixed inset-x-0 bottom-0 z-30 p-3 sm:p-4">
      <div className="focus-ring-light mx-auto flex max-w-3xl flex-col gap-3 rounded-3xl bg-ink px-5 py-4 text-white shadow-2xl sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <p className="text-lg font-extrabold tracking-tight">{`${PRICE} to Unlock Full Access`}</p>
          <CheckList items={BULLETS} className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-white/90" iconClassName="mt-0.5 h-4 w-4 shrink-0 text-emerald-300" />
        </div>
        <a href={`/access/${encodeURIComponent(projectId)}`} className="btn shrink-0 bg-white px-6 py-3 text-base text-ink hover:bg-brand-50">
          Unlock Now
        </a>
      </div>
    </aside>
  );
}
