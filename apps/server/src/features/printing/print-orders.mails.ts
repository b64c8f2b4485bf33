// "Your printing order has moved": mailed to the buyer on every status change, in their language,
// if they want these mails (account settings → notification → printing orders).
import type { Language } from '@hatira/shared/languages';
import { formatMoney } from '@hatira/shared/money';
import type { PrintOrderStatus } from '@hatira/shared/printing';
import { fill, renderMail } from '../../lib/mail/layout.js';
import type { Mail } from '../../lib/mail/mailer.js';

type Moved = Exclude<PrintOrderStatus, 'pending'>;

interface StatusTexts {
  subject: string;
  greeting: string;
  order: string;
  statuses: Record<Moved, string>;
  note: string;
  action: string;
  footer: string;
}

const TEXTS: Record<Language, StatusTexts> = {
  tr: {
    subject: 'Baskı siparişiniz: {status}',
    greeting: 'Merhaba {name},',
    order: '“{event}” etkinliği için {quantity} adet “{design}” siparişiniz ({amount}, fatura {bill}).',
    statuses: {
      confirmed: 'Ödemeniz onaylandı; siparişiniz baskı sırasına alındı.',
      printing: 'Siparişiniz şu anda basılıyor.',
      shipped: 'Siparişiniz kargoya verildi: {carrier}, takip numarası {tracking}.',
      delivered: 'Siparişiniz teslim edildi. Güzel bir gün geçirmenizi dileriz!',
      cancelled: 'Siparişiniz iptal edildi.',
    },
    note: 'Not: {note}',
    action: 'Siparişi görüntüle',
    footer: 'Bu e-postaları hesap ayarlarınızdaki bildirimler bölümünden kapatabilirsiniz: {settings}',
  },
  en: {
    subject: 'Your printing order: {status}',
    greeting: 'Hello {name},',
    order: 'Your order of {quantity} × “{design}” for the event “{event}” ({amount}, bill {bill}).',
    statuses: {
      confirmed: 'Your payment has been confirmed; your order is in the print queue.',
      printing: 'Your order is being printed now.',
      shipped: 'Your order has been shipped: {carrier}, tracking number {tracking}.',
      delivered: 'Your order has been delivered. We wish you a wonderful day!',
      cancelled: 'Your order has been cancelled.',
    },
    note: 'Note: {note}',
    action: 'View the order',
    footer: 'You can turn these emails off under notifications in your account settings: {settings}',
  },
  de: {
    subject: 'Ihr Druckauftrag: {status}',
    greeting: 'Hallo {name},',
    order:
      'Ihre Bestellung von {quantity} × „{design}“ für die Veranstaltung „{event}“ ({amount}, Rechnung {bill}).',
    statuses: {
      confirmed: 'Ihre Zahlung wurde bestätigt; Ihr Auftrag ist in der Druckwarteschlange.',
      printing: 'Ihr Auftrag wird gerade gedruckt.',
      shipped: 'Ihr Auftrag wurde versandt: {carrier}, Sendungsnummer {tracking}.',
      delivered: 'Ihr Auftrag wurde zugestellt. Wir wünschen Ihnen einen wunderschönen Tag!',
      cancelled: 'Ihr Auftrag wurde storniert.',
    },
    note: 'Notiz: {note}',
    action: 'Auftrag ansehen',
    footer:
      'Sie können diese E-Mails in Ihren Kontoeinstellungen unter Benachrichtigungen abschalten: {settings}',
  },
  ru: {
    subject: 'Ваш заказ печати: {status}',
    greeting: 'Здравствуйте, {name}!',
    order: 'Ваш заказ: {quantity} × «{design}» для мероприятия «{event}» ({amount}, счёт {bill}).',
    statuses: {
      confirmed: 'Ваш платёж подтверждён; заказ поставлен в очередь на печать.',
      printing: 'Ваш заказ сейчас печатается.',
      shipped: 'Ваш заказ отправлен: {carrier}, номер отслеживания {tracking}.',
      delivered: 'Ваш заказ доставлен. Желаем вам прекрасного праздника!',
      cancelled: 'Ваш заказ отменён.',
    },
    note: 'Примечание: {note}',
    action: 'Посмотреть заказ',
    footer: 'Эти письма можно отключить в разделе уведомлений настроек учётной записи: {settings}',
  },
};

/** The status as the subject line names it. */
const STATUS_NAMES: Record<Language, Record<Moved, string>> = {
  tr: {
    confirmed: 'onaylandı',
    printing: 'baskıda',
    shipped: 'kargoya verildi',
    delivered: 'teslim edildi',
    cancelled: 'iptal edildi',
  },
  en: {
    confirmed: 'confirmed',
    printing: 'printing',
    shipped: 'shipped',
    delivered: 'delivered',
    cancelled: 'cancelled',
  },
  de: {
    confirmed: 'bestätigt',
    printing: 'im Druck',
    shipped: 'versandt',
    delivered: 'zugestellt',
    cancelled: 'storniert',
  },
  ru: {
    confirmed: 'подтверждён',
    printing: 'в печати',
    shipped: 'отправлен',
    delivered: 'доставлен',
    cancelled: 'отменён',
  },
};

export interface StatusMailOrder {
  status: Moved;
  designName: string;
  qrTitle: string;
  quantity: number;
  total: number;
  currency: string;
  billNumber: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  note: string | null;
}

export function printOrderStatusMail(
  to: { email: string; fullName: string; language: Language },
  order: StatusMailOrder,
  links: { order: string; settings: string },
): Mail {
  const t = TEXTS[to.language];
  const values = {
    name: to.fullName,
    status: STATUS_NAMES[to.language][order.status],
    event: order.qrTitle,
    design: order.designName,
    quantity: String(order.quantity),
    amount: formatMoney(order.total, order.currency, to.language),
    bill: order.billNumber ?? '—',
    carrier: order.carrier ?? '',
    tracking: order.trackingNumber ?? '',
    note: order.note ?? '',
  };
  return renderMail({
    to: to.email,
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [
      fill(t.statuses[order.status], values),
      fill(t.order, values),
      ...(order.note ? [fill(t.note, values)] : []),
    ],
    action: { label: t.action, url: links.order },
    footer: fill(t.footer, { settings: links.settings }),
  });
}
