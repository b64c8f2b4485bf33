// The digital wedding invitation (issue 14): a couple builds their invitation in the editor; a guest
// opens /i/{hash} on a phone and replies "attending, 2"; the couple's open dashboard shows the bell's
// count rise without a reload (the server's push); the reply is in the replies list and its totals;
// and the invitation's calendar file parses (ical.js) to the start in the event's time zone.
import ICAL from 'ical.js';
import { devices, expect, test } from '@playwright/test';
import { signInThroughForm } from './support';

test('a couple builds an invitation, a guest replies on a phone, the couple’s bell and replies show it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const couple = { email: `davet${stamp}@example.com`, password: 'davet-sifresi-1' };
  const registered = await request.post('/api/auth/register', {
    data: { username: `davet${stamp}`, ...couple, accountType: 'individual' },
  });
  expect(registered.status()).toBe(201);
  const { accessToken: token } = (await registered.json()) as { accessToken: string };

  // The couple builds the invitation (desktop); the date and time are the venue's clock.
  await page.goto('/wedding/digital-invitation');
  await signInThroughForm(page, couple.email, couple.password);
  await expect(page).toHaveURL(/\/wedding\/digital-invitation$/);
  await page.getByRole('textbox', { name: /^Başlık/ }).fill('Düğünümüze davetlisiniz');
  await page.getByRole('textbox', { name: /^Çiftin adları/ }).fill('Elif & Mert');
  await page.getByRole('group', { name: /^Tarih/ }).click();
  await page.keyboard.type('12062027');
  await page.getByRole('group', { name: /^Saat/ }).click();
  await page.keyboard.type('1930');
  await page.getByRole('textbox', { name: /^Mekân/ }).fill('Çırağan Sarayı');
  await page.getByRole('textbox', { name: /^Adres/ }).fill('Çırağan Cad. 32, Beşiktaş, İstanbul');
  await page.getByRole('button', { name: 'Davetiyeyi oluştur' }).click();
  await expect(page.getByText('Davetiye oluşturuldu.')).toBeVisible({ timeout: 20_000 });

  const list = await request.get('/api/invitations', { headers: { Authorization: `Bearer ${token}` } });
  const [invitation] = ((await list.json()) as { items: { id: string; hash: string; startsAt: string }[] })
    .items;
  expect(invitation).toBeDefined();
  // 19:30 in Istanbul (UTC+3) on 12 June 2027.
  expect(new Date(invitation!.startsAt).toISOString()).toBe('2027-06-12T16:30:00.000Z');

  // The couple waits on the dashboard with no unread notification.
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Bildirimler/ });
  await expect(bell).toBeVisible();
  await expect(bell).not.toHaveAccessibleName(/okunmamış/);

  // A guest on a phone opens the invitation and replies: attending, two people.
  const phone = await browser.newContext({ ...devices['Pixel 7'], locale: 'tr-TR' });
  const guest = await phone.newPage();
  await guest.goto(`/i/${invitation!.hash}`);
  await expect(guest.getByRole('heading', { name: 'Elif & Mert' })).toBeVisible();
  await expect(guest.getByText('Çırağan Sarayı').first()).toBeVisible();
  // The reply form loads as the guest scrolls down to it.
  await guest.mouse.wheel(0, 2000);
  await guest.getByRole('textbox', { name: /^Adınız Soyadınız/ }).fill('Zeynep Kaya');
  await guest.getByRole('button', { name: 'Katılacağım' }).click();
  await guest.getByRole('button', { name: 'Bir kişi ekle' }).click();
  await guest.getByRole('textbox', { name: /^Mesajınız/ }).fill('Mutluluğunuz daim olsun!');
  await guest.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(guest.getByText('Teşekkürler! Yanıtınız alındı.')).toBeVisible();
  await expect(guest.getByText('2 kişi olarak katılacağınızı bildirdiniz.')).toBeVisible();
  await phone.close();

  // The couple's bell rises without a reload, and the replies page has the reply and the totals.
  await expect(bell).toHaveAccessibleName('Bildirimler, 1 okunmamış', { timeout: 15_000 });
  await page.goto(`/wedding/digital-invitation/messages?invitation=${invitation!.id}`);
  await expect(page.getByRole('gridcell', { name: 'Zeynep Kaya' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Mutluluğunuz daim olsun!')).toBeVisible();
  const totals = page.getByRole('list', { name: 'Toplamlar' });
  const total = (label: string) =>
    totals.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await expect(total('Yanıtlar')).toContainText('1');
  await expect(total('Katılıyor')).toContainText('1');
  await expect(total('Katılmıyor')).toContainText('0');
  await expect(total('Kişi sayısı')).toContainText('2');

  // The calendar file: one event at the invitation's start, wherever the reader's calendar is.
  const ics = await request.get(`/api/invite/${invitation!.hash}/calendar.ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe('Düğünümüze davetlisiniz');
  expect(event.startDate.toJSDate().toISOString()).toBe('2027-06-12T16:30:00.000Z');
  expect(event.location).toContain('Çırağan Sarayı');
});
