// A subscriber buys printed cards: the catalogue's cards, personalising a design for one of their
// events with the proof following the texts (fetched with the session's token, never in the
// address), the least quantity, then the order form's totals with KDV, the shipping address, the
// identity the bill is made out to, and the order placed, on to the bill's pay page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { BillingPrefill } from '@hatira/shared/bills';
import type { PrintTexts } from '@hatira/shared/printing';
import {
  jsonResponse,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
  openPagesAs,
  stubDownloads,
} from '../../test-utils';
import { OrderPage } from './order-page';
import { PersonalizePage } from './personalize-page';
import { CATEGORY, DESIGN, EVENT, NOT_FOUND, ORDER, pdfResponse } from './printing.test-support';
import { renderPdfPage } from './pdf-render';
import { WorkshopPage } from './workshop-page';

// pdf.js draws on a canvas, which jsdom has not: the page's part (which PDF is drawn) is tested
// here, the drawing in the Playwright journey (e2e/printing.spec.ts).
vi.mock('./pdf-render', () => ({ renderPdfPage: vi.fn(() => Promise.resolve({ aspect: 105 / 148 })) }));

let requests: RecordedRequest[];
let orderAnswer: () => Response;
let prefill: BillingPrefill;

const PAY_URL = `/subscription/pay/${ORDER.billId}`;
const CONTRACT = {
  slug: 'pre-information-form',
  language: 'tr',
  title: 'Ön Bilgilendirme Formu',
  body: '# Satıcı',
  html: '<h1>Satıcı</h1><p>Hatıra Yazılım</p>',
  version: 2,
  isTemplate: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Ticks both contracts of the distance sale on the order form (English). */
async function acceptContracts(user: UserEvent) {
  await user.click(
    screen.getByRole('checkbox', { name: 'I have read and accept the distance sales contract.' }),
  );
  await user.click(
    screen.getByRole('checkbox', { name: 'I have read and accept the pre-information form.' }),
  );
}

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (path.startsWith('/api/printing/categories?')) return jsonResponse({ items: [CATEGORY], total: 1 });
  if (path.startsWith('/api/printing/designs?')) return jsonResponse({ items: [DESIGN], total: 1 });
  if (path === `/api/printing/designs/${DESIGN.id}`) return jsonResponse(DESIGN);
  if (path.startsWith(`/api/printing/designs/${DESIGN.id}/proof.pdf?`))
    return pdfResponse('proof.pdf', new URL(path, 'http://localhost').searchParams.get('texts')!);
  if (path.startsWith('/api/qr-codes?')) return jsonResponse({ items: [EVENT], total: 1 });
  if (path === '/api/checkout/billing') return jsonResponse(prefill);
  if (path.startsWith('/api/legal-pages/pre-information-form?'))
    return jsonResponse({ ...CONTRACT, slug: 'pre-information-form', title: 'Ön Bilgilendirme Formu' });
  if (method === 'POST' && path === '/api/printing/orders') return orderAnswer();
  return NOT_FOUND();
}

const ROUTES = [
  { path: '/printing-workshop', element: <WorkshopPage /> },
  { path: '/printing-workshop/edit/:id', element: <PersonalizePage /> },
  { path: '/printing-workshop/order', element: <OrderPage /> },
  { path: '/subscription/pay/:pay', element: <h1>Pay page</h1> },
];

const proofs = () => requests.filter((r) => r.path.includes('/proof.pdf?'));
/** The texts of the last proof drawn on the page (its PDF carries them in a comment line). */
const drawnTexts = async () => {
  const pdf = vi.mocked(renderPdfPage).mock.calls.at(-1)?.[0];
  return pdf ? (JSON.parse((await pdf.text()).split('\n')[1]!.slice(1)) as PrintTexts) : undefined;
};
const textsOf = (request: RecordedRequest) =>
  JSON.parse(new URL(request.path, 'http://localhost').searchParams.get('texts')!) as PrintTexts;

beforeEach(() => {
  resetBrowserState();
  requests = stubFetch(server);
  prefill = {
    type: 'individual',
    fullName: 'Ayşe Yılmaz',
    nationalId: '',
    address: 'Moda Caddesi 5',
    city: 'İstanbul',
    phone: '+90 532 111 22 33',
  };
  orderAnswer = () => jsonResponse({ order: ORDER, bill: { id: ORDER.billId }, payUrl: PAY_URL }, 201);
  stubDownloads();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 30_000 });

describe('the catalogue', () => {
  it('shows the designs on sale under their category with price and least quantity', async () => {
    const { user, router } = await openPagesAs('subscriber', ROUTES, '/printing-workshop', 'tr');
    const category = await screen.findByRole('region', { name: 'Masa kartları' });
    const card = within(category).getByRole('article', { name: DESIGN.name });
    expect(card).toHaveTextContent('105 × 148 mm');
    expect(card).toHaveTextContent('Adedi ₺12,50');
    expect(card).toHaveTextContent('En az 50 adet');
    expect(within(card).getByRole('img', { name: `${DESIGN.name} tasarımının önizlemesi` })).toHaveAttribute(
      'src',
      DESIGN.previewUrl,
    );
    await user.click(within(card).getByRole('link', { name: `${DESIGN.name} tasarımını kişiselleştir` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/printing-workshop/edit/${DESIGN.id}`));
  });
});

describe('personalising a design', () => {
  it('shows the proof for my event, remade once typing settles, fetched with my token as a PDF', async () => {
    const { user } = await openPagesAs('subscriber', ROUTES, `/printing-workshop/edit/${DESIGN.id}`);
    expect(await screen.findByRole('combobox', { name: 'Event' })).toHaveTextContent(EVENT.title);
    const proof = await screen.findByRole('img', { name: 'Print proof' });
    await waitFor(() => expect(proof).toHaveAttribute('data-drawn', 'true'));
    expect(await drawnTexts()).toEqual({ names: 'Ayşe & Mehmet' });
    const first = proofs()[0]!;
    expect(first.headers.get('Authorization')).toBe('Bearer test-access-token');
    expect(first.path).not.toContain('test-access-token');
    expect(new URL(first.path, 'http://localhost').searchParams.get('qrCodeId')).toBe(EVENT.id);
    expect(textsOf(first)).toEqual({ names: 'Ayşe & Mehmet' });
    const asked = proofs().length;

    const names = screen.getByRole('textbox', { name: 'İsimler' });
    expect(names).toHaveAccessibleDescription('13 / 40');
    expect(names).toHaveAttribute('maxlength', '40');
    await user.clear(names);
    await user.type(names, 'Zeynep & Can');
    expect(names).toHaveAccessibleDescription('12 / 40');
    // One proof for the whole name, not one per letter, shown once it has come.
    await waitFor(() => expect(proofs()).toHaveLength(asked + 1));
    expect(textsOf(proofs().at(-1)!)).toEqual({ names: 'Zeynep & Can' });
    await waitFor(async () => expect(await drawnTexts()).toEqual({ names: 'Zeynep & Can' }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(proofs()).toHaveLength(asked + 1);
  });

  it('asks for at least the design’s quantity, then carries the choices to the order form', async () => {
    const { user, router } = await openPagesAs('subscriber', ROUTES, `/printing-workshop/edit/${DESIGN.id}`);
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('50');
    expect(screen.getByText(/^Total TRY.625\.00$/)).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '20');
    await user.click(screen.getByRole('button', { name: 'Continue to order' }));
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe(`/printing-workshop/edit/${DESIGN.id}`);

    await user.clear(quantity);
    await user.type(quantity, '60');
    await user.type(screen.getByRole('textbox', { name: 'İsimler' }), '!');
    await user.click(screen.getByRole('button', { name: 'Continue to order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/printing-workshop/order'));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      design: DESIGN.id,
      event: EVENT.id,
      quantity: '60',
      texts: JSON.stringify({ names: 'Ayşe & Mehmet!' }),
    });
  });
});

describe('the order form', () => {
  const draft = `/printing-workshop/order?design=${DESIGN.id}&event=${EVENT.id}&quantity=50&texts=${encodeURIComponent(
    JSON.stringify({ names: 'Zeynep & Can' }),
  )}`;

  it('shows the totals with the KDV inside, and places the order to the bill’s pay page', async () => {
    const { user, router } = await openPagesAs('subscriber', ROUTES, draft, 'tr');
    const totals = await screen.findByRole('table', { name: 'Sipariş tutarı' });
    // 50 × ₺12,50 = ₺625,00 with KDV 20 %: net ₺520,83 + KDV ₺104,17.
    expect(within(totals).getByRole('row', { name: /50 adet × ₺12,50/ })).toHaveTextContent('₺625,00');
    expect(within(totals).getByRole('row', { name: /KDV hariç tutar/ })).toHaveTextContent('₺520,83');
    expect(within(totals).getByRole('row', { name: /KDV \(%20\)/ })).toHaveTextContent('₺104,17');
    expect(within(totals).getByRole('row', { name: /Ödenecek toplam/ })).toHaveTextContent('₺625,00');
    expect(screen.getByText('Etkinlik: Ayşe & Mehmet Düğünü')).toBeInTheDocument();
    expect(screen.getByText('Zeynep & Can')).toBeInTheDocument();

    // The address starts from the last billing identity; what it lacks is asked for.
    expect(screen.getByRole('textbox', { name: /Alıcının adı soyadı/ })).toHaveValue('Ayşe Yılmaz');
    await user.click(screen.getByRole('button', { name: 'Siparişi ver' }));
    expect(await screen.findAllByText('Bu alan zorunludur')).toHaveLength(2);
    // A distance sale: both contracts must be accepted, the form read in a dialog and accepted there.
    expect(screen.getAllByText('Devam etmek için lütfen okuyup onaylayın')).toHaveLength(2);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ön bilgilendirme formunu oku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ön Bilgilendirme Formu' });
    expect(within(dialog).getByRole('heading', { name: 'Satıcı' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Okudum, kabul ediyorum' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByRole('checkbox', { name: 'Ön bilgilendirme formunu okudum ve kabul ediyorum.' }),
    ).toBeChecked();
    await user.click(
      screen.getByRole('checkbox', { name: 'Mesafeli satış sözleşmesini okudum ve kabul ediyorum.' }),
    );

    await user.type(screen.getByRole('textbox', { name: /İlçe/ }), 'Kadıköy');
    await user.type(screen.getByRole('textbox', { name: /Posta kodu/ }), '34710');
    const quantity = screen.getByRole('textbox', { name: /Adet/ });
    await user.clear(quantity);
    await user.type(quantity, '100');
    expect(within(totals).getByRole('row', { name: /Ödenecek toplam/ })).toHaveTextContent('₺1.250,00');
    await user.click(screen.getByRole('button', { name: 'Siparişi ver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAY_URL));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      designId: DESIGN.id,
      qrCodeId: EVENT.id,
      texts: { names: 'Zeynep & Can' },
      quantity: 100,
      shipping: {
        fullName: 'Ayşe Yılmaz',
        phone: '+90 532 111 22 33',
        address: 'Moda Caddesi 5',
        district: 'Kadıköy',
        city: 'İstanbul',
        postalCode: '34710',
      },
      // The bill is made out to the identity shown, filled from the last bill.
      billing: {
        type: 'individual',
        fullName: 'Ayşe Yılmaz',
        nationalId: '',
        address: 'Moda Caddesi 5',
        city: 'İstanbul',
        phone: '+90 532 111 22 33',
      },
      acceptedContracts: ['distance-sales-contract', 'pre-information-form'],
    });
  });

  it('asks a first-time buyer for the identity the bill is made out to', async () => {
    prefill = { type: 'individual', fullName: '', nationalId: '', address: '', city: '', phone: '' };
    const { user, router } = await openPagesAs('subscriber', ROUTES, draft);
    const shipping = await screen.findByRole('region', { name: 'Delivery address' });
    for (const [name, value] of [
      [/Recipient's full name/, 'Zeynep Kaya'],
      [/Phone/, '+90 532 000 00 00'],
      [/Address/, 'Bağdat Caddesi 1'],
      [/District/, 'Kadıköy'],
      [/City/, 'İstanbul'],
      [/Postal code/, '34710'],
    ] as const)
      await user.type(within(shipping).getByRole('textbox', { name }), value);
    await acceptContracts(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const billing = screen.getByRole('region', { name: 'Billing details' });
    await waitFor(() => expect(within(billing).getAllByText('This field is required')).toHaveLength(4));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(billing).getByRole('textbox', { name: /Full name/ }), 'Zeynep Kaya');
    await user.type(within(billing).getByRole('textbox', { name: /T\.C\. identity/ }), '10000000146');
    await user.type(within(billing).getByRole('textbox', { name: /Address/ }), 'Bağdat Caddesi 1');
    await user.type(within(billing).getByRole('textbox', { name: /City/ }), 'İstanbul');
    await user.type(within(billing).getByRole('textbox', { name: /Phone/ }), '+90 532 000 00 00');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAY_URL));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      billing: { type: 'individual', fullName: 'Zeynep Kaya', nationalId: '10000000146', city: 'İstanbul' },
    });
  });

  it('says a quantity under the least on its field, in the browser and from the server', async () => {
    const { user } = await openPagesAs('subscriber', ROUTES, draft);
    await user.type(await screen.findByRole('textbox', { name: /District/ }), 'Kadıköy');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '34710');
    await acceptContracts(user);
    const quantity = screen.getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '10');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription('This value is not valid · At least 50 pieces'),
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    // The design's least may have risen since the page loaded: the server says so on the field.
    orderAnswer = () =>
      jsonResponse(
        {
          error: {
            code: 'QUANTITY_BELOW_MINIMUM',
            message: 'The quantity is below the minimum for this design.',
          },
        },
        400,
      );
    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription(
        'The quantity is below the minimum for this design. · At least 50 pieces',
      ),
    );
  });

  it('leads back to the catalogue without a design chosen', async () => {
    await openPagesAs('subscriber', ROUTES, '/printing-workshop/order');
    expect(await screen.findByText('No design has been chosen to order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the catalogue' })).toHaveAttribute(
      'href',
      '/printing-workshop',
    );
  });
});
