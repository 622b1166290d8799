import type { Page } from '@playwright/test';
import { checkA11y, createItinerary, expect, newClient, test } from './fixtures';

const EXAMPLES = ['example-wedding', 'example-paris', 'example-vegas', 'example-reunion', 'example-birthday', 'example-miami'];

async function openExample(page: Page, projectId: string) {
  await page.goto(`/access/${projectId}?code=EXAMPLE`);
  await page.waitForURL(`**/project/${projectId}`);
}

/** The page is no wider than the window: nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('every example itinerary shows its own header picture', async ({ page }) => {
  const sources = new Set<string>();
  for (const projectId of EXAMPLES) {
    await openExample(page, projectId);
    const photo = page.locator('[data-header-carousel] img').first();
    await expect(photo).toBeVisible();
    const src = await photo.getAttribute('src');
    expect(src, projectId).toMatch(/^\/examples\/[a-z0-9-]+\.webp$/);
    sources.add(src ?? '');
    // The picture really loads (a broken path would decode to nothing).
    expect(await photo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
    // It is served by the app itself, whatever the upload storage, as an image.
    const res = await page.request.get(src ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
  }
  expect(sources.size).toBe(EXAMPLES.length);
});

test('on a desktop the header spans the page: title and links on one row over the photo', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await openExample(page, 'example-paris');
  const header = page.getByRole('banner');
  const title = header.getByRole('heading', { level: 1 });
  const links = header.getByRole('navigation', { name: 'Links from your host' });
  await expect(title).toHaveText('Paris, Mes Amies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The dates the events span, next to the byline.
  await expect(header.getByText(/^[A-Z][a-z]+ \d{1,2}(, \d{4})? – .+\d{4}$/)).toBeVisible();

  const content = await title.locator('xpath=../..').boundingBox();
  const titleBox = await title.boundingBox();
  const linksBox = await links.boundingBox();
  const headerBox = await header.boundingBox();
  if (!content || !titleBox || !linksBox || !headerBox) throw new Error('header not laid out');
  expect(content.width).toBeGreaterThan(900);
  // The photo is full-bleed: the header is as wide as the window.
  expect(headerBox.width).toBe(1280);
  // Title on the left, links on the right, on one row (their boxes overlap vertically).
  expect(linksBox.x).toBeGreaterThan(titleBox.x + titleBox.width);
  expect(linksBox.y).toBeLessThan(titleBox.y + titleBox.height + 40);
  expect(linksBox.y + linksBox.height).toBeGreaterThan(titleBox.y);
  // The photo fills the header behind the text.
  const photo = await page.locator('[data-header-carousel]').boundingBox();
  expect(photo?.width).toBe(1280);
  expect(photo?.height).toBeCloseTo(headerBox.height, 0);
  // The list below lines up with the header's content.
  const main = await page.locator('#main').boundingBox();
  expect(Math.abs((main?.x ?? 0) - content.x)).toBeLessThan(1);

  // Scrolling keeps the title bar (title, links, tabs) and lets the photo band go.
  await page.mouse.wheel(0, 800);
  await expect.poll(async () => (await title.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(-100);
  const stuck = await title.boundingBox();
  expect(stuck?.y).toBeLessThan(40);
  await expect(header.getByRole('tab', { name: 'List' })).toBeInViewport();
  await checkA11y(page);
});

test('on a desktop an itinerary without photos gets the wide header too', async ({ browser }) => {
  const organiser = await newClient(browser);
  await organiser.page.setViewportSize({ width: 1280, height: 860 });
  const project = await createItinerary(organiser.context, 'Desk Layout Weekend');
  await organiser.context.request.post(`/api/projects/${project.projectId}/events`, {
    data: { title: 'Arrive', datetime: new Date(Date.now() + 5 * 86_400_000).toISOString() },
  });
  await organiser.page.goto(`/project/${project.projectId}`);
  const header = organiser.page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1, name: 'Desk Layout Weekend' })).toBeVisible();
  await expect(organiser.page.locator('[data-header-carousel]')).toHaveCount(0);
  const content = await header.getByRole('heading', { level: 1 }).locator('xpath=../..').boundingBox();
  expect(content?.width).toBeGreaterThan(900);
  await organiser.context.close();
});

test('on a phone nothing sticks out sideways, with or without photos', async ({ browser, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const projectId of ['example-wedding', 'example-paris', 'example-reunion']) {
    await openExample(page, projectId);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The title and the links fit the window.
    for (const box of [
      await page.getByRole('heading', { level: 1 }).boundingBox(),
      await page.getByRole('navigation', { name: 'Links from your host' }).boundingBox(),
    ]) {
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
  }
  const organiser = await newClient(browser);
  await organiser.page.setViewportSize({ width: 390, height: 844 });
  const project = await createItinerary(organiser.context, 'A Rather Long Itinerary Name For A Small Phone Screen');
  await organiser.page.goto(`/project/${project.projectId}`);
  await expect(organiser.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(organiser.page);
  await organiser.context.close();
});

/** How many px of the viewport the bars at the top and bottom cover. */
function barsHeight(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header.itinerary-header')!.getBoundingClientRect();
    const footer = document.querySelector('footer')!.getBoundingClientRect();
    return Math.max(0, header.bottom) + Math.max(0, window.innerHeight - footer.top);
  });
}

test('on a phone the header collapses on scroll: the bars take less than 15 % of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const projectId of ['example-wedding', 'example-reunion']) {
    await openExample(page, projectId);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // At the top the whole header shows.
    expect(await barsHeight(page)).toBeGreaterThan(844 * 0.15);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => barsHeight(page)).toBeLessThan(844 * 0.15);
    // The tabs stay in reach.
    const tabs = (await page.getByRole('navigation', { name: 'Itinerary views' }).boundingBox())!;
    expect(tabs.y).toBeGreaterThanOrEqual(-1);
    await page.screenshot({ path: test.info().outputPath(`collapsed-${projectId}.png`) });
    // Back at the top, the title shows again.
    await page.mouse.wheel(0, -3000);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  }
  // A wide window keeps the title bar.
  await page.setViewportSize({ width: 1280, height: 860 });
  await openExample(page, 'example-reunion');
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});
