// "Your invitation has new replies": mailed to the owner in their language when they want these
// mails (notifyInvitationReplies), at most once per invitation an hour (docs/decisions/047). The
// mail names the reply that opened the hour and sends the owner to the list with every reply.
import type { Language } from '@hatira/shared/languages';
import { fill, renderMail } from '../../lib/mail/layout.js';
import type { Mail } from '../../lib/mail/mailer.js';

const TEXTS = {
  tr: {
    subject: '“{couple}” davetiyenize yeni yanıt var',
    greeting: 'Merhaba {name},',
    attending: '{guest} davetinize katılacağını bildirdi ({count} kişi).',
    notAttending: '{guest} davetinize katılamayacağını bildirdi.',
    more: 'Bir saat içinde gelen diğer yanıtları da listede bulabilirsiniz.',
    action: 'Yanıtları görüntüle',
    footer: 'Bu e-postaları hesap ayarlarınızdaki bildirimler bölümünden kapatabilirsiniz: {settings}',
  },
  en: {
    subject: 'New reply to your invitation “{couple}”',
    greeting: 'Hello {name},',
    attending: '{guest} is coming to your celebration ({count} guests).',
    notAttending: '{guest} cannot come to your celebration.',
    more: 'Replies that arrive within the hour are waiting in the list too.',
    action: 'View the replies',
    footer: 'You can turn these emails off under notifications in your account settings: {settings}',
  },
  de: {
    subject: 'Neue Antwort auf Ihre Einladung „{couple}“',
    greeting: 'Hallo {name},',
    attending: '{guest} kommt zu Ihrer Feier ({count} Personen).',
    notAttending: '{guest} kann leider nicht zu Ihrer Feier kommen.',
    more: 'Antworten, die innerhalb der Stunde eintreffen, finden Sie ebenfalls in der Liste.',
    action: 'Antworten ansehen',
    footer:
      'Sie können diese E-Mails in Ihren Kontoeinstellungen unter Benachrichtigungen abschalten: {settings}',
  },
  ru: {
    subject: 'Новый ответ на ваше приглашение «{couple}»',
    greeting: 'Здравствуйте, {name}!',
    attending: '{guest} придёт на ваш праздник (гостей: {count}).',
    notAttending: '{guest} не сможет прийти на ваш праздник.',
    more: 'Ответы, пришедшие в течение часа, тоже ждут вас в списке.',
    action: 'Посмотреть ответы',
    footer: 'Эти письма можно отключить в разделе уведомлений настроек учётной записи: {settings}',
  },
} satisfies Record<Language, Record<string, string>>;

export function invitationReplyMail(
  to: { email: string; fullName: string; language: Language },
  reply: { coupleNames: string; name: string; attending: boolean; guestCount: number },
  links: { replies: string; settings: string },
): Mail {
  const t = TEXTS[to.language];
  const values = {
    name: to.fullName,
    couple: reply.coupleNames,
    guest: reply.name,
    count: String(reply.guestCount),
    settings: links.settings,
  };
  return renderMail({
    to: to.email,
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [fill(reply.attending ? t.attending : t.notAttending, values), t.more],
    action: { label: t.action, url: links.replies },
    footer: fill(t.footer, values),
  });
}
