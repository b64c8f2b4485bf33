// Uploads that survive a venue's network (issue 15, docs/decisions/056), on a phone: three real
// photos of a few MB each go up on a slow uplink while the connection drops and comes back, and
// arrive once; a tab closed mid-upload is offered again on the event page, continues from the
// bytes the browser kept in IndexedDB and the server's offsets, and the post exists once.
import http from 'node:http';
import { expect, test, devices, type APIRequestContext, type Page, type Request } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, registerThroughApi } from './support';

const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7, locale: 'tr-TR' });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A host with a plan in force (granted by the admin) and an event page: its hash and the host's token. */
async function event(request: APIRequestContext) {
  const host = await registerThroughApi(request);
  const hostToken = await signIn(request, host.email, host.password);
  const adminToken = await signIn(request, ADMIN.email, ADMIN.password);
  const me = (await (await request.get('/api/auth/me', { headers: bearer(hostToken) })).json()) as {
    userData: { id: string };
  };
  const plans = (await (
    await request.get('/api/subscription-plans?type=individual', { headers: bearer(adminToken) })
  ).json()) as { items: { id: string }[] };
  const granted = await request.post('/api/subscriptions', {
    headers: bearer(adminToken),
    data: { userId: me.userData.id, planId: plans.items[0]!.id, status: 'active' },
  });
  expect(granted.status()).toBe(201);
  const created = await request.post('/api/qr-codes', {
    headers: bearer(hostToken),
    data: { title: 'Elif & Kerem' },
  });
  expect(created.status()).toBe(201);
  const qr = (await created.json()) as { id: string; hash: string };
  return { hostToken, qr };
}

/** The event's posts as the host sees them, with their media. */
async function postsOf(request: APIRequestContext, hostToken: string, qrCodeId: string) {
  const response = await request.get(`/api/posts?qrCodeId=${qrCodeId}`, { headers: bearer(hostToken) });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as { items: { guestName: string; media: { originalFilename: string }[] }[] }
  ).items;
}

/** Three different real JPEGs of about 4 MB each (noise does not compress): one tus piece each. */
async function photos() {
  return Promise.all(
    ['dans.jpg', 'pasta.jpg', 'nikah.jpg'].map(async (name) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: {
          width: 2400,
          height: 1800,
          channels: 3,
          noise: { type: 'gaussian', mean: 128, sigma: 50 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer(),
    })),
  );
}

/**
 * A phone's slow uplink for the uploads: each PATCH reaches the server at `bytesPerSecond`, and a
 * request the page drops (offline, a closed tab) is cut there, mid-body, as a lost connection cuts
 * it; what arrived stays on the server. (Chromium's own throttling delays the answers to uploads,
 * not their bytes: the server would have them all.) Returns the bytes each upload has received.
 */
async function slowUplink(page: Page, bytesPerSecond: number) {
  const delivered = new Map<string, number>();
  const cuts = new Set<() => void>();
  page.on('close', () => {
    for (const cut of cuts) cut();
  });
  await page.route(/\/api\/share\/[^/]+\/uploads\/[0-9a-f]+$/, async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    const id = new URL(request.url()).pathname.split('/').pop()!;
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const headers = Object.fromEntries(
      Object.entries(request.headers()).filter(([name]) =>
        ['tus-resumable', 'upload-offset', 'content-type', 'x-album-token', 'x-guest-key'].includes(name),
      ),
    );
    const answer = await new Promise<{
      status: number;
      headers: Record<string, string>;
      body: Buffer;
    } | null>((resolve) => {
      const upstream = http.request(request.url(), { method: 'PATCH', headers }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 500,
            headers: response.headers as Record<string, string>,
            body: Buffer.concat(parts),
          }),
        );
      });
      let timer: NodeJS.Timeout | undefined;
      const cut = () => {
        clearTimeout(timer);
        upstream.destroy();
        resolve(null);
      };
      const dropped = (failed: Request) => {
        if (failed === request) cut();
      };
      cuts.add(cut);
      page.on('requestfailed', dropped);
      upstream.on('error', () => resolve(null));
      upstream.on('close', () => {
        clearTimeout(timer);
        cuts.delete(cut);
        page.off('requestfailed', dropped);
      });
      // a tenth of a second's bytes at a time
      const piece = Math.max(1024, Math.floor(bytesPerSecond / 10));
      let at = 0;
      const next = () => {
        if (at >= body.length) return void upstream.end();
        const part = body.subarray(at, at + piece);
        at += part.length;
        upstream.write(part, () => delivered.set(id, (delivered.get(id) ?? 0) + part.length));
        timer = setTimeout(next, 100);
      };
      next();
    });
    if (!answer) return route.abort('connectionreset').catch(() => undefined);
    await route.fulfill(answer).catch(() => undefined); // (the page may have dropped it meanwhile)
  });
  return delivered;
}

/** The tus requests a page makes: method, upload id and offset. */
function tusRequests(page: Page) {
  const seen: { method: string; id: string; offset: number }[] = [];
  page.on('request', (request: Request) => {
    const match = /\/uploads(?:\/([^/?]+))?/.exec(request.url());
    if (!match || !request.url().includes('/api/share/')) return;
    seen.push({
      method: request.method(),
      id: match[1] ?? '',
      offset: Number(request.headers()['upload-offset'] ?? 0),
    });
  });
  return seen;
}

/** Every file has at least `bytes` on the server (and none is finished). */
async function midUpload(delivered: Map<string, number>, bytes: number) {
  await expect
    .poll(() => [...delivered.values()].filter((sent) => sent >= bytes).length, { timeout: 30_000 })
    .toBe(3);
}

async function startSharing(page: Page, hash: string) {
  await page.goto(`/s/${hash}/post`);
  await page.getByLabel('Fotoğraf veya video seç').setInputFiles(await photos());
  await expect(page.getByRole('list', { name: 'Seçilen dosyalar' }).getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Adınız').fill('Deniz');
  await page.getByLabel('Mesajınız (isteğe bağlı)').fill('Nice mutlu yıllara!');
  await page.getByRole('button', { name: 'Paylaş', exact: true }).tap();
}

test('three photos go up while the connection drops and comes back, and arrive once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { hostToken, qr } = await event(request);
  const tus = tusRequests(page);
  const delivered = await slowUplink(page, 300 * 1024);
  await startSharing(page, qr.hash);

  // mid-way: a megabyte of every file is on the server, none is finished
  await midUpload(delivered, 1024 * 1024);
  await page.context().setOffline(true);
  const waiting = page.getByText('Bağlantı bekleniyor — yüklemeler kaldığı yerden devam edecek');
  await expect(waiting).toBeVisible();
  await expect(page.getByText('Bağlantı bekleniyor', { exact: true })).toHaveCount(3);
  await page.waitForTimeout(1500); // a while without a connection, as in a hall

  await page.context().setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('dialog', { name: 'Başarılı' })).toBeVisible({ timeout: 60_000 });

  // each file continued its own upload from the server's offset: asked (HEAD), then sent from there
  expect(tus.filter((r) => r.method === 'POST')).toHaveLength(3);
  const ids = new Set(tus.filter((r) => r.method === 'PATCH').map((r) => r.id));
  expect(ids.size).toBe(3);
  for (const id of ids) {
    expect(tus.filter((r) => r.method === 'HEAD' && r.id === id).length).toBeGreaterThanOrEqual(1);
    expect(tus.some((r) => r.method === 'PATCH' && r.id === id && r.offset >= 1024 * 1024)).toBe(true);
  }
  const posts = await postsOf(request, hostToken, qr.id);
  expect(posts).toHaveLength(1);
  expect(posts[0]!.guestName).toBe('Deniz');
  expect(posts[0]!.media.map((m) => m.originalFilename).sort()).toEqual([
    'dans.jpg',
    'nikah.jpg',
    'pasta.jpg',
  ]);
});

test('a tab closed mid-upload is offered again on the event page and finishes; the post exists once', async ({
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { hostToken, qr } = await event(request);

  const first = await context.newPage();
  const firstTus = tusRequests(first);
  const delivered = await slowUplink(first, 300 * 1024);
  await startSharing(first, qr.hash);
  await midUpload(delivered, 1024 * 1024);
  await first.close();
  expect(firstTus.filter((r) => r.method === 'POST')).toHaveLength(3);
  expect(await postsOf(request, hostToken, qr.id)).toHaveLength(0);

  // the guest scans the QR code again: the event page offers what was left
  const second = await context.newPage();
  const secondTus = tusRequests(second);
  await second.goto(`/s/${qr.hash}`);
  const offer = second.getByRole('region', { name: 'Yarım kalan yüklemeler' });
  await expect(offer).toContainText('Yarım kalan 3 yükleme var');
  await offer.getByRole('link', { name: 'Devam et' }).tap();

  // it goes on by itself, with the name and message of the post
  await expect(second.getByRole('dialog', { name: 'Başarılı' })).toBeVisible({ timeout: 60_000 });
  // the bytes came from the browser's store (IndexedDB), and each upload went on where it was
  expect(secondTus.filter((r) => r.method === 'POST')).toHaveLength(0);
  expect(secondTus.filter((r) => r.method === 'HEAD')).toHaveLength(3);
  const continued = secondTus.filter((r) => r.method === 'PATCH');
  expect(continued).toHaveLength(3);
  expect(continued.every((r) => r.offset >= 1024 * 1024)).toBe(true);

  const posts = await postsOf(request, hostToken, qr.id);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ guestName: 'Deniz', message: 'Nice mutlu yıllara!' });
  expect(posts[0]!.media).toHaveLength(3);

  // nothing is offered any more
  await second.goto(`/s/${qr.hash}`);
  await expect(second.getByRole('heading', { level: 1, name: 'Elif & Kerem' })).toBeVisible();
  await expect(second.getByRole('region', { name: 'Yarım kalan yüklemeler' })).toHaveCount(0);
});
