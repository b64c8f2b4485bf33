// The words on a bill's PDF and in its lines, and its dates, in the bill's language (the buyer's
// when it was made).
import type { BillStatus } from '@hatira/shared/bills';
import type { Language } from '@hatira/shared/languages';

export interface BillLabels {
  title: string;
  /** The PDF's file name, before `-{number}.pdf`. */
  fileName: string;
  number: string;
  status: string;
  statuses: Record<BillStatus, string>;
  issuedAt: string;
  dueAt: string;
  paidAt: string;
  cancelledAt: string;
  seller: string;
  buyer: string;
  taxOffice: string;
  taxNumber: string;
  nationalId: string;
  mersis: string;
  email: string;
  phone: string;
  description: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  subtotal: string;
  discount: string;
  net: string;
  /** `{rate}`: the KDV percent. */
  tax: string;
  total: string;
  taxIncluded: string;
  paymentTitle: string;
  paymentText: string;
  reference: string;
  /** A subscription's line: `{plan}` for `{days}` days. */
  subscriptionLine: string;
  /** A printing order's line: `{design}` for the event `{event}`, `{size}` in millimetres. */
  printOrderLine: string;
}

export const BILL_LABELS: Record<Language, BillLabels> = {
  tr: {
    title: 'Fatura',
    fileName: 'fatura',
    number: 'Fatura no',
    status: 'Durum',
    statuses: {
      unpaid: 'Ödenmedi',
      pending_confirmation: 'Ödeme onayı bekleniyor',
      paid: 'Ödendi',
      cancelled: 'İptal edildi',
      refunded: 'İade edildi',
    },
    issuedAt: 'Düzenleme tarihi',
    dueAt: 'Son ödeme tarihi',
    paidAt: 'Ödeme tarihi',
    cancelledAt: 'İptal tarihi',
    seller: 'Satıcı',
    buyer: 'Alıcı',
    taxOffice: 'Vergi dairesi',
    taxNumber: 'Vergi no',
    nationalId: 'TC kimlik no',
    mersis: 'MERSİS no',
    email: 'E-posta',
    phone: 'Telefon',
    description: 'Açıklama',
    quantity: 'Adet',
    unitPrice: 'Birim fiyat',
    lineTotal: 'Tutar',
    subtotal: 'Ara toplam',
    discount: 'İndirim',
    net: 'KDV hariç tutar',
    tax: 'KDV (%{rate})',
    total: 'Genel toplam',
    taxIncluded: 'Fiyatlara KDV dahildir.',
    paymentTitle: 'Ödeme bilgileri',
    paymentText:
      'Tutarı aşağıdaki hesaplardan birine havale veya EFT ile gönderin; açıklamaya yalnızca fatura numarasını yazın.',
    reference: 'Açıklama',
    subscriptionLine: '{plan} aboneliği, {days} gün',
    printOrderLine: '“{design}” baskısı ({size} mm), “{event}” etkinliği için',
  },
  en: {
    title: 'Bill',
    fileName: 'bill',
    number: 'Bill no.',
    status: 'Status',
    statuses: {
      unpaid: 'Unpaid',
      pending_confirmation: 'Payment awaiting confirmation',
      paid: 'Paid',
      cancelled: 'Cancelled',
      refunded: 'Refunded',
    },
    issuedAt: 'Date of issue',
    dueAt: 'Due date',
    paidAt: 'Paid on',
    cancelledAt: 'Cancelled on',
    seller: 'Seller',
    buyer: 'Buyer',
    taxOffice: 'Tax office',
    taxNumber: 'Tax no.',
    nationalId: 'Turkish ID no.',
    mersis: 'MERSİS no.',
    email: 'Email',
    phone: 'Phone',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    net: 'Net amount',
    tax: 'KDV (VAT {rate}%)',
    total: 'Total',
    taxIncluded: 'Prices include KDV (Turkish VAT).',
    paymentTitle: 'How to pay',
    paymentText:
      'Transfer the amount to one of the accounts below and write only the bill number in the description.',
    reference: 'Description',
    subscriptionLine: '{plan} subscription, {days} days',
    printOrderLine: '“{design}” prints ({size} mm) for the event “{event}”',
  },
  de: {
    title: 'Rechnung',
    fileName: 'rechnung',
    number: 'Rechnungsnr.',
    status: 'Status',
    statuses: {
      unpaid: 'Unbezahlt',
      pending_confirmation: 'Zahlung wird geprüft',
      paid: 'Bezahlt',
      cancelled: 'Storniert',
      refunded: 'Erstattet',
    },
    issuedAt: 'Rechnungsdatum',
    dueAt: 'Fällig am',
    paidAt: 'Bezahlt am',
    cancelledAt: 'Storniert am',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    taxOffice: 'Finanzamt',
    taxNumber: 'Steuernr.',
    nationalId: 'Türk. Identitätsnr.',
    mersis: 'MERSİS-Nr.',
    email: 'E-Mail',
    phone: 'Telefon',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    lineTotal: 'Betrag',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    net: 'Nettobetrag',
    tax: 'KDV (USt. {rate} %)',
    total: 'Gesamtbetrag',
    taxIncluded: 'Die Preise enthalten die KDV (türkische Umsatzsteuer).',
    paymentTitle: 'Zahlung',
    paymentText:
      'Überweisen Sie den Betrag auf eines der folgenden Konten und geben Sie als Verwendungszweck nur die Rechnungsnummer an.',
    reference: 'Verwendungszweck',
    subscriptionLine: 'Abonnement {plan}, {days} Tage',
    printOrderLine: 'Druck „{design}“ ({size} mm) für die Veranstaltung „{event}“',
  },
  ru: {
    title: 'Счёт',
    fileName: 'schet',
    number: 'Счёт №',
    status: 'Статус',
    statuses: {
      unpaid: 'Не оплачен',
      pending_confirmation: 'Оплата ожидает подтверждения',
      paid: 'Оплачен',
      cancelled: 'Аннулирован',
      refunded: 'Возвращён',
    },
    issuedAt: 'Дата выставления',
    dueAt: 'Оплатить до',
    paidAt: 'Дата оплаты',
    cancelledAt: 'Дата аннулирования',
    seller: 'Продавец',
    buyer: 'Покупатель',
    taxOffice: 'Налоговая инспекция',
    taxNumber: 'Налоговый №',
    nationalId: 'Турецкий ID №',
    mersis: 'MERSİS №',
    email: 'Эл. почта',
    phone: 'Телефон',
    description: 'Описание',
    quantity: 'Кол-во',
    unitPrice: 'Цена',
    lineTotal: 'Сумма',
    subtotal: 'Промежуточный итог',
    discount: 'Скидка',
    net: 'Сумма без НДС',
    tax: 'KDV (НДС {rate}%)',
    total: 'Итого',
    taxIncluded: 'Цены включают KDV (турецкий НДС).',
    paymentTitle: 'Оплата',
    paymentText: 'Переведите сумму на один из счетов ниже и укажите в назначении платежа только номер счёта.',
    reference: 'Назначение платежа',
    subscriptionLine: 'Подписка {plan}, {days} дн.',
    printOrderLine: 'Печать «{design}» ({size} мм) для мероприятия «{event}»',
  },
};

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU' };

/** A date as the reader writes it, in Türkiye's time zone (where the business and its bills are). */
export function formatDate(time: Date | string, language: Language): string {
  return new Date(time).toLocaleDateString(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  });
}
