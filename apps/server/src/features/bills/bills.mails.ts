// The mails of a purchase, in the recipient's language: the bill with the payment instructions,
// the payment confirmed, the payment notice turned down (with the reason); and, to the staff who
// confirm payments, a new payment notice. They are part of the sale, not notifications a user can
// switch off (docs/decisions/036).
import { formatIban } from '@hatira/shared/identity-numbers';
import type { Language } from '@hatira/shared/languages';
import { formatMoney } from '@hatira/shared/money';
import { fill, renderMail } from '../../lib/mail/layout.js';
import type { Mail } from '../../lib/mail/mailer.js';
import { formatDate } from './bill-labels.js';
import type { BillRow } from './bills.queries.js';

const ISSUED = {
  tr: {
    subject: 'Faturanız {number}: ödeme bilgileri',
    greeting: 'Merhaba {name},',
    body: '“{item}” siparişiniz alındı. Ödenecek tutar {amount}. Lütfen {due} tarihine kadar aşağıdaki hesaplardan birine havale veya EFT yapın ve açıklamaya yalnızca {reference} yazın.',
    account: '{bank}, {holder}: IBAN {iban}',
    next: 'Ödemeyi yaptıktan sonra ödeme sayfasında “Ödemeyi yaptım” düğmesine basın. Ödemeniz onaylanınca aboneliğiniz hemen başlar.',
    nextPrintOrder:
      'Ödemeyi yaptıktan sonra ödeme sayfasında “Ödemeyi yaptım” düğmesine basın. Ödemeniz onaylanınca siparişiniz baskıya alınır.',
    action: 'Ödeme sayfasını aç',
  },
  en: {
    subject: 'Your bill {number}: how to pay',
    greeting: 'Hello {name},',
    body: 'We have received your order for “{item}”. The amount to pay is {amount}. Please transfer it by {due} to one of the accounts below and write only {reference} in the description.',
    account: '{bank}, {holder}: IBAN {iban}',
    next: 'Once you have paid, press “I have paid” on the payment page. Your subscription starts as soon as the payment is confirmed.',
    nextPrintOrder:
      'Once you have paid, press “I have paid” on the payment page. Your order goes to print as soon as the payment is confirmed.',
    action: 'Open the payment page',
  },
  de: {
    subject: 'Ihre Rechnung {number}: so bezahlen Sie',
    greeting: 'Hallo {name},',
    body: 'Ihre Bestellung „{item}“ ist eingegangen. Zu zahlen sind {amount}. Bitte überweisen Sie den Betrag bis zum {due} auf eines der folgenden Konten und geben Sie als Verwendungszweck nur {reference} an.',
    account: '{bank}, {holder}: IBAN {iban}',
    next: 'Wenn Sie bezahlt haben, klicken Sie auf der Zahlungsseite auf „Ich habe bezahlt“. Ihr Abonnement beginnt, sobald die Zahlung bestätigt ist.',
    nextPrintOrder:
      'Wenn Sie bezahlt haben, klicken Sie auf der Zahlungsseite auf „Ich habe bezahlt“. Ihr Auftrag geht in den Druck, sobald die Zahlung bestätigt ist.',
    action: 'Zahlungsseite öffnen',
  },
  ru: {
    subject: 'Ваш счёт {number}: как оплатить',
    greeting: 'Здравствуйте, {name}!',
    body: 'Мы получили ваш заказ «{item}». Сумма к оплате: {amount}. Пожалуйста, переведите её до {due} на один из счетов ниже и укажите в назначении платежа только {reference}.',
    account: '{bank}, {holder}: IBAN {iban}',
    next: 'После оплаты нажмите «Я оплатил» на странице оплаты. Подписка начнётся сразу после подтверждения платежа.',
    nextPrintOrder:
      'После оплаты нажмите «Я оплатил» на странице оплаты. Заказ отправится в печать сразу после подтверждения платежа.',
    action: 'Открыть страницу оплаты',
  },
} satisfies Record<Language, Record<string, string>>;

const CONFIRMED = {
  tr: {
    subject: 'Ödemeniz alındı: fatura {number}',
    greeting: 'Merhaba {name},',
    body: '{number} numaralı faturanızın {amount} tutarındaki ödemesi onaylandı. “{plan}” aboneliğiniz {start} ile {end} arasında geçerlidir.',
    action: 'Faturayı görüntüle',
  },
  en: {
    subject: 'Payment received: bill {number}',
    greeting: 'Hello {name},',
    body: 'Your payment of {amount} for bill {number} has been confirmed. Your “{plan}” subscription runs from {start} to {end}.',
    action: 'View the bill',
  },
  de: {
    subject: 'Zahlung erhalten: Rechnung {number}',
    greeting: 'Hallo {name},',
    body: 'Ihre Zahlung von {amount} für die Rechnung {number} wurde bestätigt. Ihr Abonnement „{plan}“ läuft vom {start} bis zum {end}.',
    action: 'Rechnung ansehen',
  },
  ru: {
    subject: 'Платёж получен: счёт {number}',
    greeting: 'Здравствуйте, {name}!',
    body: 'Ваш платёж {amount} по счёту {number} подтверждён. Подписка «{plan}» действует с {start} по {end}.',
    action: 'Посмотреть счёт',
  },
} satisfies Record<Language, Record<string, string>>;

const REJECTED = {
  tr: {
    subject: 'Ödeme bildiriminiz onaylanmadı: fatura {number}',
    greeting: 'Merhaba {name},',
    body: '{number} numaralı fatura için gönderdiğiniz ödeme bildirimi onaylanmadı. Gerekçe: {reason}',
    next: 'Ödemenizi kontrol edip ödeme sayfasından yeniden bildirebilirsiniz. Fatura {due} tarihine kadar ödenmezse iptal edilir.',
    action: 'Ödeme sayfasını aç',
  },
  en: {
    subject: 'Your payment notice was not accepted: bill {number}',
    greeting: 'Hello {name},',
    body: 'The payment notice you sent for bill {number} was not accepted. Reason: {reason}',
    next: 'Please check your payment and tell us again on the payment page. A bill not paid by {due} is cancelled.',
    action: 'Open the payment page',
  },
  de: {
    subject: 'Ihre Zahlungsmeldung wurde nicht bestätigt: Rechnung {number}',
    greeting: 'Hallo {name},',
    body: 'Die Zahlungsmeldung für die Rechnung {number} wurde nicht bestätigt. Grund: {reason}',
    next: 'Bitte prüfen Sie Ihre Zahlung und melden Sie sie erneut auf der Zahlungsseite. Eine bis zum {due} nicht bezahlte Rechnung wird storniert.',
    action: 'Zahlungsseite öffnen',
  },
  ru: {
    subject: 'Ваше уведомление об оплате не принято: счёт {number}',
    greeting: 'Здравствуйте, {name}!',
    body: 'Уведомление об оплате счёта {number} не принято. Причина: {reason}',
    next: 'Проверьте платёж и сообщите о нём снова на странице оплаты. Счёт, не оплаченный до {due}, аннулируется.',
    action: 'Открыть страницу оплаты',
  },
} satisfies Record<Language, Record<string, string>>;

const NOTICE = {
  tr: {
    subject: 'Yeni ödeme bildirimi: fatura {number}',
    greeting: 'Merhaba {name},',
    body: '{buyer} ({email}), {number} numaralı faturanın {amount} tutarındaki ödemesini yaptığını bildirdi. Ödeme tarihi: {paidAt}. Gönderen: {sender}.',
    note: 'Not: {note}',
    next: 'Tutar hesaba geçtiyse ödemeyi onaylayın, geçmediyse gerekçesini yazarak reddedin.',
    action: 'Ödemeyi incele',
  },
  en: {
    subject: 'New payment notice: bill {number}',
    greeting: 'Hello {name},',
    body: '{buyer} ({email}) says they have paid {amount} for bill {number}. Paid on: {paidAt}. Sender: {sender}.',
    note: 'Note: {note}',
    next: 'If the money has arrived, confirm the payment; if not, reject it and say why.',
    action: 'Review the payment',
  },
  de: {
    subject: 'Neue Zahlungsmeldung: Rechnung {number}',
    greeting: 'Hallo {name},',
    body: '{buyer} ({email}) meldet, {amount} für die Rechnung {number} bezahlt zu haben. Bezahlt am: {paidAt}. Absender: {sender}.',
    note: 'Notiz: {note}',
    next: 'Ist das Geld eingegangen, bestätigen Sie die Zahlung; wenn nicht, lehnen Sie sie mit einer Begründung ab.',
    action: 'Zahlung prüfen',
  },
  ru: {
    subject: 'Новое уведомление об оплате: счёт {number}',
    greeting: 'Здравствуйте, {name}!',
    body: '{buyer} ({email}) сообщает об оплате {amount} по счёту {number}. Дата оплаты: {paidAt}. Отправитель: {sender}.',
    note: 'Примечание: {note}',
    next: 'Если деньги поступили, подтвердите платёж; если нет — отклоните его и укажите причину.',
    action: 'Проверить платёж',
  },
} satisfies Record<Language, Record<string, string>>;

export interface Recipient {
  email: string;
  fullName: string;
  language: Language;
}

const amountOf = (bill: BillRow, language: Language) => formatMoney(bill.total, bill.currency, language);
const itemOf = (bill: BillRow) => bill.lines.map((line) => line.description).join(', ');

export function billIssuedMail(
  to: Recipient,
  bill: BillRow,
  accounts: { bankName: string; accountHolder: string; iban: string }[],
  payUrl: string,
): Mail {
  const t = ISSUED[to.language];
  const values = {
    name: to.fullName,
    number: bill.number,
    item: itemOf(bill),
    amount: amountOf(bill, to.language),
    due: formatDate(bill.dueAt, to.language),
    reference: bill.number,
  };
  return renderMail({
    to: to.email,
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [
      fill(t.body, values),
      ...accounts.map((a) =>
        fill(t.account, { bank: a.bankName, holder: a.accountHolder, iban: formatIban(a.iban) }),
      ),
      bill.kind === 'print_order' ? t.nextPrintOrder : t.next,
    ],
    action: { label: t.action, url: payUrl },
  });
}

export function paymentConfirmedMail(
  to: Recipient,
  bill: BillRow,
  subscription: { planName: string; startsAt: Date; endsAt: Date },
  billUrl: string,
): Mail {
  const t = CONFIRMED[to.language];
  const values = {
    name: to.fullName,
    number: bill.number,
    amount: amountOf(bill, to.language),
    plan: subscription.planName,
    start: formatDate(subscription.startsAt, to.language),
    end: formatDate(subscription.endsAt, to.language),
  };
  return renderMail({
    to: to.email,
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [fill(t.body, values)],
    action: { label: t.action, url: billUrl },
  });
}

export function paymentRejectedMail(to: Recipient, bill: BillRow, payUrl: string): Mail {
  const t = REJECTED[to.language];
  const values = {
    name: to.fullName,
    number: bill.number,
    reason: bill.rejectionReason ?? '',
    due: formatDate(bill.dueAt, to.language),
  };
  return renderMail({
    to: to.email,
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [fill(t.body, values), fill(t.next, values)],
    action: { label: t.action, url: payUrl },
  });
}

export function paymentNoticeMail(
  to: Recipient,
  bill: BillRow,
  buyer: { fullName: string; email: string },
  reviewUrl: string,
): Mail {
  const t = NOTICE[to.language];
  const notice = bill.paymentNotice!;
  const values = {
    name: to.fullName,
    number: bill.number,
    buyer: buyer.fullName,
    email: buyer.email,
    amount: amountOf(bill, to.language),
    paidAt: formatDate(notice.paidAt, to.language),
    sender: notice.senderName,
    note: notice.note ?? '',
  };
  return renderMail({
    to: to.email,
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [fill(t.body, values), ...(notice.note ? [fill(t.note, values)] : []), t.next],
    action: { label: t.action, url: reviewUrl },
  });
}
