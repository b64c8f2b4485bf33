// A bill as an A4 PDF (pdfkit, docs/decisions/036): the seller and the buyer as the bill recorded
// them, its lines and totals (net, KDV, total), number, dates and status, and while it is not paid
// where to transfer the money. Labels in the bill's language; DejaVu Sans is embedded (subset) so
// that Turkish letters (İ ı Ş ş Ğ ğ), ₺ and Cyrillic print and copy out as themselves.
import PDFDocument from 'pdfkit';
import type { Bill, BillPayment } from '@hatira/shared/bills';
import { formatIban } from '@hatira/shared/identity-numbers';
import type { Language } from '@hatira/shared/languages';
import { formatMoney } from '@hatira/shared/money';
import { fill } from '../../lib/mail/layout.js';
import { pdfBytes, registerPdfFonts } from '../../lib/pdf.js';
import { BILL_LABELS, formatDate, type BillLabels } from './bill-labels.js';

const LEFT = 50;
const RIGHT = 545.28; // A4 is 595.28 pt wide
const WIDTH = RIGHT - LEFT;
const GREY = '#555555';

export function billFileName(bill: Pick<Bill, 'number'>, language: Language): string {
  return `${BILL_LABELS[language].fileName}-${bill.number}.pdf`;
}

function sellerLines(bill: Bill, l: BillLabels): string[] {
  const s = bill.seller;
  return [
    s.title,
    s.address,
    s.taxOffice && `${l.taxOffice}: ${s.taxOffice}`,
    s.taxNumber && `${l.taxNumber}: ${s.taxNumber}`,
    s.mersis && `${l.mersis}: ${s.mersis}`,
    s.email && `${l.email}: ${s.email}`,
    s.phone && `${l.phone}: ${s.phone}`,
  ].filter(Boolean);
}

function buyerLines(bill: Bill, l: BillLabels): string[] {
  const b = bill.buyer;
  const identity =
    b.type === 'individual'
      ? [b.fullName, b.nationalId && `${l.nationalId}: ${b.nationalId}`]
      : [b.companyName, `${l.taxOffice}: ${b.taxOffice}`, `${l.taxNumber}: ${b.taxNumber}`];
  return [...identity, b.address, b.city, `${l.phone}: ${b.phone}`, bill.userEmail].filter(
    (line): line is string => Boolean(line),
  );
}

/** The bill as PDF bytes; `payment` (the pay page's data) is printed while the bill is not paid. */
export function renderBillPdf(
  bill: Bill,
  language: Language,
  payment: Omit<BillPayment, 'bill'> | null,
): Promise<Buffer> {
  const l = BILL_LABELS[language];
  const money = (amount: number) => formatMoney(amount, bill.currency, language);
  const date = (time: string) => formatDate(time, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${l.title} ${bill.number}`, Author: bill.seller.title || 'Hatıra' },
  });
  const done = pdfBytes(doc);
  registerPdfFonts(doc);

  // Title and the facts of the bill, right-aligned beside it
  doc.font('bold').fontSize(22).text(l.title, LEFT, 50);
  const facts: [string, string][] = [
    [l.number, bill.number],
    [l.issuedAt, date(bill.createdAt)],
    [l.dueAt, date(bill.dueAt)],
    ...(bill.paidAt ? [[l.paidAt, date(bill.paidAt)] as [string, string]] : []),
    ...(bill.cancelledAt ? [[l.cancelledAt, date(bill.cancelledAt)] as [string, string]] : []),
    [l.status, l.statuses[bill.status]],
  ];
  let y = 52;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(GREY).text(label, 300, y, { width: 110 });
    doc
      .font('bold')
      .fillColor('black')
      .text(value, 410, y, { width: RIGHT - 410, align: 'right' });
    y += 15;
  }

  // Seller and buyer, side by side
  const partyTop = Math.max(y, 110) + 20;
  const party = (title: string, lines: string[], x: number) => {
    doc.font('bold').fontSize(10).fillColor('black').text(title, x, partyTop, { width: 230 });
    doc.font('regular').fontSize(9);
    for (const line of lines) doc.text(line, { width: 230 });
    return doc.y;
  };
  const partiesEnd = Math.max(
    party(l.seller, sellerLines(bill, l), LEFT),
    party(l.buyer, buyerLines(bill, l), LEFT + WIDTH / 2 + 10),
  );

  // Lines
  const columns = [
    { label: l.description, x: LEFT, width: 250, align: 'left' as const },
    { label: l.quantity, x: 300, width: 50, align: 'right' as const },
    { label: l.unitPrice, x: 350, width: 95, align: 'right' as const },
    { label: l.lineTotal, x: 445, width: RIGHT - 445, align: 'right' as const },
  ];
  y = partiesEnd + 25;
  doc.font('bold').fontSize(9);
  for (const c of columns) doc.text(c.label, c.x, y, { width: c.width, align: c.align });
  y += 14;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#999999').stroke();
  y += 6;
  doc.font('regular');
  for (const line of bill.lines) {
    const cells = [line.description, String(line.quantity), money(line.unitPrice), money(line.total)];
    const height = doc.heightOfString(line.description, { width: columns[0]!.width });
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      doc.text(cell, c.x, y, { width: c.width, align: c.align });
    });
    y += height + 6;
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 10;

  // Totals
  const totals: [string, string, boolean][] = [
    [l.subtotal, money(bill.subtotal), false],
    ...(bill.discount > 0
      ? [
          [
            `${l.discount}${bill.couponCode ? ` (${bill.couponCode})` : ''}`,
            `−${money(bill.discount)}`,
            false,
          ] as [string, string, boolean],
        ]
      : []),
    [l.net, money(bill.net), false],
    [fill(l.tax, { rate: String(bill.taxRate) }), money(bill.tax), false],
    [l.total, money(bill.total), true],
  ];
  for (const [label, value, isTotal] of totals) {
    doc.font(isTotal ? 'bold' : 'regular').fontSize(isTotal ? 11 : 9);
    doc.text(label, 300, y, { width: 145 });
    doc.text(value, 445, y, { width: RIGHT - 445, align: 'right' });
    y += isTotal ? 18 : 14;
  }
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(GREY)
    .text(l.taxIncluded, LEFT, y + 4, { width: WIDTH });
  y = doc.y + 20;

  // Where to pay, while it is not paid
  if (payment) {
    doc.font('bold').fontSize(11).fillColor('black').text(l.paymentTitle, LEFT, y, { width: WIDTH });
    doc.font('regular').fontSize(9).text(l.paymentText, { width: WIDTH });
    doc.moveDown(0.5);
    doc.font('bold').text(`${l.reference}: ${payment.reference}`, { width: WIDTH });
    doc.font('regular');
    for (const account of payment.bankAccounts) {
      doc.moveDown(0.5);
      doc.text(
        `${account.bankName}${account.branch ? `, ${account.branch}` : ''} · ${account.accountHolder}`,
        {
          width: WIDTH,
        },
      );
      doc
        .font('bold')
        .text(`IBAN ${formatIban(account.iban)}`, { width: WIDTH })
        .font('regular');
    }
  }

  doc.end();
  return done;
}
