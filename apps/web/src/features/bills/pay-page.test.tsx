// The pay page as a buyer uses it: the amount, the reference and the IBAN in groups of four, each
// copied by its button; "I have paid" with the transfer's date and sender, after which the page
// says the notice awaits confirmation; a rejected notice with its reason; a paid bill (a plan's or a
// print order's); cancelling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { Bill } from '@hatira/shared/bills';
import {
  jsonResponse,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
  openPagesAs,
} from '../../test-utils';
import { BILL, IBAN, notFound, PAYMENT } from './bills.test-support';
import { PayPage } from './pay-page';

let bill: Bill;
let requests: RecordedRequest[];

function server({ method, path, body }: RecordedRequest): Response {
  if (method === 'GET' && path === `/api/bills/${BILL.id}/payment`) return jsonResponse({ ...PAYMENT, bill });
  if (method === 'POST' && path === `/api/bills/${BILL.id}/payment-notice`) {
    const notice = body as { paidAt: string; senderName: string; note?: string };
    bill = {
      ...bill,
      status: 'pending_confirmation',
      rejectionReason: null,
      paymentNotice: { ...notice, note: notice.note ?? null, sentAt: new Date().toISOString() },
    };
    return jsonResponse(bill);
  }
  if (method === 'POST' && path === `/api/bills/${BILL.id}/cancel`) {
    bill = { ...bill, status: 'cancelled', cancelledAt: new Date().toISOString() };
    return jsonResponse(bill);
  }
  return notFound();
}

const open = (language: 'en' | 'tr' = 'en') =>
  openPagesAs(
    'subscriber',
    [{ path: '/subscription/pay/:pay', element: <PayPage /> }],
    `/subscription/pay/${BILL.id}`,
    language,
  );

beforeEach(() => {
  resetBrowserState();
  bill = BILL;
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('pay page', () => {
  it('shows the amount, the reference and the IBAN in groups of four, and copies each', async () => {
    const { user } = await open();
    const transfer = await screen.findByRole('region', { name: 'Bank transfer details' });
    expect(transfer).toHaveTextContent('TRY 1,499.00');
    expect(within(transfer).getByLabelText('IBAN')).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
    expect(transfer).toHaveTextContent('Ziraat Bankası');
    expect(transfer).toHaveTextContent('Hatıra Yazılım A.Ş. · Kadıköy · TRY');

    const copyIban = within(transfer).getByRole('button', { name: 'Copy the IBAN of Ziraat Bankası' });
    await user.click(copyIban);
    expect(await navigator.clipboard.readText()).toBe(IBAN);
    expect(copyIban).toHaveTextContent('Copied');

    await user.click(within(transfer).getByRole('button', { name: 'Copy the reference 2026-000007' }));
    expect(await navigator.clipboard.readText()).toBe('2026-000007');
    expect(transfer).toHaveTextContent("Write only 2026-000007 in the transfer's description");
  });

  it('sends "I have paid" with the date and sender, then says the notice awaits confirmation', async () => {
    const { user } = await open();
    expect(await screen.findByText('We are waiting for your payment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment notice' });
    const sender = within(dialog).getByRole('textbox', { name: /Sender's name/ });
    expect(sender).toHaveValue('Ayşe Yılmaz');
    await user.clear(sender);
    await user.click(within(dialog).getByRole('button', { name: 'Send notice' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(sender, 'Mehmet Yılmaz');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Ziraat mobil');
    await user.click(within(dialog).getByRole('button', { name: 'Send notice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      paidAt: dayjs().format('YYYY-MM-DD'),
      senderName: 'Mehmet Yılmaz',
      note: 'Ziraat mobil',
    });
    expect(await screen.findByText('We have your payment notice')).toBeInTheDocument();
    expect(screen.getByText(/sent by Mehmet Yılmaz/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have paid' })).not.toBeInTheDocument();
    // the account and reference stay on screen while the staff check
    expect(screen.getByRole('region', { name: 'Bank transfer details' })).toBeInTheDocument();
  });

  it('shows a rejected notice with its reason and lets the buyer tell again', async () => {
    bill = { ...BILL, rejectionReason: 'Havale hesaba ulaşmadı' };
    await open();
    expect(await screen.findByText('Your payment notice was not accepted')).toBeInTheDocument();
    expect(screen.getByText(/Reason: Havale hesaba ulaşmadı\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have paid' })).toBeInTheDocument();
  });

  it('says a paid bill’s plan is active, without the transfer details', async () => {
    bill = { ...BILL, status: 'paid', paidAt: '2026-03-02T09:00:00.000Z' };
    await open('tr');
    expect(await screen.findByText('Ödendi: planınız etkin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Planımı gör' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('region', { name: 'Havale / EFT bilgileri' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ödeme yaptım' })).not.toBeInTheDocument();
  });

  it('says of a print order’s paid bill that the order goes on, and leads to the print orders', async () => {
    bill = {
      ...BILL,
      kind: 'print_order',
      subscriptionId: null,
      status: 'paid',
      paidAt: '2026-03-02T09:00:00.000Z',
    };
    await open('tr');
    expect(await screen.findByText('Ödendi: siparişiniz onaylandı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Siparişlerimi gör' })).toHaveAttribute(
      'href',
      '/printing-workshop/list',
    );
    expect(screen.getByRole('link', { name: 'Baskı siparişlerine dön' })).toHaveAttribute(
      'href',
      '/printing-workshop/list',
    );
    expect(screen.queryByText(/planınız/)).not.toBeInTheDocument();
  });

  it('cancels an unpaid bill after asking', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Cancel the bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the bill?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the bill' }));
    expect(await screen.findByText('This bill has been cancelled')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/cancel'))).toBe(true);
  });
});
