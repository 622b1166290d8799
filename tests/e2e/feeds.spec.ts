import { checkA11y, expect, test, hydrated } from './fixtures';

const FEED_URL = /\/calendar\/[a-z2-7]{52}\.ics$/;

test('a guest subscribes to the itinerary, or to one person’s events', async ({ page, playwright }) => {
  await page.goto('/access/example-paris?code=EXAMPLE');
  await page.waitForURL('**/project/example-paris');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to calendar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add to your calendar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('updates automatically when the host changes the plan')).toBeVisible();
  const whose = dialog.getByLabel('Whose events?');
  await expect(whose).toHaveValue('');

  const subscribe = dialog.getByRole('link', { name: 'Subscribe in Apple Calendar / Outlook' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/127\.0\.0\.1:\d+\/calendar\/[a-z2-7]{52}\.ics$/);
  const google = dialog.getByRole('link', { name: /Add to Google Calendar/ });
  await expect(google).toHaveAttribute('target', '_blank');
  const webcal = (await subscribe.getAttribute('href'))!;
  await expect(google).toHaveAttribute('href', `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`);
  const url = (await dialog.locator('output').textContent())!;
  expect(url).toMatch(FEED_URL);
  expect(url.replace(/^http:/, 'webcal:')).toBe(webcal);
  await expect(dialog.getByRole('button', { name: 'Copy calendar link' })).toBeVisible();
  await checkA11y(page);

  // A calendar app fetches the link with no cookies at all.
  const app = await playwright.request.newContext();
  const feed = await app.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const whole = (await feed.text()).match(/BEGIN:VEVENT/g)?.length ?? 0;

  await whose.selectOption('Jess');
  await expect(dialog.getByText('Only the events Jess attends.')).toBeVisible();
  await expect(dialog.locator('output')).not.toHaveText(url);
  const jessUrl = (await dialog.locator('output').textContent())!;
  expect(jessUrl).toMatch(FEED_URL);
  const jess = (await (await app.get(jessUrl)).text()).match(/BEGIN:VEVENT/g)?.length ?? 0;
  expect(jess).toBeGreaterThan(0);
  expect(jess).toBeLessThan(whole);
  await app.dispose();

  // Back to everyone: the same link as before.
  await whose.selectOption('');
  await expect(dialog.locator('output')).toHaveText(url);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeFocused();
});

test('the dialog starts from the people filter’s single choice', async ({ page }) => {
  await page.goto('/access/example-paris?code=EXAMPLE');
  await page.waitForURL('**/project/example-paris');
  await hydrated(page);
  await page.getByRole('button', { name: /Showing events for/ }).click();
  await page.getByRole('checkbox', { name: 'Priya' }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to your calendar' });
  await expect(dialog.getByLabel('Whose events?')).toHaveValue('Priya');
  await expect(dialog.getByText('Only the events Priya attends.')).toBeVisible();
  await expect(dialog.locator('output')).toHaveText(/\/calendar\/[a-z2-7]{52}\.ics$/);
});

test('a failed request shows a toast and can be retried', async ({ page }) => {
  await page.goto('/access/example-paris?code=EXAMPLE');
  await page.waitForURL('**/project/example-paris');
  let fail = true;
  await page.route('**/api/projects/example-paris/calendar-feeds', (route) =>
    fail
      ? route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Please enter the access code to view this itinerary.' }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to your calendar' });
  await expect(page.getByText('Please enter the access code to view this itinerary.')).toBeVisible();
  await expect(dialog.getByText('The calendar link could not be created.')).toBeVisible();
  fail = false;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('link', { name: 'Subscribe in Apple Calendar / Outlook' })).toBeVisible();
});
