// The mails a user can turn off: "posts await approval" (debounced per event) and "subscription
// ends soon" (once per subscription), each only when the user's preference is on, in their language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, registerSubscriber, signIn } from '../../../test/factories.js';
import { mailsTo } from '../../../test/mail.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import {
  createPostEvent,
  distinctPhotoPart,
  postForm,
  textFields,
  type PostEvent,
} from '../share/share-posts.test-support.js';
import { sendExpiryReminders } from './expiry-reminders.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function ownerEmail(token: string): Promise<string> {
  return (await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json().email as string;
}

async function setPreferences(token: string, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function setNotifications(token: string, body: Record<string, boolean>) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/api/profile/notifications',
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Each post a photo of its own: the same photo twice in an album would be a duplicate. */
let photos = 0;
async function guestPost(event: PostEvent) {
  const response = await postForm(t, event.qr.hash, [
    ...textFields(event),
    await distinctPhotoPart(photos++),
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { post: { status: string } };
}

describe('"posts await your approval" mail', () => {
  it('mails the owner when a post lands as pending, at most once per event an hour', async () => {
    const event = await createPostEvent(t, { qr: { approvalRequired: true, title: 'Ayşe & Can' } });
    const email = await ownerEmail(event.ownerToken);
    expect((await guestPost(event)).post.status).toBe('pending');
    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toBe('“Ayşe & Can” etkinliğinde onay bekleyen paylaşım var');
    expect(mail?.text).toContain('http://hatira.test/medias');
    expect(mail?.text).toContain('http://hatira.test/pages/account-settings/notification');

    await guestPost(event);
    expect(await mailsTo(t, email)).toHaveLength(1);

    // an hour later the next pending post is mailed again
    await t.db
      .update(qrCodes)
      .set({ pendingNotifiedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(qrCodes.id, event.qr.id));
    await guestPost(event);
    expect(await mailsTo(t, email)).toHaveLength(2);
  });

  it('writes in the owner’s language and sends nothing for published posts', async () => {
    const event = await createPostEvent(t, { qr: { approvalRequired: true, title: 'Hochzeit' } });
    await setPreferences(event.ownerToken, { language: 'de' });
    await guestPost(event);
    const email = await ownerEmail(event.ownerToken);
    expect((await mailsTo(t, email))[0]?.subject).toBe('Beiträge bei „Hochzeit“ warten auf Ihre Freigabe');

    const open = await createPostEvent(t, { qr: { approvalRequired: false } });
    expect((await guestPost(open)).post.status).toBe('published');
    expect(await mailsTo(t, await ownerEmail(open.ownerToken))).toHaveLength(0);
  });

  it('sends nothing when the owner turned these mails off', async () => {
    const event = await createPostEvent(t, { qr: { approvalRequired: true } });
    await setNotifications(event.ownerToken, { notifyPendingPosts: false });
    expect((await guestPost(event)).post.status).toBe('pending');
    expect(await mailsTo(t, await ownerEmail(event.ownerToken))).toHaveLength(0);
  });
});

describe('"subscription ends soon" reminder', () => {
  async function subscriberEndingIn(days: number, language: 'en' | 'tr' = 'en') {
    const owner = await registerSubscriber(t.app);
    await setPreferences(owner.accessToken, { language });
    await subscribe(owner.userData.id, new Date(Date.now() - 300 * DAY), new Date(Date.now() + days * DAY));
    return owner;
  }

  async function subscribe(userId: string, startsAt: Date, endsAt: Date) {
    const plans = (await t.app.inject({ url: '/api/subscription-plans', headers: bearer(adminToken) })).json()
      .items;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(adminToken),
      payload: {
        userId,
        planId: plans[0].id,
        status: 'active',
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it('reminds once, 7 days before the end, only those who want it', async () => {
    const soon = await subscriberEndingIn(3);
    const later = await subscriberEndingIn(20);
    const unwilling = await subscriberEndingIn(2);
    await setNotifications(unwilling.accessToken, { notifySubscriptionExpiry: false });
    const renewed = await subscriberEndingIn(4);
    await subscribe(renewed.userData.id, new Date(Date.now() + 4 * DAY), new Date(Date.now() + 400 * DAY));

    await sendExpiryReminders(t);
    const [mail] = await mailsTo(t, soon.userData.email);
    expect(mail?.subject).toMatch(/^Your Hatıra subscription ends on \d{1,2} \w+ \d{4}$/);
    expect(mail?.text).toContain('http://hatira.test/pages/account-settings/billing-plans');
    for (const other of [later, unwilling, renewed])
      expect(await mailsTo(t, other.userData.email)).toHaveLength(0);

    await sendExpiryReminders(t);
    expect(await mailsTo(t, soon.userData.email)).toHaveLength(1);

    // 13 days on, the 20-day one is due too
    await sendExpiryReminders(t, new Date(Date.now() + 14 * DAY));
    expect(await mailsTo(t, later.userData.email)).toHaveLength(1);
    expect(await mailsTo(t, unwilling.userData.email)).toHaveLength(0);
  });

  it('writes the reminder in the owner’s language', async () => {
    const owner = await subscriberEndingIn(5, 'tr');
    await sendExpiryReminders(t);
    expect((await mailsTo(t, owner.userData.email))[0]?.subject).toMatch(/tarihinde sona eriyor$/);
  });
});
