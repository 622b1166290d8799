/**
 * axe-core on every route and every dialog, at a phone's and a laptop's width, as a guest and as
 * an admin (docs/accessibility.md): no serious or critical finding, no skipped heading level and
 * nothing outside a landmark. The itineraries have events that are over and events to come.
 *
 * Each test loads a page once per width and checks every state it can reach from there, so the
 * whole sweep stays a few minutes. Findings are collected softly: one run lists all of them.
 */
import type { Locator, Page } from '@playwright/test';
import { markPaid } from './admin-panel-support';
import { blockStripe } from './checkout-support';
import { a11yViolations, createItinerary, expect, hydrated, newClient, test } from './fixtures';
import { addEvents, enterAdminMode, guestOf, HEIGHT, organiserTrip, runSql, signedIn, WIDTHS } from './a11y-support';

async function noViolations(page: Page, what: string) {
  // Colours are measured as they end up, not halfway through a fade.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  expect.soft(await a11yViolations(page), what).toEqual([]);
}

/** Opens a dialog with `open`, checks the page with it, and closes it with Escape. */
async function checkDialog(page: Page, what: string, open: () => Promise<unknown>, name: string | RegExp): Promise<Locator> {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await noViolations(page, what);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return dialog;
}

const footerButton = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('button', { name, exact: true });

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT } });
    // A sweep of many pages, axe-core on each: CPU-bound, and with another spec file running
    // beside it (tests/playwright.config.ts) it can pass the default minute.
    test.slow();

    test('public pages, the access pages, the lockout and the preview', async ({ page, browser }) => {
      for (const path of ['/', '/faq', '/terms', '/privacy-policy', '/community-guidelines', '/login', '/access', '/dashboard', '/no/such/page']) {
        await page.goto(path);
        await hydrated(page);
        await noViolations(page, path);
      }
      // The landing page's create dialog.
      await page.goto('/');
      await checkDialog(
        page,
        'create dialog',
        () => page.getByRole('button', { name: 'Start Your Free Itinerary' }).first().click(),
        'Start your free itinerary',
      );

      const organiser = await organiserTrip(browser, 'Access Weekend');
      const { project } = organiser;
      // With the code (the organiser's browser) the preview is the whole itinerary, read only,
      // under the upgrade banner.
      await organiser.page.setViewportSize({ width, height: HEIGHT });
      await organiser.page.goto(`/preview/${project.projectId}`);
      await hydrated(organiser.page);
      await expect(organiser.page.getByRole('link', { name: 'Unlock Now' })).toBeVisible();
      await noViolations(organiser.page, '/preview/<id> with the code');
      await organiser.context.close();

      await page.goto(`/access/${project.projectId}`);
      await hydrated(page);
      await noViolations(page, '/access/<id>');
      await page.goto(`/preview/${project.projectId}`);
      await noViolations(page, '/preview/<id> (no code: the teaser)');

      // The lockout card, in a browser of its own (the count is per client).
      const locked = await newClient(browser);
      await locked.page.setViewportSize({ width, height: HEIGHT });
      await locked.page.goto(`/access/${project.projectId}`);
      await hydrated(locked.page);
      const code = locked.page.getByLabel('Access Code');
      for (let i = 0; i < 5; i++) {
        await code.fill('WRONG9');
        await locked.page.getByRole('button', { name: 'Access Itinerary' }).click();
        if (i < 4) await expect(locked.page.getByText(/attempts? remaining/)).toBeVisible();
      }
      await expect(locked.page.getByRole('heading', { name: 'Access Error' })).toBeVisible();
      await noViolations(locked.page, 'lockout');
      await locked.context.close();
    });

    test('a guest: every tab before and after the page hydrates, and every dialog', async ({ browser }) => {
      // Paid: Print joins the footer, and on phones Feedback and Exit move under More.
      const { project, context } = await organiserTrip(browser, 'Guest Weekend', { faq: true, paid: true });
      await context.close();
      const { page, context: guest } = await guestOf(browser, project);
      await page.setViewportSize({ width, height: HEIGHT });
      const id = project.projectId;

      // Server HTML run by the plain script (nothing has asked for the island yet).
      for (const tab of ['list', 'calendar', 'map', 'faq']) {
        await page.goto(`/project/${id}?tab=${tab}`);
        await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `tab-${tab}`);
        await noViolations(page, `guest ${tab} tab, server HTML`);
      }

      // The island: every footer dialog from the List tab.
      await page.goto(`/project/${id}`);
      await checkDialog(page, 'share dialog', () => footerButton(page, 'Share').click(), 'Share this itinerary');
      await hydrated(page);
      await noViolations(page, 'guest list tab, hydrated');
      await checkDialog(page, 'add to calendar dialog', () => footerButton(page, 'Add to calendar').click(), 'Add to your calendar');
      await checkDialog(page, 'admin code dialog', () => footerButton(page, 'Admin').click(), 'Admin Access Required');
      const more = async (name: string) => {
        if (width < 640) await footerButton(page, 'More').click();
        await page.getByRole('button', { name, exact: true }).filter({ visible: true }).click();
      };
      await checkDialog(page, 'feedback dialog', () => more('Feedback'), 'Help Us Improve!');
      await checkDialog(page, 'exit dialog', () => more('Exit'), 'Leave itinerary?');

      // Hydrated tabs: the calendar (grid or list of days) with an event's details, the map, the FAQ.
      await page.getByRole('tab', { name: 'Calendar' }).click();
      const event = page.getByRole('tabpanel').getByRole('button', { name: /Boat trip/ });
      await expect(event).toBeVisible();
      await noViolations(page, 'guest calendar tab, hydrated');
      await checkDialog(page, 'event detail dialog', () => event.click(), 'Boat trip');
      await page.getByRole('tab', { name: 'Map' }).click();
      await expect(page.getByRole('heading', { name: 'Stops in order' })).toBeVisible();
      await noViolations(page, 'guest map tab, hydrated');
      await page.getByRole('tab', { name: 'FAQ' }).click();
      await expect(page.getByRole('heading', { name: 'Where do we park?' })).toBeVisible();
      await noViolations(page, 'guest FAQ tab, hydrated');
      await guest.close();
    });

    test('an admin: an empty itinerary with its hint, the editor, events past and to come, the FAQ, every admin dialog', async ({ browser }) => {
      // Empty, right after creation: the share dialog opens by itself.
      const { page, context, project } = await organiserTrip(browser, 'Admin Weekend', { events: [] });
      await page.addInitScript(
        ([projectId, adminCode]) => {
          if (!sessionStorage.getItem('a11y-created-once')) {
            sessionStorage.setItem('a11y-created-once', '1');
            sessionStorage.setItem('projectCreated', JSON.stringify({ projectId, adminCode }));
            localStorage.setItem(`project_creator_${projectId}`, 'true');
          }
        },
        [project.projectId, project.adminCode] as const,
      );
      await page.goto(`/project/${project.projectId}`);
      const share = page.getByRole('dialog', { name: 'Your itinerary is ready to share!' });
      await expect(share).toBeVisible();
      await noViolations(page, 'share dialog on creation');
      await share.getByRole('button', { name: 'Close', exact: true }).click();
      // The creator lands in admin mode.
      await expect(page.getByRole('status').filter({ hasText: 'Add your first event!' })).toBeVisible();
      await noViolations(page, 'empty itinerary, admin mode, first-event hint');
      await page.getByRole('button', { name: 'Add Event' }).click();
      await expect(page.getByRole('form', { name: 'New event' })).toBeVisible();
      await noViolations(page, 'new event editor on an empty itinerary');
      await page.getByRole('form', { name: 'New event' }).getByRole('button', { name: 'Cancel' }).click();

      // The first event (added elsewhere, arriving live) asks for the owner's email.
      await addEvents(context, project.projectId, [{ title: 'Opening night', days: 3 }]);
      const great = page.getByRole('dialog', { name: 'Great work!' });
      await expect(great).toBeVisible();
      await noViolations(page, 'owner email dialog');
      await great.getByRole('button', { name: 'Skip for now' }).click();

      // Past and upcoming events in admin mode; an event's editor in place of its card.
      await addEvents(context, project.projectId, [
        { title: 'Welcome drinks', days: -2, location: 'Bar Basso', attendees: 'Ana, Ben', description: 'First round is on us.' },
      ]);
      await enterAdminMode(page, project.projectId);
      await expect(page.getByRole('heading', { name: 'Past' })).toBeVisible();
      await noViolations(page, 'admin list with past and upcoming events');
      await page.getByRole('article', { name: 'Welcome drinks' }).getByRole('button', { name: /^Edit/ }).click();
      await expect(page.getByRole('form', { name: 'Edit event' })).toBeVisible();
      await noViolations(page, 'event editor in place of a past event');
      await page.getByRole('form', { name: 'Edit event' }).getByRole('button', { name: 'Cancel' }).click();

      // Unpaid: the ghost Print opens the upgrade prompt; the panel shows every card.
      await checkDialog(page, 'upgrade dialog', () => page.getByRole('button', { name: 'Print (full access)' }).click(), /Make it yours/);
      await footerButton(page, 'Customize').click();
      const panel = page.getByRole('dialog', { name: 'Customize', exact: true });
      await expect(panel).toBeVisible();
      await noViolations(page, 'admin panel, Customize tab');
      await panel.getByRole('tab', { name: 'Security' }).click();
      await noViolations(page, 'admin panel, Security tab');
      await panel.getByRole('button', { name: 'Done' }).click();
      await expect(panel).toBeHidden();

      // Admin FAQ tab with a FAQ (managing FAQs is paid), and the customize guide of a paid itinerary.
      const paid = await organiserTrip(browser, 'Paid Weekend', { paid: true, faq: true });
      await paid.page.setViewportSize({ width, height: HEIGHT });
      await enterAdminMode(paid.page, paid.project.projectId, '?tab=faq');
      await expect(paid.page.getByRole('button', { name: 'Edit FAQ: Where do we park?' })).toBeVisible();
      await noViolations(paid.page, 'admin FAQ tab with a FAQ');
      await paid.page.getByRole('tab', { name: 'Calendar' }).click();
      await expect(paid.page.getByRole('tabpanel').getByRole('button', { name: /Boat trip/ })).toBeVisible();
      await noViolations(paid.page, 'admin calendar tab');
      await paid.page.getByRole('tab', { name: 'Map' }).click();
      await expect(paid.page.getByRole('heading', { name: 'Stops in order' })).toBeVisible();
      await noViolations(paid.page, 'admin map tab');
      await paid.page.getByRole('tab', { name: 'List' }).click();
      await noViolations(paid.page, 'admin list of a paid itinerary');
      await paid.context.close();
      await context.close();
    });

    test('checkout and the dashboard with its dialogs', async ({ browser, baseURL }) => {
      const { page, context, project } = await organiserTrip(browser, 'Checkout Weekend');
      await blockStripe(page);
      await page.goto(`/checkout/${project.projectId}`);
      await hydrated(page);
      await noViolations(page, '/checkout/<id>');
      await context.close();

      // Created while signed in, so Rosa owns it; paid, with a receipt.
      const rosa = await signedIn(browser, baseURL ?? '');
      await rosa.page.setViewportSize({ width, height: HEIGHT });
      const owned = await createItinerary(rosa.context, 'Rosa in Lisbon');
      await markPaid(owned.projectId);
      await runSql(
        `insert into payments (project_id, user_id, amount, currency, status, payment_method_type, receipt_url, created_at)
         select id, ?, 300, 'usd', 'succeeded', 'card', 'https://pay.example.test/receipt/1', ? from projects where project_id = ?`,
        [rosa.user.userId, Date.UTC(2026, 0, 15, 17), owned.projectId],
      );
      await rosa.page.goto('/dashboard');
      await hydrated(rosa.page);
      await expect(rosa.page.getByRole('article', { name: 'Rosa in Lisbon' })).toBeVisible();
      await noViolations(rosa.page, '/dashboard, itineraries');
      await checkDialog(rosa.page, 'dashboard create dialog', () => rosa.page.getByRole('button', { name: 'Create', exact: true }).click(), 'Create New Itinerary');
      await checkDialog(
        rosa.page,
        'dashboard delete dialog',
        () => rosa.page.getByRole('article', { name: 'Rosa in Lisbon' }).getByRole('button', { name: 'Delete Itinerary' }).click(),
        'Delete Itinerary',
      );
      await checkDialog(
        rosa.page,
        'dashboard receipts dialog',
        () => rosa.page.getByRole('article', { name: 'Rosa in Lisbon' }).getByRole('button', { name: 'View Receipts' }).click(),
        'Receipts',
      );
      for (const tab of ['Unclaimed Events', 'Settings']) {
        await rosa.page.getByRole('tab', { name: tab }).click();
        await expect(rosa.page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await noViolations(rosa.page, `/dashboard, ${tab}`);
      }
      await rosa.context.close();
    });
  });
}
