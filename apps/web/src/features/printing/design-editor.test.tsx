// The design editor as the admin uses it: a box dragged and resized on the canvas (pointer events,
// as mouse and touch send them) lands in the typed millimetre fields and in the saved body; a typed
// number moves the box; a box pushed off the page is marked and holds the save back; the arrow keys
// nudge; the background's resolution is judged at the chosen paper size; a new design is created
// and its background uploaded after it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrintDesign } from '@hatira/shared/printing';
import {
  jsonResponse,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
  openPagesAs,
  stubDownloads,
} from '../../test-utils';
import { DesignAddPage, DesignEditPage } from './design-pages';
import { CATEGORY, DESIGN, NOT_FOUND } from './printing.test-support';

/** The canvas is drawn 4 px per millimetre of the sheet (page and bleed: 111 mm across). */
const PX_PER_MM = 4;
const SHEET_WIDTH_MM = DESIGN.widthMm + 2 * DESIGN.bleedMm;

let requests: RecordedRequest[];
let stored: PrintDesign;

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path.startsWith('/api/printing/categories?'))
    return jsonResponse({ items: [CATEGORY], total: 1 });
  if (method === 'GET' && path === `/api/printing/designs/${stored.id}`) return jsonResponse(stored);
  if (method === 'PATCH' && path === `/api/printing/designs/${stored.id}`) {
    stored = { ...stored, ...(request.body as Partial<PrintDesign>) };
    return jsonResponse(stored);
  }
  if (method === 'POST' && path === '/api/printing/designs') {
    stored = { ...DESIGN, ...(request.body as Partial<PrintDesign>), id: 'new-design', backgroundUrl: null };
    return jsonResponse(stored, 201);
  }
  if (method === 'POST' && path === `/api/printing/designs/${stored.id}/background`)
    return jsonResponse({
      ...stored,
      backgroundUrl: '/api/files/new.png',
      backgroundWidthPx: 2000,
      backgroundHeightPx: 2800,
    });
  return NOT_FOUND();
}

const ROUTES = [
  { path: '/printing-workshop/desings/add', element: <DesignAddPage /> },
  { path: '/printing-workshop/desings/edit/:id', element: <DesignEditPage /> },
];

async function openEditor(design: PrintDesign = DESIGN) {
  stored = design;
  const view = await openPagesAs('admin', ROUTES, `/printing-workshop/desings/edit/${design.id}`);
  const canvas = await screen.findByRole('group', { name: /^Page, 105 × 148 mm/ });
  // jsdom lays nothing out: the canvas says how wide it is drawn, as a browser would.
  vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: SHEET_WIDTH_MM * PX_PER_MM, height: 0 }),
  );
  return { ...view, canvas };
}

const qrSection = () => screen.getByRole('region', { name: 'QR code box' });
const qrField = (name: string) => within(qrSection()).getByRole('spinbutton', { name });
const qrBox = () => screen.getByRole('button', { name: /^QR code:/ });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const patches = () => requests.filter((r) => r.method === 'PATCH');

/** A pointer drag from (x, y) by (dx, dy) screen pixels, as a finger or a mouse makes it. */
function drag(element: Element, dx: number, dy: number, pointerType = 'mouse') {
  const start = { clientX: 200, clientY: 300, pointerId: 1, pointerType, button: 0 };
  fireEvent.pointerDown(element, start);
  fireEvent.pointerMove(element, { ...start, clientX: 200 + dx / 2, clientY: 300 + dy / 2 });
  fireEvent.pointerMove(element, { ...start, clientX: 200 + dx, clientY: 300 + dy });
  fireEvent.pointerUp(element, { ...start, clientX: 200 + dx, clientY: 300 + dy });
}

beforeEach(() => {
  resetBrowserState();
  requests = stubFetch(server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 30_000 });

describe('the design editor’s canvas', () => {
  it('moves the QR box by mouse, resizes it by its corner by touch, and saves the millimetres', async () => {
    const { user } = await openEditor();
    expect(qrBox()).toHaveAccessibleName('QR code: 27.5 mm from left, 70 mm from top, 50 × 50 mm');

    // 40 px right and 40 px up at 4 px/mm: 10 mm each way.
    drag(qrBox(), 40, -40);
    expect(qrField('From left')).toHaveValue(37.5);
    expect(qrField('From top')).toHaveValue(60);
    expect(qrBox()).toHaveAccessibleName('QR code: 37.5 mm from left, 60 mm from top, 50 × 50 mm');

    // Selected, the box shows its corner handle; 22 px by touch is 5.5 mm, and the box stays square.
    const handle = qrBox().querySelector('[data-handle="qrBox"]')!;
    drag(handle, 22, 8, 'touch');
    expect(qrField('Side')).toHaveValue(55.5);

    await user.click(saveButton());
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.body).toMatchObject({
      qrBox: { xMm: 37.5, yMm: 60, sizeMm: 55.5 },
      widthMm: 105,
      heightMm: 148,
      unitPrice: 12_50,
    });
  });

  it('keeps a dragged box on the page and snaps it to half millimetres', async () => {
    await openEditor();
    const names = screen.getByRole('button', { name: /^İsimler:/ });
    drag(names, -1000, 13); // far past the left edge; 13 px is 3.25 mm → 3.5
    const texts = screen.getByRole('region', { name: 'Text boxes' });
    expect(within(texts).getByRole('spinbutton', { name: 'From left' })).toHaveValue(0);
    expect(within(texts).getByRole('spinbutton', { name: 'From top' })).toHaveValue(18.5);
    expect(names).not.toHaveAttribute('aria-invalid');
  });

  it('moves the focused box by 1 mm with an arrow key, by 10 mm with Shift', async () => {
    const { user } = await openEditor();
    qrBox().focus();
    await user.keyboard('{ArrowRight}');
    expect(qrField('From left')).toHaveValue(28.5);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(qrField('From top')).toHaveValue(80);
  });

  it('follows typed millimetres, marks a box off the page and holds the save until it is back', async () => {
    const { user } = await openEditor();
    await user.clear(qrField('From left'));
    await user.type(qrField('From left'), '80');
    expect(qrBox()).toHaveAccessibleName('QR code: 80 mm from left, 70 mm from top, 50 × 50 mm');
    expect(qrBox()).toHaveAttribute('aria-invalid', 'true');
    expect(qrBox()).toHaveAccessibleDescription('This box reaches outside the page.');
    expect(screen.getByText(/Boxes outside the page: QR code\./)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.clear(qrField('From left'));
    await user.type(qrField('From left'), '55');
    expect(qrBox()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Boxes outside the page/)).not.toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]!.body).toMatchObject({ qrBox: { xMm: 55, yMm: 70, sizeMm: 50 } });
  });

  it('marks the boxes a smaller paper leaves outside', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('combobox', { name: 'Paper size' }));
    await user.click(await screen.findByRole('option', { name: 'Business card (85 × 55 mm)' }));
    // A business card turned upright is 55 × 85 mm: the 50 mm QR at 70 mm from the top leaves it.
    expect(screen.getByRole('spinbutton', { name: 'Width' })).toHaveValue(55);
    expect(screen.getByRole('spinbutton', { name: 'Height' })).toHaveValue(85);
    expect(qrBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: /^İsimler:/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Boxes outside the page: QR code, İsimler\./)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});

describe('the text boxes', () => {
  it('adds one and removes another: the fields follow the boxes that stay, and the save sends them', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add text box' }));
    expect(screen.getByRole('button', { name: /^New text:/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'İsimler', expanded: false }));
    const names = screen
      .getByRole('button', { name: 'İsimler', expanded: true })
      .closest<HTMLElement>('.MuiAccordion-root')!;
    await user.click(within(names).getByRole('button', { name: 'Remove text box' }));
    expect(screen.queryByRole('button', { name: /^İsimler:/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New text', expanded: false }));
    const texts = screen.getByRole('region', { name: 'Text boxes' });
    expect(within(texts).getByRole('textbox', { name: /Field name/ })).toHaveValue('New text');
    expect(within(texts).getByRole('textbox', { name: /Key/ })).toHaveValue('text2');
    await user.click(saveButton());
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect((patches()[0]!.body as PrintDesign).textBoxes).toEqual([
      expect.objectContaining({ key: 'text2', label: 'New text', xMm: 10, widthMm: 85 }),
    ]);
  });
});

describe('the text boxes’ own rules', () => {
  it('says a key used twice and a default text over its maximum on their fields, and sends nothing', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add text box' }));
    const texts = screen.getByRole('region', { name: 'Text boxes' });
    const key = within(texts).getByRole('textbox', { name: /Key/ });
    await user.clear(key);
    await user.type(key, 'names');
    await user.click(screen.getByRole('button', { name: 'İsimler', expanded: false }));
    const most = within(texts).getByRole('spinbutton', { name: 'Most characters' });
    await user.clear(most);
    await user.type(most, '5');
    await user.click(saveButton());
    expect(await within(texts).findByText('Must be at most 5 characters')).toBeInTheDocument();
    // The closed box with the refused key says so in its title.
    await user.click(screen.getByRole('button', { name: 'New text Has fields to correct', expanded: false }));
    expect(within(texts).getByRole('textbox', { name: /Key/ })).toHaveAccessibleDescription(
      'This value is not valid',
    );
    expect(patches()).toEqual([]);
  });
});

describe('the background’s resolution', () => {
  it('says the dpi at the chosen size, and warns below 300 dpi', async () => {
    const { user } = await openEditor();
    // 1300 × 1800 px on A6: min(1300 / 4.13 in, 1800 / 5.83 in) = 308 dpi.
    expect(screen.getByText(/308 dpi at this size/)).toBeInTheDocument();
    expect(screen.queryByText(/it will print blurred/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Paper size' }));
    await user.click(await screen.findByRole('option', { name: 'A5 (148 × 210 mm)' }));
    expect(
      screen.getByText(/At this size the background has only 217 dpi: it will print blurred/),
    ).toBeInTheDocument();

    // Landscape A5 is 210 mm across: 1300 px over 8.27 in.
    await user.click(screen.getByRole('button', { name: 'Make landscape' }));
    expect(screen.getByRole('spinbutton', { name: 'Width' })).toHaveValue(210);
    expect(screen.getByText(/only 157 dpi/)).toBeInTheDocument();
  });
});

describe('a new design', () => {
  it('is created with its price in kuruş, then its background is uploaded, and the editor opens', async () => {
    stored = DESIGN;
    stubDownloads();
    const { user, router } = await openPagesAs('admin', ROUTES, '/printing-workshop/desings/add');
    await user.type(await screen.findByRole('textbox', { name: /Design name/ }), 'Kır Düğünü Kartı');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: CATEGORY.name }));
    await user.type(screen.getByRole('textbox', { name: /Price per piece/ }), '12,50');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'arka-plan.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload background'), file);
    expect(screen.getByText('arka-plan.png is uploaded when you save.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add text box' }));
    await user.click(screen.getByRole('button', { name: 'Create design' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/printing-workshop/desings/edit/new-design'),
    );
    const writes = requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/printing/designs',
      'POST /api/printing/designs/new-design/background',
    ]);
    expect(writes[0]!.body).toMatchObject({
      name: 'Kır Düğünü Kartı',
      categoryId: CATEGORY.id,
      unitPrice: 12_50,
      widthMm: 105,
      heightMm: 148,
      bleedMm: 3,
      minQuantity: 1,
      isActive: true,
      textBoxes: [{ key: 'text1', label: 'New text', align: 'center', maxLength: 40 }],
    });
  });

  it('refuses a picture that is not PNG or JPEG before sending anything', async () => {
    stored = DESIGN;
    await openPagesAs('admin', ROUTES, '/printing-workshop/desings/add');
    const gif = new File(['GIF89a'], 'hareketli.gif', { type: 'image/gif' });
    // As a browser whose file dialog lets any file through.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Upload background'), gif);
    expect(screen.getByText('Please choose a PNG or JPEG picture.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
