// An entry's sentence in the reader's language, from its kind and params (DESIGN.md §6.6): money
// and dates formatted for the language, a printing order's status named.
import type { TFunction } from 'i18next';
import type { Notification } from '@hatira/shared/notifications';
import { formatMoney } from '@hatira/shared/money';

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

export function notificationText(
  t: TFunction<'notifications'>,
  item: Notification,
  language: string,
): string {
  const p = item.params;
  switch (item.kind) {
    case 'bill.issued':
      return t('kinds.bill.issued', {
        billNumber: text(p['billNumber']),
        amount: formatMoney(Number(p['total']), text(p['currency']), language),
      });
    case 'print-order.status':
      return t('kinds.print-order.status', {
        designName: text(p['designName']),
        status: t(`printStatus.${text(p['status'])}`, { defaultValue: text(p['status']) }),
      });
    case 'subscription.ending':
      return t('kinds.subscription.ending', {
        planName: text(p['planName']),
        date: new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(text(p['endsAt']))),
      });
    case 'invitation.reply':
      return p['attending']
        ? t('kinds.invitation.reply', { name: text(p['name']), guestCount: Number(p['guestCount']) })
        : t('kinds.invitation.declined', { name: text(p['name']) });
    default:
      return t(`kinds.${item.kind}`, Object.fromEntries(Object.entries(p).map(([k, v]) => [k, text(v)])));
  }
}
