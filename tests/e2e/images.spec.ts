/**
 * Header images in Chromium: upload through the
 * file picker, crop with the keyboard, see the photos in a guest's header, reorder by drag and
 * by button, preview in the lightbox, remove; the refusals of a wrong or too large file.
 */
import { createClient } from '@libsql/client';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { UPLOAD_MAX_PIXELS } from '../../src/lib/limits';
import { workerStack } from '../support/e2e-stack';
import { checkA11y, createItinerary, dragByHandle, expect, newClient, test } from './fixtures';

const dbUrl = workerStack.dbUrl;

async function markPaid(projectId: string) {
  const db = createClient({ url: dbUrl });
  await db.execute({ sql: 'update projects set is_paid = 1 where project_id = ?', args: [projectId] });
  db.close();
}

/** A landscape picture (sky, sun, hills) as PNG or JPEG. */
async function picture(name: string, sky: string, sun: string, format: 'png' | 'jpeg' = 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="${sky}"/><circle cx="850" cy="300" r="110" fill="${sun}"/><path d="M0 620 L300 420 L600 600 L900 380 L1200 600 L1200 800 L0 800Z" fill="#1f2937"/></svg>`;
  const image = sharp(Buffer.from(svg));
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

const card = (page: Page) => page.getByRole('region', { name: 'Header Image' });
const rows = (page: Page) => card(page).locator('[data-image-row]');
const carouselImages = (page: Page) => page.locator('[data-header-carousel] img');

/** The upload flow without the UI: upload URL, PUT, save; returns the saved URLs. */
async function uploadThroughApi(context: BrowserContext, projectId: string, files: { mimeType: string; buffer: Buffer }[]) {
  const pending: string[] = [];
  for (const file of files) {
    const res = await context.request.post(`/api/projects/${projectId}/images/upload-url`, { data: { contentType: file.mimeType, size: file.buffer.length } });
    const { uploadURL, publicUrl } = (await res.json()) as { uploadURL: string; publicUrl: string };
    expect((await context.request.put(uploadURL, { data: file.buffer, headers: { 'content-type': file.mimeType } })).status()).toBe(200);
    pending.push(publicUrl);
  }
  const saved = await context.request.post(`/api/projects/${projectId}/images`, { data: { imageUrls: pending } });
  return ((await saved.json()) as { project: { headerImages: string[] } }).project.headerImages;
}

async function enterAdmin(page: Page, projectId: string) {
  await page.goto(`/project/${projectId}`);
  // A click before the page has hydrated does nothing: try again until admin mode shows.
  await expect(async () => {
    const adminButton = page.getByRole('button', { name: 'Admin' });
    if (await adminButton.isVisible()) await adminButton.click({ timeout: 1000 });
    await page.getByRole('button', { name: 'Customize' }).click({ timeout: 2000 });
    await expect(card(page)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Axe with no toast up, so each check sees the dialog under test alone. A toast under a modal
 * cannot be clicked away, so this waits for it to time out (TOAST_DURATION_MS, 5 s).
 */
/** An organiser's browser in admin mode on a new paid itinerary named `name`. */
async function paidItineraryInAdmin(browser: Browser, name: string) {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, name);
  await markPaid(project.projectId);
  await enterAdmin(organiser.page, project.projectId);
  return { organiser, project, page: organiser.page };
}

async function a11yWithoutToast(page: Page) {
  await expect(page.getByRole('list', { name: 'Notifications (F8)' }).locator('li')).toHaveCount(0, { timeout: 10_000 });
  await checkA11y(page);
}

/** Drops a row just above the bottom edge of another. */
const dragRow = (page: Page, from: Locator, onto: Locator) => dragByHandle(page, from, onto, '[data-drag-handle]', (box) => box.y + box.height - 4);

test('an organiser uploads and crops photos and reorders them by button and drag; a guest’s header follows', async ({ page, browser }) => {
  const { organiser, project, page: admin } = await paidItineraryInAdmin(browser, 'Photo Weekend');
  await expect(card(admin).getByText('0 / 5')).toBeVisible();

  // Hold the PUT a moment, so 'Uploading...' can be seen.
  await admin.route('**/uploads/pending/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  await card(admin).getByLabel('Upload header images').setInputFiles(await picture('sunset-over-the-hills.png', '#fb923c', '#fde047'));
  const crop = admin.getByRole('dialog', { name: 'Crop Image' });
  await expect(crop.getByText('sunset-over-the-hills.png')).toBeVisible();
  const box = admin.locator('.cropper-crop-box');
  await expect(box).toBeVisible();
  await expect(crop.getByRole('button', { name: 'Crop & Upload' })).toBeEnabled();
  await a11yWithoutToast(admin);

  // Keyboard nudges: Ctrl+→ moves 100 px but stops at the image's edge (viewMode 1).
  const area = crop.locator('[data-crop-area]');
  await area.focus();
  const image = (await admin.locator('.cropper-canvas').boundingBox())!;
  const start = (await box.boundingBox())!;
  await admin.keyboard.press('Control+ArrowRight');
  await admin.keyboard.press('Control+ArrowRight');
  const atEdge = (await box.boundingBox())!;
  expect(atEdge.x).toBeGreaterThan(start.x);
  expect(atEdge.x + atEdge.width).toBeLessThanOrEqual(image.x + image.width + 1);
  await admin.keyboard.press('Shift+ArrowLeft');
  const shifted = (await box.boundingBox())!;
  expect(atEdge.x - shifted.x).toBeGreaterThan(1);
  expect(atEdge.x - shifted.x).toBeLessThan(6);
  await admin.keyboard.press('ArrowUp');
  expect((await box.boundingBox())!.y).toBeLessThan(shifted.y);

  await crop.getByRole('button', { name: 'Crop & Upload' }).click();
  await expect(crop.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(crop).toBeHidden();
  await expect(admin.getByText('Images updated')).toBeVisible();
  await expect(rows(admin)).toHaveCount(1);
  // The name is shortened in the list; the whole name is its tooltip.
  await expect(rows(admin).first()).toContainText('sunset-over…-hills.jpg');
  await expect(rows(admin).first().getByTitle('sunset-over-the-hills.jpg')).toBeVisible();
  await expect(card(admin).getByText('Image Carousel Active')).toHaveCount(0);

  // A second photo, kept whole.
  await card(admin).getByLabel('Upload header images').setInputFiles(await picture('lake.jpg', '#38bdf8', '#f8fafc', 'jpeg'));
  await crop.getByRole('button', { name: 'Use Original' }).click();
  await expect(crop).toBeHidden();
  await expect(rows(admin)).toHaveCount(2);
  await expect(card(admin).getByText('Image Carousel Active')).toBeVisible();
  await expect(card(admin).getByText('2 / 5')).toBeVisible();
  const [first, second] = await rows(admin).evaluateAll((els) => els.map((el) => el.getAttribute('data-src')));
  expect(first).toMatch(/^\/uploads\/projects\/\w+\/[\w-]+\.jpg$/);

  // A guest sees both photos in the header, in that order.
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  await expect(carouselImages(page)).toHaveCount(2);
  await expect(carouselImages(page).first()).toHaveAttribute('src', first!);
  expect(await carouselImages(page).first().evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);

  // Reorder by button, then back by drag; the guest's header follows live.
  await card(admin).getByRole('button', { name: 'Move image 2 up' }).click();
  await expect(rows(admin).first()).toHaveAttribute('data-src', second!);
  await expect(carouselImages(page).first()).toHaveAttribute('src', second!);
  await expect(card(admin).getByRole('button', { name: 'Move image 2 up' })).toBeEnabled();
  await dragRow(admin, rows(admin).first(), rows(admin).nth(1));
  await expect(rows(admin).first()).toHaveAttribute('data-src', first!);
  await expect(carouselImages(page).first()).toHaveAttribute('src', first!);

  await organiser.context.close();
});

test('a large phone photo is shrunk in the browser before it is sent, kept whole or cropped, upright', async ({ browser }) => {
  const { organiser, page } = await paidItineraryInAdmin(browser, 'Big Photo Trip');
  // The size and type of every picture the browser PUTs.
  const sent: { width?: number | undefined; height?: number | undefined; format?: string | undefined }[] = [];
  await page.route('**/uploads/pending/**', async (route) => {
    const { width, height, format } = await sharp(route.request().postDataBuffer()!).metadata();
    sent.push({ width, height, format });
    await route.continue();
  });
  // A 12-megapixel phone photo, stored on its side with EXIF orientation 6 (shown 3024 × 4032).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4032" height="3024"><rect width="4032" height="3024" fill="#38bdf8"/><circle cx="2800" cy="1000" r="400" fill="#fde047"/></svg>`;
  const photo = { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).withMetadata({ orientation: 6 }).jpeg().toBuffer() };
  const crop = page.getByRole('dialog', { name: 'Crop Image' });

  await card(page).getByLabel('Upload header images').setInputFiles(photo);
  await expect(crop.getByRole('button', { name: 'Crop & Upload' })).toBeEnabled();
  await crop.getByRole('button', { name: 'Use Original' }).click();
  await expect(rows(page)).toHaveCount(1);
  // Upright and as large as UPLOAD_MAX_PIXELS allows: 3024 × 4032 scaled by √(2.5 MP / 12.2 MP).
  expect(sent[0]).toEqual({ width: 1369, height: 1825, format: 'jpeg' });
  // Saved (the card takes no file while it saves).
  await expect(rows(page).first()).toHaveAttribute('data-src', /^\/uploads\/projects\//);

  await card(page).getByLabel('Upload header images').setInputFiles(photo);
  await expect(crop.getByRole('button', { name: 'Crop & Upload' })).toBeEnabled();
  await crop.getByRole('button', { name: 'Crop & Upload' }).click();
  await expect(rows(page)).toHaveCount(2);
  const cropped = sent[1]!;
  expect(cropped.format).toBe('jpeg');
  expect(cropped.width! * cropped.height!).toBeLessThanOrEqual(UPLOAD_MAX_PIXELS);
  expect(cropped.width! * cropped.height!).toBeGreaterThan(UPLOAD_MAX_PIXELS * 0.99);
  expect(cropped.height!).toBeGreaterThan(cropped.width!);

  // Stored at the size sent: within HEADER_IMAGE_MAX_SIDE, so not shrunk again.
  await expect(rows(page).nth(1)).toHaveAttribute('data-src', /^\/uploads\/projects\//);
  const stored = await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-src')!));
  for (const [i, url] of stored.entries()) {
    const meta = await sharp(await (await page.request.get(url)).body()).metadata();
    expect([meta.width, meta.height]).toEqual([sent[i]!.width, sent[i]!.height]);
  }
  await organiser.context.close();
});

test('the lightbox steps with arrows and dots, wraps, moves on by itself and closes on Escape; removing updates the guest', async ({ page, browser }) => {
  const organiser = await newClient(browser);
  const project = await createItinerary(organiser.context, 'Lightbox Trip');
  await markPaid(project.projectId);
  const [first, second] = await uploadThroughApi(organiser.context, project.projectId, [
    await picture('dunes.png', '#fcd34d', '#fff7ed'),
    await picture('harbour.png', '#0369a1', '#fef08a'),
  ]);
  await page.goto(`/access/${project.projectId}?code=${project.accessCode}`);
  await page.waitForURL(`**/project/${project.projectId}`);
  await expect(carouselImages(page)).toHaveCount(2);
  const admin = organiser.page;
  await enterAdmin(admin, project.projectId);
  await expect(rows(admin)).toHaveCount(2);

  // The lightbox: counter, arrows with wrap-around, dots, Escape.
  await card(admin).getByRole('button', { name: 'Preview image 1' }).click();
  const lightbox = admin.getByRole('dialog', { name: 'Header Image Preview' });
  const counter = lightbox.locator('[data-counter]');
  await expect(counter).toHaveText('1 / 2');
  // The pointer on the picture holds the slider still while the keys are tried.
  await lightbox.locator('[data-lightbox]').hover();
  await a11yWithoutToast(admin);
  await expect(counter).toHaveText('1 / 2');
  await admin.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 2');
  await admin.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 2');
  await admin.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('2 / 2');
  await lightbox.getByRole('button', { name: 'Show image 1' }).click();
  await expect(counter).toHaveText('1 / 2');
  await lightbox.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText('2 / 2');
  // It moves on by itself too, wrapping to the first.
  await admin.mouse.move(2, 2);
  await expect(counter).toHaveText('1 / 2', { timeout: 6000 });
  await admin.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // Remove the first photo: one left, no carousel.
  await card(admin).getByRole('button', { name: 'Remove image 1' }).click();
  await expect(rows(admin)).toHaveCount(1);
  await expect(rows(admin).first()).toHaveAttribute('data-src', second!);
  await expect(card(admin).getByText('Image Carousel Active')).toHaveCount(0);
  await expect(carouselImages(page)).toHaveCount(1);
  expect((await page.request.get(first!)).status()).toBe(404);

  await organiser.context.close();
});

test('file refusals: not an image, over 10MB, more than 5 (extra files not added)', async ({ browser }) => {
  const { organiser, page } = await paidItineraryInAdmin(browser, 'Too Many Photos');
  const input = card(page).getByLabel('Upload header images');
  const crop = page.getByRole('dialog', { name: 'Crop Image' });

  // Cancel drops the picked photo.
  await input.setInputFiles(await picture('maybe.png', '#94a3b8', '#fff'));
  await crop.getByRole('button', { name: 'Cancel' }).click();
  await expect(crop).toBeHidden();
  await expect(rows(page)).toHaveCount(0);

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('Please select an image file.')).toBeVisible();
  await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.getByText('Please select an image smaller than 10MB.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Crop Image' })).toHaveCount(0);

  // Six at once: five go through the crop dialog one by one, the sixth is dropped.
  const colors = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7', '#ec4899'];
  await input.setInputFiles(await Promise.all(colors.map((c, i) => picture(`photo-${i + 1}.png`, c, '#fff'))));
  for (let i = 1; i <= 5; i++) {
    await expect(crop.getByText(`Image ${i} of 5`)).toBeVisible();
    await crop.getByRole('button', { name: 'Use Original' }).click();
    await expect(rows(page)).toHaveCount(i);
  }
  await expect(crop).toBeHidden();
  await expect(page.getByText('You can only upload up to 5 images. Extra images were not added.')).toBeVisible();
  await expect(card(page).getByText('5 / 5')).toBeVisible();

  await card(page).getByRole('button', { name: 'Add images' }).click();
  await expect(page.getByText('You can only upload up to 5 images.', { exact: true })).toBeVisible();
  await a11yWithoutToast(page);
  await organiser.context.close();
});
