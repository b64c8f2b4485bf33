import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrCode } from '@hatira/shared/qr-codes';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, registerSubscriber } from '../../../test/factories.js';
import { decodeQrPng as decodePng } from '../../../test/qr.js';

let t: TestApp;
let owner: { accessToken: string };
let qrCode: QrCode;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerSubscriber(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/qr-codes',
    headers: bearer(owner.accessToken),
    payload: { title: 'Ayşe & Mehmet' },
  });
  qrCode = created.json();
});
afterAll(() => t.close());

const image = (query: string, token = owner.accessToken) =>
  t.app.inject({ url: `/api/qr-codes/${qrCode.id}/image${query}`, headers: bearer(token) });

describe('GET /api/qr-codes/{id}/image', () => {
  it('draws a PNG that a scanner reads as the share page address', async () => {
    const response = await image('?size=600');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`inline; filename="hatira-${qrCode.hash}.png"`);
    const { text, width } = decodePng(response.rawPayload);
    expect(text).toBe(`http://hatira.test/s/${qrCode.hash}`);
    expect(width).toBe(600);
  });

  it('draws an SVG, and offers either as a download', async () => {
    const response = await image('?format=svg&download=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="hatira-${qrCode.hash}.svg"`);
    expect(response.body).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
  });

  it('refuses an unknown format or size with field errors', async () => {
    const response = await image('?format=gif&size=20');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['format', 'size']);
  });

  it("answers 404 for another subscriber's event", async () => {
    const stranger = await registerSubscriber(t.app);
    const response = await image('', stranger.accessToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
