// /metrics (docs/decisions/046): absent by default, open with METRICS_ENABLED=true, only for the
// Bearer of METRICS_TOKEN when that is set; what it shows after a guest's post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { expectError } from '../../../test/factories.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { processPendingMedia } from '../media/media.worker.js';
import { createPostEvent, fixturePart, formBody, textFields } from '../share/share-posts.test-support.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

/** The value of one series in the exposition text, or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the metrics guard', () => {
  it('has no /metrics unless configured', async () => {
    const t = await appWith({});
    expectError(await t.app.inject({ url: '/metrics' }), 404, 'ROUTE_NOT_FOUND');
  });

  it('with a token, answers only its Bearer', async () => {
    const t = await appWith({ METRICS_TOKEN: TOKEN });
    expectError(await t.app.inject({ url: '/metrics' }), 401, 'UNAUTHORIZED');
    const wrong = { authorization: `Bearer ${TOKEN.replace('0', '1')}` };
    expectError(await t.app.inject({ url: '/metrics', headers: wrong }), 401, 'UNAUTHORIZED');
    const right = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain');
  });

  it('refuses a token too short to be one', async () => {
    await expect(appWith({ METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN/);
  });
});

describe('what /metrics shows', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    t = await appWith({ METRICS_ENABLED: 'true' });
  });

  it('counts a guest post: its bytes, its route pattern, its photo waiting and then done', async () => {
    const event = await createPostEvent(t);
    const { payload, contentType } = await formBody([
      ...textFields(event),
      await fixturePart('photo.png'),
      await fixturePart('photo-exif.jpg'),
    ]);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/share/${event.qr.hash}/posts`,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await t.app.inject({ url: `/api/share/${event.qr.hash}` })).statusCode).toBe(200);

    let text = await scrape();
    expect(sample(text, 'hatira_upload_bytes_total{kind="post"}')).toBe(payload.length);
    expect(sample(text, 'hatira_media_jobs{state="waiting"}')).toBe(2);
    expect(sample(text, 'hatira_queue_depth{queue="media"}')).toBe(2);
    const page =
      'hatira_http_request_duration_seconds_count{method="GET",route="/api/share/:hash",status_code="200"}';
    expect(sample(text, page)).toBe(1);
    expect(text).not.toContain(event.qr.hash); // a pattern per route, never a guest's address
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    for (const status of ['queued', 'running', 'failed'])
      expect(sample(text, `hatira_jobs{status="${status}"}`)).toBeGreaterThanOrEqual(0);

    expect(await processPendingMedia(t, { retryDelayMs: 0 })).toBe(2);
    text = await scrape();
    expect(sample(text, 'hatira_media_jobs{state="waiting"}')).toBe(0);
    expect(sample(text, 'hatira_queue_depth{queue="media"}')).toBe(0);
  });

  it('counts due jobs in the queue depth, not those waiting for a later time', async () => {
    const depth = async () => sample(await scrape(), 'hatira_queue_depth{queue="jobs"}')!;
    const queued = async () => sample(await scrape(), 'hatira_jobs{status="queued"}')!;
    const [depthBefore, queuedBefore] = [await depth(), await queued()];
    await enqueueJob(t.db, { type: 'metrics.test' });
    await enqueueJob(t.db, { type: 'metrics.test', runAt: new Date(Date.now() + 60 * 60_000) });
    expect(await depth()).toBe(depthBefore + 1);
    expect(await queued()).toBe(queuedBefore + 2);
  });
});
