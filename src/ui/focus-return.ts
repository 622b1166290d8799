/**
 * Where keyboard focus goes when something that took it (a dialog, a menu item, a toggle that is
 * replaced) goes away: back to the control that opened it, and never to <body>
 * (docs/accessibility.md "Focus return").
 */

/** True when `el` is in the document, rendered and not inert: focus() would land on it. */
function canTakeFocus(el: Element | null): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected || el === document.body) return false;
  if (el.closest('[inert]') || (el as HTMLButtonElement).disabled) return false;
  return el.getClientRects().length > 0;
}

/**
 * The control to give focus back to: the opener itself, or, when it sat in a popover menu that
 * has closed since (the footer's 'More' menu), the button that opens that menu.
 */
function openerTarget(opener: Element | null): HTMLElement | null {
  if (canTakeFocus(opener)) return opener;
  const popover = opener?.isConnected ? opener.closest<HTMLElement>('[popover]') : null;
  if (popover?.id) {
    const invoker = document.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`);
    if (canTakeFocus(invoker)) return invoker;
  }
  return null;
}

/**
 * A sensible place when there is no opener (a dialog that opened by itself, or a control that
 * disappeared): the selected tab of the page's tab list, else the page's main heading, else
 * the main landmark. Headings and landmarks become focusable from script only (tabindex -1).
 */
function pageFocusTarget(): HTMLElement | null {
  const tab = document.querySelector('[role="tablist"] [role="tab"][aria-selected="true"]');
  if (canTakeFocus(tab)) return tab;
  for (const selector of ['h1', '#main']) {
    const el = document.querySelector<HTMLElement>(selector);
    if (!el || !canTakeFocus(el)) continue;
    if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.tabIndex = -1;
    return el;
  }
  return null;
}

/** Puts focus back on `opener`, or on the page's fallback when the opener is gone. */
export function returnFocus(opener: Element | null): void {
  const active = document.activeElement;
  // A dialog opened meanwhile (one dialog hands over to another) keeps its focus.
  if (active?.closest('dialog[open]')) return;
  const target = openerTarget(opener) ?? pageFocusTarget();
  if (target && active !== target) target.focus();
}
