import { FULL_ACCESS_PRICE_CENTS } from '../../lib/limits';

const PRICE = `$${FULL_ACCESS_PRICE_CENTS / 100}`;
const BULLETS = ['Share with group', 'Customize colors/design', 'Add unlimited events', 'Beautiful shareable link'];

/** The preview page's fixed banner (spec §2 "Preview page"). */
export function PreviewBanner({ projectId }: { projectId: string }) {
  return (
    <aside aria-label="Unlock full access" className="fixed inset-x-0 bottom-0 z-30 p-3 sm:p-4">
      <div className="mx-auto flex max-w-3xl flex-col gap-3 rounded-3xl bg-ink px-5 py-4 text-white shadow-2xl sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <p className="text-lg font-extrabold tracking-tight">{`${PRICE} to Unlock Full Access`}</p>
          <ul className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-white/90">
            {BULLETS.map((b) => (
              <li key={b} className="flex items-center gap-1.5">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-emerald-300" fill="currentColor">
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                </svg>
                {b}
              </li>
            ))}
          </ul>
        </div>
        <a href={`/access/${encodeURIComponent(projectId)}`} className="btn shrink-0 bg-white px-6 py-3 text-base text-ink hover:bg-brand-50">
          Unlock Now
        </a>
      </div>
    </aside>
  );
}
