// The catalogue through the API: categories and designs as the admin keeps them and a buyer sees
// them (active only), the boxes checked against the page, the background upload with its screen
// copy and preview, and the store's product list.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintCategory, PrintDesign, Product } from '@hatira/shared/printing';
import { backgroundDpi } from '@hatira/shared/printing';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { adminToken, createOwner, expectError, type TestOwner } from '../../../test/factories.js';
import { seedCatalogue } from '../bills/bills.test-support.js';
import {
  createCategory,
  createDesign,
  makeBackground,
  placeOrder,
  printingApi,
  TABLE_CARD,
} from './printing.test-support.js';

let t: TestApp;
let api: ReturnType<typeof printingApi>;
let admin: string;
let buyer: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  api = printingApi(t);
  await seedCatalogue(t);
  admin = await adminToken(t);
  buyer = await createOwner(t);
});
afterAll(() => t.close());

const storedFiles = async (folder: string) =>
  readdir(path.join(t.dataDir, 'media', folder)).catch(() => [] as string[]);

describe('categories', () => {
  it('are kept by the admin; buyers see the active ones with the designs they can order', async () => {
    const shown = await createCategory(t, {
      name: 'Davetiye kartları',
      sortOrder: 2,
      description: 'Özel günler',
    });
    const hidden = await createCategory(t, { name: 'Eski seri', sortOrder: 1, isActive: false });
    await createDesign(t, { categoryId: shown.id, background: null });
    await createDesign(t, {
      categoryId: shown.id,
      background: null,
      body: { name: 'Kapalı', isActive: false },
    });

    const asAdmin = await api.call(admin, 'GET', '/api/printing/categories?q=seri');
    expect(asAdmin.json()).toMatchObject({ total: 1, items: [{ id: hidden.id, isActive: false }] });
    const all = (await api.call(admin, 'GET', '/api/printing/categories?itemsPerPage=100')).json();
    expect(all.items.find((c: PrintCategory) => c.id === shown.id).designCount).toBe(2);

    const asBuyer = (await api.call(buyer.token, 'GET', '/api/printing/categories?itemsPerPage=100')).json();
    const ids = asBuyer.items.map((c: PrintCategory) => c.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(asBuyer.items.find((c: PrintCategory) => c.id === shown.id).designCount).toBe(1);
    expectError(
      await api.call(buyer.token, 'GET', `/api/printing/categories/${hidden.id}`),
      404,
      'NOT_FOUND',
    );

    const patched = await api.call(admin, 'PATCH', `/api/printing/categories/${hidden.id}`, {
      name: 'Yeni seri',
    });
    expect(patched.json()).toMatchObject({ name: 'Yeni seri', sortOrder: 1, isActive: false });
  });

  it('refuses a blank name, and deleting a category that still has designs', async () => {
    const blank = await api.call(admin, 'POST', '/api/printing/categories', { name: '  ' });
    expectError(blank, 400, 'VALIDATION_FAILED');
    expect(blank.json().error.fields).toEqual({ name: 'This field is required' });

    const used = await createCategory(t);
    await createDesign(t, { categoryId: used.id, background: null });
    expectError(
      await api.call(admin, 'DELETE', `/api/printing/categories/${used.id}`),
      409,
      'PRINT_CATEGORY_IN_USE',
    );
    const empty = await createCategory(t);
    expect((await api.call(admin, 'DELETE', `/api/printing/categories/${empty.id}`)).statusCode).toBe(204);
    expectError(await api.call(admin, 'GET', `/api/printing/categories/${empty.id}`), 404, 'NOT_FOUND');
  });
});

describe('designs', () => {
  it('keep millimetres to the hundredth, and refuse boxes outside the page with their fields', async () => {
    const category = await createCategory(t);
    const created = await api.call(admin, 'POST', '/api/printing/designs', {
      ...TABLE_CARD,
      categoryId: category.id,
      widthMm: 105.004,
      qrBox: { xMm: 27.456, yMm: 50, sizeMm: 50 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      widthMm: 105,
      qrBox: { xMm: 27.46 },
      categoryName: 'Masa kartları',
    });

    const outside = await api.call(admin, 'POST', '/api/printing/designs', {
      ...TABLE_CARD,
      categoryId: category.id,
      qrBox: { xMm: 80, yMm: 50, sizeMm: 50 },
      textBoxes: [TABLE_CARD.textBoxes[0], { ...TABLE_CARD.textBoxes[1], key: 'names', yMm: 140 }],
    });
    expectError(outside, 400, 'VALIDATION_FAILED');
    expect(outside.json().error.fields).toEqual({
      qrBox: 'This value is not valid',
      'textBoxes.1': 'This value is not valid',
      'textBoxes.1.key': 'This value is not valid',
    });

    // A PATCH is checked against the stored design: a smaller page leaves the boxes outside.
    const id = created.json().id as string;
    const smaller = await api.call(admin, 'PATCH', `/api/printing/designs/${id}`, { widthMm: 60 });
    expectError(smaller, 400, 'VALIDATION_FAILED');
    expect(Object.keys(smaller.json().error.fields).sort()).toEqual(['qrBox', 'textBoxes.0', 'textBoxes.1']);
    const unknownCategory = await api.call(admin, 'PATCH', `/api/printing/designs/${id}`, {
      categoryId: '0190a0a0-0000-7000-8000-000000000000',
    });
    expect(unknownCategory.json().error.fields).toEqual({ categoryId: 'This value is not valid' });
    const renamed = await api.call(admin, 'PATCH', `/api/printing/designs/${id}`, {
      name: 'Yeni ad',
      unitPrice: 990,
    });
    expect(renamed.json()).toMatchObject({ name: 'Yeni ad', unitPrice: 990, widthMm: 105 });
  });

  it('take a PNG or JPEG background: kept in full for print, a screen copy and a preview served', async () => {
    const design = await createDesign(t, { background: null });
    expect(design.previewUrl).toMatch(/^\/api\/printing\/images\/[0-9a-f]{24}\.jpg$/); // white paper, QR, texts
    const png = await makeBackground(1240, 1748, 'png');
    const uploaded = await api.upload(admin, design.id, png, 'arka plan.png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const withBackground = uploaded.json() as PrintDesign;
    expect(withBackground).toMatchObject({ backgroundWidthPx: 1240, backgroundHeightPx: 1748 });
    expect(backgroundDpi(withBackground)).toBeCloseTo(300, 0);
    expect(withBackground.previewUrl).not.toBe(design.previewUrl);

    const preview = await t.app.inject({ url: withBackground.previewUrl! });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const previewMeta = await sharp(preview.rawPayload).metadata();
    expect(previewMeta).toMatchObject({ format: 'jpeg', width: 600, height: 846 });
    const screen = await t.app.inject({ url: withBackground.backgroundUrl! });
    expect(await sharp(screen.rawPayload).metadata()).toMatchObject({ width: 1240, height: 1748 });
    expect(await storedFiles('print-backgrounds')).toHaveLength(1);

    // A new background replaces the old pair and the old preview.
    const replaced = await api.upload(admin, design.id, await makeBackground(2480, 3496));
    expect(replaced.json()).toMatchObject({ backgroundWidthPx: 2480, backgroundHeightPx: 3496 });
    expect((await t.app.inject({ url: withBackground.backgroundUrl! })).statusCode).toBe(404);
    expect((await t.app.inject({ url: withBackground.previewUrl! })).statusCode).toBe(404);
    const screenCopy = await t.app.inject({ url: replaced.json().backgroundUrl });
    expect(await sharp(screenCopy.rawPayload).metadata()).toMatchObject({ width: 1277, height: 1800 });
  });

  it('refuse a background that is not a PNG or JPEG, or larger than 20 MB, and keep nothing of it', async () => {
    const design = await createDesign(t, { background: null });
    const before = await storedFiles('print-backgrounds');
    const svg = await api.upload(
      admin,
      design.id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.png',
    );
    expectError(svg, 415, 'BACKGROUND_INVALID_TYPE', 'Please choose a PNG or JPG image.');
    const truncated = (await makeBackground(400, 400)).subarray(0, 300);
    expectError(await api.upload(admin, design.id, truncated), 415, 'BACKGROUND_INVALID_TYPE');
    const huge = Buffer.concat([await makeBackground(100, 100), Buffer.alloc(20 * 1024 * 1024)]);
    expectError(await api.upload(admin, design.id, huge), 413, 'BACKGROUND_TOO_LARGE');
    expect(await storedFiles('print-backgrounds')).toEqual(before);
    expect(
      (await api.call(admin, 'GET', `/api/printing/designs/${design.id}`)).json().backgroundUrl,
    ).toBeNull();
  });

  it('are read by buyers only while active in an active category; an ordered design cannot be deleted', async () => {
    const category = await createCategory(t, { name: 'Afişler' });
    const active = await createDesign(t, {
      categoryId: category.id,
      background: null,
      body: { name: 'Afiş A4' },
    });
    const inactive = await createDesign(t, {
      categoryId: category.id,
      background: null,
      body: { name: 'Afiş eski', isActive: false },
    });
    const list = (
      await api.call(buyer.token, 'GET', `/api/printing/designs?categoryId=${category.id}`)
    ).json();
    expect(list.items.map((d: PrintDesign) => d.name)).toEqual(['Afiş A4']);
    expectError(await api.call(buyer.token, 'GET', `/api/printing/designs/${inactive.id}`), 404, 'NOT_FOUND');
    await api.call(admin, 'PATCH', `/api/printing/categories/${category.id}`, { isActive: false });
    expectError(await api.call(buyer.token, 'GET', `/api/printing/designs/${active.id}`), 404, 'NOT_FOUND');
    await api.call(admin, 'PATCH', `/api/printing/categories/${category.id}`, { isActive: true });

    await placeOrder(t, active);
    expectError(
      await api.call(admin, 'DELETE', `/api/printing/designs/${active.id}`),
      409,
      'PRINT_DESIGN_IN_USE',
    );
    expect((await api.call(admin, 'DELETE', `/api/printing/designs/${inactive.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ url: inactive.previewUrl! })).statusCode).toBe(404);
  });
});

describe('GET /api/store/products', () => {
  it('lists the designs as products, searched, filtered, sorted and paged on the server', async () => {
    const category = await createCategory(t, { name: 'Mağaza Ürünleri' });
    const names = ['Çiçekli kart', 'Bahar kartı', 'Şık poster'];
    for (const [i, name] of names.entries())
      await createDesign(t, {
        categoryId: category.id,
        background: null,
        body: { name, unitPrice: 1000 + i * 100, isActive: i !== 1 },
      });
    const get = (query: string) =>
      api.call(admin, 'GET', `/api/store/products?categoryId=${category.id}&${query}`);

    const byPrice = (await get('sortBy=price&orderBy=desc')).json();
    expect(byPrice.total).toBe(3);
    expect(byPrice.items.map((p: Product) => p.price)).toEqual([1200, 1100, 1000]);
    expect(byPrice.items[0]).toMatchObject({
      name: 'Şık poster',
      category: 'Mağaza Ürünleri',
      status: 'Published',
      image: expect.stringMatching(/^\/api\/printing\/images\//),
    });
    expect((await get('status=Inactive')).json().items.map((p: Product) => p.name)).toEqual(['Bahar kartı']);
    expect((await get('q=kart&sortBy=name')).json().items.map((p: Product) => p.name)).toEqual([
      'Bahar kartı',
      'Çiçekli kart',
    ]);
    const paged = (await get('sortBy=name&itemsPerPage=2&page=2')).json();
    expect(paged).toMatchObject({ total: 3, items: [{ name: 'Şık poster' }] });
    expectError(await get('sortBy=colour'), 400, 'VALIDATION_FAILED');
  });
});
