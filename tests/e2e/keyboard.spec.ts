/**
 * Keyboard users (docs/accessibility.md): the admin code dialog takes the code at once, focus goes
 * back to the control that opened each dialog (never to <body>), and tabbing through a page never
 * puts focus under a fixed or sticky bar, with a focus ring that shows on what is around it.
 */
import type { Locator, Page } from '@playwright/test';
import { contrastRatio } from '../../src/lib/contrast';
import { markPaid } from './admin-panel-support';
import {
  addEvents,
  enterAdminMode,
  focusedDescription,
  guestOf,
  HEIGHT,
  obscuredFocus,
  organiserTrip,
  PAST_AND_UPCOMING,
  signedIn,
  WIDTHS,
} from './a11y-support';
import { createItinerary, expect, hydrated, test } from './fixtures';

const footerButton = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('button', { name, exact: true });

/** Focus on `opener` from the keyboard's side: focused, then Enter (a real key press). */
async function pressOn(opener: Locator) {
  await opener.focus();
  await opener.press('Enter');
}

/** Opens a dialog from `opener` by keyboard, closes it with `close`, and expects focus back on `back`. */
async function roundTrip(page: Page, opener: Locator, dialogName: string | RegExp, close: (dialog: Locator) => Promise<void>, back: Locator = opener) {
  await pressOn(opener);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await close(dialog);
  await expect(dialog).toBeHidden();
  await expect(back, `focus after closing '${String(dialogName)}' (on ${await focusedDescription(page)})`).toBeFocused();
}

const escape = (page: Page) => () => page.keyboard.press('Escape');
const click = (name: string) => (dialog: Locator) => dialog.getByRole('button', { name, exact: true }).click();

test('the admin code dialog opens on its field; the code and Enter enter admin mode', async ({ browser }) => {
  const { project, context } = await organiserTrip(browser, 'Keyboard Admin');
  await context.close();
  const { page, context: guest } = await guestOf(browser, project);
  await hydrated(page);

  await pressOn(footerButton(page, 'Admin'));
  const dialog = page.getByRole('dialog', { name: 'Admin Access Required' });
  await expect(dialog.getByLabel('Admin Code')).toBeFocused();
  // What is typed goes into the field (before, it went to the close button and was lost).
  await page.keyboard.type(project.adminCode.toLowerCase());
  await expect(dialog.getByLabel('Admin Code')).toHaveValue(project.adminCode);
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are now in edit mode.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The Admin button became View: focus moves with it.
  await expect(footerButton(page, 'View')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(footerButton(page, 'Admin')).toBeFocused();

  // The feedback form starts on its first question too, not on ×.
  await pressOn(footerButton(page, 'Feedback'));
  const feedback = page.getByRole('dialog', { name: 'Help Us Improve!' });
  await expect(feedback.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(footerButton(page, 'Feedback')).toBeFocused();
  await guest.close();
});

for (const width of WIDTHS) {
  test(`at ${width} px focus goes back to what opened each guest dialog`, async ({ browser }) => {
    // Paid: on phones Feedback and Exit sit in the More menu, whose items close with it.
    const { project, context } = await organiserTrip(browser, 'Keyboard Guest', { paid: true });
    await context.close();
    const { page, context: guest } = await guestOf(browser, project);
    await page.setViewportSize({ width, height: HEIGHT });
    await page.reload();
    // A tap before the island is ready is kept and replayed: focus still comes back to it.
    await roundTrip(page, footerButton(page, 'Share'), 'Share this itinerary', escape(page));
    await hydrated(page);
    await roundTrip(page, footerButton(page, 'Add to calendar'), 'Add to your calendar', escape(page));
    await roundTrip(page, footerButton(page, 'Admin'), 'Admin Access Required', click('Cancel'));

    if (width < 640) {
      const more = footerButton(page, 'More');
      for (const [item, name, close] of [
        ['Feedback', 'Help Us Improve!', escape(page)],
        ['Exit', 'Leave itinerary?', click('Cancel')],
      ] as const) {
        await pressOn(more);
        const menuItem = page.getByRole('button', { name: item, exact: true }).filter({ visible: true });
        await expect(menuItem).toBeFocused({ timeout: 1000 }).catch(() => menuItem.focus());
        await roundTrip(page, menuItem, name, close, more);
      }
    } else {
      await roundTrip(page, footerButton(page, 'Feedback'), 'Help Us Improve!', escape(page));
      await roundTrip(page, footerButton(page, 'Exit'), 'Leave itinerary?', click('Cancel'));
    }

    // An event's details from the Calendar tab (the grid on wide screens, the list of days on phones).
    await page.getByRole('tab', { name: 'Calendar' }).click();
    const event = page.getByRole('tabpanel').getByRole('button', { name: /Boat trip/ });
    await roundTrip(page, event, 'Boat trip', click('Close'));
    await roundTrip(page, event, 'Boat trip', escape(page));
    await guest.close();
  });
}

test('focus goes back to what opened each admin dialog and editor, or to the tabs when nothing did', async ({ browser }) => {
  const { page, context, project } = await organiserTrip(browser, 'Keyboard Organiser', { events: [] });
  // Right after creation the share dialog opens by itself: closing it lands on the tab list.
  await page.addInitScript(
    ([projectId, adminCode]) => {
      // Events are added below: no 'Great work!' email prompt in between.
      localStorage.setItem(`email_captured_${projectId}`, 'true');
      if (sessionStorage.getItem('keyboard-created-once')) return;
      sessionStorage.setItem('keyboard-created-once', '1');
      sessionStorage.setItem('projectCreated', JSON.stringify({ projectId, adminCode }));
    },
    [project.projectId, project.adminCode] as const,
  );
  await page.goto(`/project/${project.projectId}`);
  const share = page.getByRole('dialog', { name: 'Your itinerary is ready to share!' });
  await expect(share).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await expect(page.getByRole('tab', { name: 'List' })).toBeFocused();

  // The creator lands in admin mode; View and Admin swap and keep the focus on the bar.
  await pressOn(footerButton(page, 'View'));
  await expect(footerButton(page, 'Admin')).toBeFocused();
  await pressOn(footerButton(page, 'Admin'));
  await expect(footerButton(page, 'View')).toBeFocused();

  // The editor: Cancel puts focus back on the Add Event that opened it (the only one on an empty list).
  await expect(page.getByRole('button', { name: 'Add Event' })).toHaveCount(1);
  await pressOn(page.getByRole('button', { name: 'Add Event' }));
  const editor = page.getByRole('form', { name: 'New event' });
  await expect(editor.getByLabel('Event Title *')).toBeFocused();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeFocused();

  // Unpaid with two events: the ghost Print opens the upgrade prompt; Customize opens the panel.
  await addEvents(context, project.projectId, PAST_AND_UPCOMING.slice(1, 3));
  await expect(page.getByRole('heading', { name: 'Boat trip' })).toBeVisible();
  await roundTrip(page, page.getByRole('button', { name: 'Print (full access)' }), /Make it yours/, escape(page));
  await roundTrip(page, footerButton(page, 'Customize'), 'Customize', click('Done'));
  await roundTrip(page, footerButton(page, 'Share'), 'Share this itinerary', click('Close'));
  await roundTrip(page, footerButton(page, 'Feedback'), 'Help Us Improve!', click('Cancel'));
  await context.close();
});

test('dashboard and landing dialogs give focus back to their buttons', async ({ browser, baseURL }) => {
  const rosa = await signedIn(browser, baseURL ?? '');
  const owned = await createItinerary(rosa.context, 'Rosa in Porto');
  await markPaid(owned.projectId);
  await rosa.page.goto('/dashboard');
  await hydrated(rosa.page);
  const card = rosa.page.getByRole('article', { name: 'Rosa in Porto' });
  await roundTrip(rosa.page, rosa.page.getByRole('button', { name: 'Create', exact: true }), 'Create New Itinerary', escape(rosa.page));
  await roundTrip(rosa.page, card.getByRole('button', { name: 'Delete Itinerary' }), 'Delete Itinerary', click('Cancel'));

  await rosa.page.goto('/');
  await roundTrip(rosa.page, rosa.page.getByRole('button', { name: 'Start Your Free Itinerary' }).first(), 'Start your free itinerary', escape(rosa.page));
  await rosa.context.close();
});

/** Colour strings as the browser computes them ("rgb(…)"), as hex; null when not opaque. */
function hexOf(css: string): string | null {
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(css);
  if (!m || (m[4] !== undefined && Number(m[4]) < 1)) return null;
  return `#${[m[1], m[2], m[3]].map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`;
}

type Ring = { ring: boolean; outline: string; surface: string | null; label: string };

/** Whether the focused element shows a focus ring, its outline colour and the solid colour it is drawn on. */
const focusRing = (page: Page) =>
  page.evaluate((): Ring | null => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = outline || style.boxShadow !== 'none';
    // The outline is drawn around the element, over its parent's surface.
    let surface: string | null = null;
    for (let p = el.parentElement; p; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.backgroundImage !== 'none') break;
      if (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent') {
        surface = s.backgroundColor;
        break;
      }
    }
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    return { ring, outline: outline ? style.outlineColor : '', surface, label };
  });

/**
 * Presses Tab through the page (or Shift+Tab, from the end back up: the sticky title bar is then
 * the one in the way), at most `limit` times or until focus comes round again, and expects every
 * focused element to be clear of the fixed bars, with a focus ring that contrasts 3:1 with the
 * solid surface it is drawn on.
 */
async function tabThrough(page: Page, what: string, { backwards = false, limit = 70 } = {}) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (!(await focusRing(page))) continue;
    const id = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      el.dataset.tabThrough ??= String(Math.random());
      return el.dataset.tabThrough;
    });
    if (seen.includes(id)) break;
    seen.push(id);
    // Let the focus ring's transition and any smooth scrolling finish before measuring.
    await page.waitForFunction(() => (document.activeElement?.getAnimations() ?? []).every((a) => a.playState !== 'running'));
    await page.waitForTimeout(50);
    const ring = (await focusRing(page))!;
    expect.soft(await obscuredFocus(page), `${what}: ${key} ${i + 1} (${ring.label}) is hidden under a fixed bar`).toBeNull();
    expect.soft(ring.ring, `${what}: ${key} ${i + 1} (${ring.label}) shows no focus ring`).toBe(true);
    const outline = hexOf(ring.outline);
    const surface = ring.surface ? hexOf(ring.surface) : null;
    if (outline && surface) {
      expect.soft(contrastRatio(outline, surface), `${what}: the focus ring of ${ring.label} on ${surface}`).toBeGreaterThanOrEqual(3);
    }
  }
  expect(seen.length, `${what}: something took focus`).toBeGreaterThan(2);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT } });
    // A sweep of many pages, each tabbed through: CPU-bound, and with another spec file running
    // beside it (tests/playwright.config.ts) it can pass the default minute.
    test.slow();

    test('tabbing through public pages never hides focus', async ({ page }) => {
      for (const path of ['/', '/faq', '/terms', '/no/such/page']) {
        await page.goto(path);
        await hydrated(page);
        await tabThrough(page, path);
      }
    });

    test('tabbing through an itinerary never hides focus under its bars or hints', async ({ browser }) => {
      // A creator in view mode: the 'Enter admin mode to edit!' hint sits above the footer.
      const { page, context, project } = await organiserTrip(browser, 'Keyboard Tabs');
      await page.addInitScript((id) => localStorage.setItem(`project_creator_${id}`, 'true'), project.projectId);
      await page.goto(`/project/${project.projectId}`);
      await expect(page.getByRole('status').filter({ hasText: 'Enter admin mode to edit!' })).toBeVisible();
      await tabThrough(page, 'creator in view mode with the admin hint');
      await hydrated(page);
      await footerButton(page, 'Admin').click();
      await expect(footerButton(page, 'View')).toBeVisible();
      await tabThrough(page, 'admin mode');
      await tabThrough(page, 'admin mode, backwards', { backwards: true });
      await page.getByRole('tab', { name: 'Calendar' }).click();
      await tabThrough(page, 'admin mode, Calendar tab');

      // The preview's banner.
      await page.goto(`/preview/${project.projectId}`);
      await tabThrough(page, 'preview with its banner');

      // An empty itinerary in admin mode: 'Add your first event!' beside the button it is about.
      const empty = await createItinerary(context, 'Keyboard Empty');
      await enterAdminMode(page, empty.projectId);
      const hint = page.getByRole('status').filter({ hasText: 'Add your first event!' });
      await expect(hint).toBeVisible();
      const [bubble, add] = await Promise.all([hint.boundingBox(), page.getByRole('button', { name: 'Add Event' }).boundingBox()]);
      expect(bubble && add && (bubble.x + bubble.width <= add.x || bubble.y >= add.y + add.height)).toBe(true);
      await tabThrough(page, 'empty itinerary with the first-event hint');
      await hint.getByRole('button', { name: 'Dismiss hint' }).focus();
      const ring = await focusRing(page);
      expect(ring?.ring).toBe(true);
      await context.close();

      // A guest's phone-sized list, scrolled by keyboard past the footer.
      const guest = await guestOf(browser, project);
      await guest.page.setViewportSize({ width, height: HEIGHT });
      await guest.page.reload();
      await tabThrough(guest.page, 'guest list (server HTML)');
      await hydrated(guest.page);
      await guest.page.getByRole('tab', { name: 'List' }).click();
      await tabThrough(guest.page, 'guest list (hydrated)');
      await tabThrough(guest.page, 'guest list (hydrated), backwards', { backwards: true });
      await guest.context.close();
    });
  });
}
