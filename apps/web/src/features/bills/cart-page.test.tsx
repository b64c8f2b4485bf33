// The cart as a buyer uses it: the server's quote, a coupon checked once typing settles (its
// discount, or the server's refusal under the field), the TC kimlik no checked as typed, the two
// contracts required (read in a dialog, accepted there or by their box), then the order and on
// to the pay page; a refusal of the server said above the button.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  resetBrowserState,
  jsonResponse,
  stubFetch,
  type RecordedRequest,
  openPagesAs,
} from '../../test-utils';
import { apiError, BASE_QUOTE, BILL, notFound, PLAN } from './bills.test-support';
import { CartPage } from './cart-page';

const COUPON_QUOTE = {
  ...BASE_QUOTE,
  discount: 149_90,
  total: 1_349_10,
  net: 1_124_25,
  tax: 224_85,
  couponCode: 'HOSGELDIN10',
};

let requests: RecordedRequest[];
let checkoutAnswer: () => Response;

function server({ method, path }: RecordedRequest): Response {
  const url = new URL(path, 'http://localhost');
  if (method === 'GET' && url.pathname === `/api/subscription-plans/${PLAN.id}`) return jsonResponse(PLAN);
  if (method === 'GET' && url.pathname === '/api/checkout/billing')
    return jsonResponse({
      type: 'individual',
      fullName: 'Ayşe Yılmaz',
      nationalId: '',
      address: 'Bağdat Cad. 1',
      city: 'İstanbul',
      phone: '+90 532 000 00 00',
    });
  if (method === 'GET' && url.pathname === '/api/checkout/quote') {
    const coupon = url.searchParams.get('couponCode');
    if (!coupon) return jsonResponse(BASE_QUOTE);
    if (coupon === 'HOSGELDIN10') return jsonResponse(COUPON_QUOTE);
    if (coupon === 'ESKI') return apiError('COUPON_EXPIRED', 'The coupon code has expired.');
    return apiError('COUPON_INVALID', 'The coupon code is not valid.');
  }
  if (method === 'GET' && url.pathname.startsWith('/api/legal-pages/'))
    return jsonResponse({
      slug: url.pathname.split('/').at(-1),
      language: 'tr',
      title: 'Mesafeli Satış Sözleşmesi',
      body: '# Madde 1',
      html: '<h1>Madde 1</h1><p>Taraflar…</p>',
      version: 3,
      isTemplate: false,
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
  if (method === 'POST' && url.pathname === '/api/checkout') return checkoutAnswer();
  return notFound();
}

const routes = [
  { path: '/subscription/cart', element: <CartPage /> },
  { path: '/subscription/pay/:pay', element: <p>pay page</p> },
];
const open = () => openPagesAs('subscriber', routes, `/subscription/cart?plan=${PLAN.id}`);

const totals = () => screen.getByRole('table', { name: 'Order total' });
const row = (name: RegExp) => within(totals()).getByRole('row', { name });

beforeEach(() => {
  resetBrowserState();
  checkoutAnswer = () => jsonResponse({ bill: BILL, payUrl: `/subscription/pay/${BILL.id}` }, 201);
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('cart', () => {
  it('shows the plan with net, KDV and total, and a coupon’s discount once the server accepts it', async () => {
    const { user } = await open();
    expect(await screen.findByText('Düğün Paketi')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Order total' })).toBeInTheDocument();
    expect(row(/^Package price/)).toHaveTextContent('TRY 1,499.00');
    expect(row(/^Net amount/)).toHaveTextContent('TRY 1,249.17');
    expect(row(/^VAT \(20%\)/)).toHaveTextContent('TRY 249.83');
    expect(row(/^Total to pay/)).toHaveTextContent('TRY 1,499.00');
    expect(within(totals()).queryByRole('row', { name: /discount/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'HOSGELDIN10');
    expect(await screen.findByText('Coupon applied: TRY 149.90 off.')).toBeInTheDocument();
    expect(row(/^Coupon discount \(HOSGELDIN10\)/)).toHaveTextContent('−TRY 149.90');
    expect(row(/^Net amount/)).toHaveTextContent('TRY 1,124.25');
    expect(row(/^VAT/)).toHaveTextContent('TRY 224.85');
    expect(row(/^Total to pay/)).toHaveTextContent('TRY 1,349.10');
    // asked once the typing settled, not once per letter
    const asked = requests.filter((r) => r.path.includes('couponCode=')).map((r) => r.path);
    expect(asked.every((path) => path.includes('couponCode=HOSGELDIN10'))).toBe(true);
  });

  it('says why a coupon is refused under the field and keeps the plan’s own totals', async () => {
    const { user } = await open();
    const coupon = await screen.findByRole('textbox', { name: 'Coupon code' });
    await screen.findByRole('table', { name: 'Order total' });
    await user.type(coupon, 'ESKI');
    expect(await screen.findByText('The coupon code has expired.')).toBeInTheDocument();
    expect(coupon).toHaveAttribute('aria-invalid', 'true');
    expect(row(/^Total to pay/)).toHaveTextContent('TRY 1,499.00');

    await user.clear(coupon);
    await user.type(coupon, 'YOK');
    expect(await screen.findByText('The coupon code is not valid.')).toBeInTheDocument();
    await user.clear(coupon);
    await waitFor(() => expect(coupon).toHaveAttribute('aria-invalid', 'false'));
  });

  it('requires both contracts, checks the TC kimlik no as typed, then orders and opens the pay page', async () => {
    const { user, router } = await open();
    const placeOrder = await screen.findByRole('button', { name: 'Place order' });
    await screen.findByRole('table', { name: 'Order total' });
    await user.click(placeOrder);
    expect(await screen.findAllByText('Please read and accept this to continue')).toHaveLength(2);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // the identity number is checked digit by digit, before any order
    const nationalId = screen.getByRole('textbox', { name: 'T.C. identity number' });
    await user.type(nationalId, '10000000147');
    expect(await screen.findByText('Enter a valid T.C. identity number')).toBeInTheDocument();
    await user.clear(nationalId);
    await user.type(nationalId, '10000000146');
    expect(await screen.findByText('The number is valid')).toBeInTheDocument();

    // the contract is read in a dialog and accepted there
    await user.click(screen.getByRole('button', { name: 'Read the distance sales contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mesafeli Satış Sözleşmesi' });
    expect(within(dialog).getByRole('heading', { name: 'Madde 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I have read it and accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the distance sales contract.' }),
    ).toBeChecked();
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read and accept the pre-information form.' }),
    );
    await user.click(placeOrder);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/subscription/pay/${BILL.id}`));
    const order = requests.find((r) => r.method === 'POST');
    expect(order?.body).toEqual({
      planId: PLAN.id,
      billing: {
        type: 'individual',
        fullName: 'Ayşe Yılmaz',
        nationalId: '10000000146',
        address: 'Bağdat Cad. 1',
        city: 'İstanbul',
        phone: '+90 532 000 00 00',
      },
      acceptedContracts: ['distance-sales-contract', 'pre-information-form'],
    });
  });

  it('shows the server’s refusal clearly: contracts above the button, a coupon used up on its field', async () => {
    checkoutAnswer = () =>
      apiError(
        'CONTRACTS_NOT_ACCEPTED',
        'Please accept the distance sales contract and the pre-information form.',
      );
    const { user } = await open();
    await screen.findByRole('table', { name: 'Order total' });
    for (const box of await screen.findAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please accept the distance sales contract and the pre-information form.',
    );

    checkoutAnswer = () => apiError('COUPON_USED_UP', 'The coupon code has reached its usage limit.', 409);
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'HOSGELDIN10');
    await screen.findByText('Coupon applied: TRY 149.90 off.');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('The coupon code has reached its usage limit.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a cart without a plan back to the plans, in Turkish', async () => {
    await openPagesAs('subscriber', routes, '/subscription/cart', 'tr');
    expect(await screen.findByText('Sepette paket yok. Lütfen önce bir paket seçin.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paket seçin' })).toHaveAttribute('href', '/subscription');
  });
});
