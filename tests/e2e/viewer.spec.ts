import { workerStack } from '../support/e2e-stack';
import { checkA11y, createItinerary, expect, expectNoConsoleErrors, newClient, test, hydrated } from './fixtures';

test('a guest filters by a person, and the choice survives a reload', async ({ page }) => {
  await page.goto('/access/example-wedding?code=EXAMPLE');
  await page.waitForURL('**/project/example-wedding');
  await hydrated(page);
  const cards = page.locator('article.event-card');
  const all = await cards.count();
  await expect(page.getByText('until the next adventure begins!')).toBeVisible();

  await page.getByRole('button', { name: /Showing events for/ }).click();
  await checkA11y(page);
  await page.getByRole('checkbox', { name: 'Grace' }).check();
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(/Grace/);
  const forGrace = await cards.count();
  expect(forGrace).toBeLessThan(all);
  expect(forGrace).toBeGreaterThan(0);
  await page.getByRole('checkbox', { name: 'Linda' }).check();
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(/2 people/);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(/2 people/);
  await page.getByRole('button', { name: /Showing events for/ }).click();
  await page.getByRole('checkbox', { name: 'Everyone' }).check();
  await expect(page.getByRole('button', { name: /Showing events for/ })).toHaveText(/Everyone/);
  await expect(cards).toHaveCount(all);
});

test('every tab opens and is kept in the URL', async ({ page }) => {
  await page.goto('/access/example-paris?code=EXAMPLE');
  await page.waitForURL('**/project/example-paris');
  await hydrated(page);
  for (const [name, id] of [['Calendar', 'calendar'], ['Map', 'map'], ['FAQ', 'faq'], ['List', 'list']] as const) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    if (id === 'list') await expect(page).not.toHaveURL(/tab=/);
    else await expect(page).toHaveURL(new RegExp(`tab=${id}`));
    await expect(page.locator(`#panel-${id}`)).toBeVisible();
  }
  // Opening a heavy tab straight from a link works too (no inline script for the CSP to refuse).
  for (const id of ['calendar', 'map']) {
    await page.goto(`/project/example-paris?tab=${id}`);
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `tab-${id}`);
    await expect(page.locator(`#panel-${id}`)).toBeVisible();
  }
  await hydrated(page);
  await page.getByRole('tab', { name: 'FAQ' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#panel-faq article').first()).toBeVisible();
  await checkA11y(page);
  // Arrow keys move between tabs.
  await page.getByRole('tab', { name: 'FAQ' }).focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
});

test('custom links open safely in a new tab', async ({ page }) => {
  await page.goto('/access/example-paris?code=EXAMPLE');
  await page.waitForURL('**/project/example-paris');
  const links = page.getByRole('navigation', { name: 'Links from your host' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('a change made in another browser shows up without a reload', async ({ page, browser }) => {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Live Lake Weekend');

  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  await expect(page.getByText('No Events Yet')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  const res = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Kayaks at the dock', datetime: new Date(Date.now() + 86_400_000).toISOString(), attendees: 'Everyone' },
  });
  expect(res.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Kayaks at the dock' })).toBeVisible({ timeout: 2500 });
  // Same page, not a reload.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expectNoConsoleErrors(organiser.page);
  await organiser.context.close();
});

test('without the code the preview is a teaser: name, dates, count, the banner, and the way in', async ({ page, browser }) => {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Preview Party');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const res = await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Secret cellar tasting', datetime: tomorrow, location: 'Rue Cachée 7' },
  });
  expect(res.status()).toBe(201);
  await organiser.context.close();

  await page.goto(`/preview/${project.projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview Party' })).toBeVisible();
  await expect(page.getByText(/^1 event$/)).toBeVisible();
  await expect(page.getByText('$3 to Unlock Full Access')).toBeVisible();
  for (const bullet of ['Share with group', 'Customize colors/design', 'Add unlimited events', 'Beautiful shareable link']) {
    await expect(page.getByText(bullet)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Unlock Now' })).toHaveAttribute('href', `/access/${project.projectId}`);
  const html = await page.content();
  for (const hidden of ['Secret cellar tasting', 'Rue Cachée', project.accessCode, project.adminCode]) {
    expect(html).not.toContain(hidden);
  }
  await expect(page.getByRole('tab')).toHaveCount(0);
  await checkA11y(page);

  // The call to action leads to the access page, and the code to the whole itinerary.
  await page.getByRole('link', { name: 'Enter Access Code' }).click();
  await page.waitForURL(`**/access/${project.projectId}`);
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  await page.goto(`/preview/${project.projectId}`);
  await expect(page.getByRole('heading', { name: 'Secret cellar tasting' })).toBeVisible();
});

test('with the code the preview is the whole itinerary, read-only', async ({ page, browser }) => {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Preview Party');
  await organiser.context.close();

  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  await page.goto(`/preview/${project.projectId}`);
  await hydrated(page);
  await expect(page.getByText('$3 to Unlock Full Access')).toBeVisible();
  await expect(page.getByText('This itinerary is still being set up')).toBeVisible();
  await page.getByRole('tab', { name: 'FAQ' }).click();
  await expect(page.getByText('Frequently asked questions will appear here')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Map' })).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toContain(project.accessCode);
  expect(html).not.toContain(project.adminCode);
  await checkA11y(page);
  await expect(page.getByRole('link', { name: 'Unlock Now' })).toHaveAttribute('href', `/access/${project.projectId}`);
});

test('header images rotate every 5 seconds', async ({ page, browser }) => {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Photo Weekend');
  await organiser.context.close();
  // Image uploads arrive with the admin tools; until then the rows are written directly.
  const { createClient } = await import('@libsql/client');
  const db = createClient({ url: workerStack.dbUrl });
  await db.execute({
    sql: `update projects set header_images = ?, version = version + 1 where project_id = ?`,
    args: [JSON.stringify(['/og-image.png', '/apple-touch-icon.png']), project.projectId],
  });
  db.close();

  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  const carousel = page.locator('[data-header-carousel]');
  await expect(carousel.locator('img')).toHaveCount(2);
  await expect(carousel.getByRole('img')).toHaveCount(1); // the hidden photo is out of the accessibility tree
  await expect(carousel).toHaveAttribute('data-index', '0');
  await expect(carousel).toHaveAttribute('data-index', '1', { timeout: 7000 });
  await checkA11y(page);
});

test('live updates reconnect after a dropped connection and catch up', async ({ page, browser }) => {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Flaky Wifi Weekend');

  // The first stream connection fails, as on a phone losing signal.
  let dropped = 0;
  await page.route('**/live', (route) => (dropped++ === 0 ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  await expect(page.getByText('No Events Yet')).toBeVisible();
  // A change made while this page is disconnected.
  await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Bonfire on the beach', datetime: new Date(Date.now() + 86_400_000).toISOString() },
  });
  await expect(page.getByRole('heading', { name: 'Bonfire on the beach' })).toBeVisible({ timeout: 10_000 });
  expect(dropped).toBeGreaterThanOrEqual(2);
  await organiser.context.close();
});
