import { creatorLine, displayTitle } from '../../lib/display';
import { safeLinkUrl } from '../../lib/links';
import type { ProjectView } from '../../lib/types';

type Props = {
  project: ProjectView;
  children?: React.ReactNode;
  /** The ghost 'Add Custom Link' upsell (spec §2), given only when it applies. */
  onAddLinkUpsell?: (() => void) | undefined;
};

/** The sticky title bar (spec §2): title in the title font, 'by {owner}', custom link buttons. */
export function TitleBar({ project, children, onAddLinkUpsell }: Props) {
  const byline = creatorLine(project);
  const links = project.customLinks.flatMap((link) => {
    const href = safeLinkUrl(link.url);
    return href && link.name.trim() ? [{ name: link.name.trim(), href }] : [];
  });
  return (
    <header className="sticky top-0 z-30 bg-gradient-to-r from-[var(--theme-primary)] to-[var(--theme-secondary)] text-[var(--theme-on-primary)] shadow-md print:hidden">
      <div className="mx-auto flex max-w-3xl flex-wrap items-end justify-between gap-x-4 gap-y-2 px-4 pt-4 pb-3 sm:px-6">
        <div className="min-w-0">
          <h1 className="itinerary-title line-clamp-3 text-xl leading-tight font-extrabold tracking-tight break-words sm:line-clamp-2 sm:text-3xl">
            {displayTitle(project)}
          </h1>
          {byline && <p className="mt-0.5 text-sm font-medium">{byline}</p>}
        </div>
        {links.length === 0 && onAddLinkUpsell && (
          <button
            type="button"
            onClick={onAddLinkUpsell}
            className="inline-flex items-center gap-1.5 rounded-full border border-dashed border-current bg-white/10 px-3 py-1.5 text-xs font-bold hover:bg-white/20"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
              <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
            </svg>
            Add Custom Link
          </button>
        )}
        {links.length > 0 && (
          <nav aria-label="Links from your host" className="flex flex-wrap gap-2">
            {links.map((link) => (
              <a
                key={link.href + link.name}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-xs font-bold text-ink shadow-sm hover:bg-white"
              >
                {link.name}
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
                  <path d="M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
                  <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
                </svg>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </nav>
        )}
      </div>
      {children}
    </header>
  );
}
