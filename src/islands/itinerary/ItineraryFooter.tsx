import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '@/ui/Icon';
import * as icons from '@/ui/icon-paths';
import type { IconDef } from '@/ui/icon-paths';

type Props = {
  mode: 'view' | 'admin';
  /** Where Exit posts without JavaScript: ends this browser's access. */
  exitAction: string;
  onAdmin: () => void;
  onView: () => void;
  canPrint: boolean;
  /** The ghost 'Print' upsell of an unpaid itinerary; absent when it does not apply. */
  onPrintUpsell?: (() => void) | undefined;
  onShare: () => void;
  /** Without JavaScript Share is a link to the share page (server HTML), when there is one. */
  shareHref?: string | undefined;
  onAddToCalendar: () => void;
  onExit: () => void;
  onFeedback: () => void;
  /** Opens the admin panel (admin mode); the button shows only when it is given. */
  onCustomize?: (() => void) | undefined;
};

/** The footer's icons, drawn a little bolder (2.2) than the default line. */
const icon = (def: IconDef) => <Icon icon={def} className="h-4 w-4 shrink-0" strokeWidth={2.2} />;

const footerIcons = {
  share: icon(icons.shareOut),
  view: icon(icons.eye),
  calendar: icon(icons.calendarPlus),
  print: icon(icons.printerPlain),
  admin: icon(icons.pencil),
  exit: icon(icons.logOut),
  feedback: icon(icons.message),
  more: icon(icons.more),
  customize: icon(icons.paletteRings),
};

type MenuItem = { label: string; icon: ReactNode; onSelect: () => void; queue?: string; form?: string };

/** The form Exit submits when the page has no JavaScript (yet); its buttons name it by id. */
const EXIT_FORM_ID = 'itinerary-exit';

/**
 * A button that only opens something in the island: hidden without JavaScript, and a tap before
 * hydration is kept and replayed (data-queue, see ItineraryPage.astro).
 */
const JS_ONLY = 'noscript:hidden';

/**
 * Phones only, when six buttons would not fit in 360 px: the last ones move into a 'More' menu
 * (a popover: light dismiss and Escape come with it, and it sits above the footer).
 */
function MoreMenu({ items, className }: { items: MenuItem[]; className: string }) {
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);
  return (
    <>
      {/* Without JavaScript only Exit of its items works, and it stays in the footer instead. */}
      <button type="button" className={`${className} sm:hidden ${JS_ONLY}`} popoverTarget={id}>
        {footerIcons.more}
        More
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        className="fixed inset-auto right-2 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] m-0 w-44 rounded-2xl border border-black/5 bg-white p-1.5 text-ink shadow-xl"
      >
        {items.map((item) => (
          <button
            key={item.label}
            type={item.form ? 'submit' : 'button'}
            form={item.form}
            data-queue={item.queue}
            className={`flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold text-[var(--theme-primary-text)] hover:bg-[color-mix(in_srgb,var(--theme-primary)_8%,white)] ${item.queue ? JS_ONLY : ''}`}
            onClick={(e) => {
              e.preventDefault();
              menu.current?.hidePopover();
              item.onSelect();
            }}
          >
            {item.icon}
            {item.label}
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * Admin and View are one toggle drawn as two buttons: when the mode flips, the button that was
 * used is replaced, and focus that was on it (or that fell to the page) moves to the new one
 * instead of getting lost. Focus elsewhere (a mode entered by a link on load) is left alone.
 */
function useToggleFocus(mode: Props['mode']) {
  const footer = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusInFooter = useRef(false);
  const shownMode = useRef(mode);

  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      focusInFooter.current = Boolean(footer.current?.contains(e.target as Node));
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    const active = document.activeElement;
    const lost = !active || active === document.body || Boolean(footer.current?.contains(active));
    if (focusInFooter.current && lost) toggle.current?.focus();
  }, [mode]);

  return { footer, toggle };
}

/**
 * The footer. View mode: Share, Add to calendar, Print (paid), Admin, Feedback, Exit.
 * Admin mode: Customize, Share, Print (paid; a dashed upsell on unpaid itineraries with 2+
 * events), the View toggle, Feedback. `data-hint-anchor` is what hint bubbles point at.
 */
export function ItineraryFooter({
  mode,
  exitAction,
  onAdmin,
  onView,
  canPrint,
  onPrintUpsell,
  onShare,
  shareHref,
  onAddToCalendar,
  onExit,
  onFeedback,
  onCustomize,
}: Props) {
  // On phones the footer is a compact bar: icon above a short label, five buttons fit in 360 px.
  const compact =
    'min-w-0 flex-1 flex-col gap-0.5 px-0.5 py-1.5 text-[11px] sm:flex-none sm:flex-row sm:gap-2 sm:px-5 sm:py-2.5 sm:text-sm';
  const secondary = `btn-secondary ${compact}`;
  const shareClass = mode === 'admin' && onCustomize ? secondary : `btn-primary ${compact}`;
  const print = canPrint ? (
    <button type="button" className={`${secondary} ${JS_ONLY}`} onClick={() => window.print()} data-queue="print">
      {footerIcons.print}
      Print
    </button>
  ) : onPrintUpsell ? (
    // A ghost upsell: looks like the real button, dashed, and opens the paywall.
    <button
      type="button"
      className={`btn ${compact} ${JS_ONLY} border border-dashed border-brand-300 bg-white/60 text-brand-800 hover:border-brand-500 hover:bg-brand-50`}
      onClick={onPrintUpsell}
      data-queue="print"
      aria-label="Print (full access)"
    >
      {footerIcons.print}
      Print
    </button>
  ) : null;
  const feedbackButton = (hideOnPhones: boolean) => (
    <button
      type="button"
      className={`${secondary} ${JS_ONLY} ${hideOnPhones ? 'max-sm:hidden' : ''}`}
      onClick={onFeedback}
      data-queue="feedback"
    >
      {footerIcons.feedback}
      Feedback
    </button>
  );
  // View mode of a paid itinerary has six buttons: on phones Feedback and Exit go under 'More'.
  const overflow = mode === 'view' && print !== null;
  const { footer, toggle } = useToggleFocus(mode);
  return (
    <footer ref={footer} className="fixed inset-x-0 bottom-0 z-30 border-t border-black/5 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex max-w-3xl items-stretch justify-center gap-1 px-1.5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:gap-3 sm:px-2">
        {mode === 'admin' && onCustomize && (
          <button type="button" className={`btn-primary ${compact}`} onClick={onCustomize} data-hint-anchor="customize">
            {footerIcons.customize}
            Customize
          </button>
        )}
        <button type="button" className={`${shareClass} ${JS_ONLY}`} onClick={onShare} data-queue="share">
          {footerIcons.share}
          Share
        </button>
        {shareHref && (
          // The wrapper is what hides it while scripts run (the button's own class sets its display).
          <span className="hidden noscript:contents">
            <a href={shareHref} className={shareClass}>
              {footerIcons.share}
              Share
            </a>
          </span>
        )}
        {mode === 'admin' ? (
          <>
            {print}
            <button ref={toggle} key="view" type="button" className={secondary} onClick={onView} aria-pressed="true">
              {footerIcons.view}
              View
            </button>
            {feedbackButton(false)}
          </>
        ) : (
          <>
            <button
              type="button"
              className={`${secondary} ${JS_ONLY}`}
              onClick={onAddToCalendar}
              aria-label="Add to calendar"
              data-queue="calendar"
            >
              {footerIcons.calendar}
              <span className="sm:hidden">Calendar</span>
              <span className="hidden sm:inline">Add to calendar</span>
            </button>
            {print}
            <button
              ref={toggle}
              key="admin"
              type="button"
              className={`${secondary} ${JS_ONLY}`}
              onClick={onAdmin}
              data-hint-anchor="admin"
              data-queue="admin"
            >
              {footerIcons.admin}
              Admin
            </button>
            {feedbackButton(overflow)}
            {/* Without JavaScript Exit posts this form; with it, Exit asks first (the dialog, queued
                until the island has loaded). */}
            <form id={EXIT_FORM_ID} method="post" action={exitAction} hidden />
            <button
              type="submit"
              form={EXIT_FORM_ID}
              data-queue="exit"
              className={`${secondary} ${overflow ? 'max-sm:hidden noscript:max-sm:flex' : ''}`}
              onClick={(e) => {
                e.preventDefault();
                onExit();
              }}
            >
              {footerIcons.exit}
              Exit
            </button>
            {overflow && (
              <MoreMenu
                className={secondary}
                items={[
                  { label: 'Feedback', icon: footerIcons.feedback, onSelect: onFeedback, queue: 'feedback' },
                  { label: 'Exit', icon: footerIcons.exit, onSelect: onExit, queue: 'exit', form: EXIT_FORM_ID },
                ]}
              />
            )}
          </>
        )}
      </div>
    </footer>
  );
}
