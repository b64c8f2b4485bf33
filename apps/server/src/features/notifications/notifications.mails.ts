// The mails a user can turn off (account settings → notification), in the user's language.
import type { Language } from '@hatira/shared/languages';
import { fill, renderMail } from '../../lib/mail/layout.js';
import type { Mail } from '../../lib/mail/mailer.js';

const PENDING_POSTS = {
  tr: {
    subject: '“{event}” etkinliğinde onay bekleyen paylaşım var',
    greeting: 'Merhaba {name},',
    body: '“{event}” etkinliğinize misafirler yeni fotoğraf veya video paylaştı. Paylaşımlar siz onaylayana kadar yayınlanmaz.',
    action: 'Paylaşımları incele',
    footer: 'Bu e-postaları hesap ayarlarınızdaki bildirimler bölümünden kapatabilirsiniz: {settings}',
  },
  en: {
    subject: 'Posts await your approval at “{event}”',
    greeting: 'Hello {name},',
    body: 'Guests have shared new photos or videos at your event “{event}”. They stay hidden until you approve them.',
    action: 'Review the posts',
    footer: 'You can turn these emails off under notifications in your account settings: {settings}',
  },
  de: {
    subject: 'Beiträge bei „{event}“ warten auf Ihre Freigabe',
    greeting: 'Hallo {name},',
    body: 'Gäste haben bei Ihrer Veranstaltung „{event}“ neue Fotos oder Videos geteilt. Sie bleiben verborgen, bis Sie sie freigeben.',
    action: 'Beiträge prüfen',
    footer:
      'Sie können diese E-Mails in Ihren Kontoeinstellungen unter Benachrichtigungen abschalten: {settings}',
  },
  ru: {
    subject: 'Публикации в «{event}» ждут вашего одобрения',
    greeting: 'Здравствуйте, {name}!',
    body: 'Гости поделились новыми фото или видео на вашем мероприятии «{event}». Они не видны, пока вы их не одобрите.',
    action: 'Просмотреть публикации',
    footer: 'Эти письма можно отключить в разделе уведомлений настроек учётной записи: {settings}',
  },
} satisfies Record<Language, Record<string, string>>;

const EXPIRY = {
  tr: {
    subject: 'Hatıra aboneliğiniz {date} tarihinde sona eriyor',
    greeting: 'Merhaba {name},',
    body: '“{plan}” aboneliğiniz {date} tarihinde sona eriyor. Sonrasında misafirleriniz etkinlik sayfalarınıza paylaşım yapamaz. Kesintisiz devam etmek için aboneliğinizi yenileyin.',
    action: 'Aboneliğimi görüntüle',
    footer: 'Bu e-postaları hesap ayarlarınızdaki bildirimler bölümünden kapatabilirsiniz: {settings}',
  },
  en: {
    subject: 'Your Hatıra subscription ends on {date}',
    greeting: 'Hello {name},',
    body: 'Your “{plan}” subscription ends on {date}. After that, guests can no longer post to your event pages. Renew it to continue without a break.',
    action: 'View my subscription',
    footer: 'You can turn these emails off under notifications in your account settings: {settings}',
  },
  de: {
    subject: 'Ihr Hatıra-Abonnement endet am {date}',
    greeting: 'Hallo {name},',
    body: 'Ihr Abonnement „{plan}“ endet am {date}. Danach können Gäste nichts mehr auf Ihren Veranstaltungsseiten teilen. Verlängern Sie es, um ohne Unterbrechung weiterzumachen.',
    action: 'Mein Abonnement ansehen',
    footer:
      'Sie können diese E-Mails in Ihren Kontoeinstellungen unter Benachrichtigungen abschalten: {settings}',
  },
  ru: {
    subject: 'Ваша подписка Hatıra заканчивается {date}',
    greeting: 'Здравствуйте, {name}!',
    body: 'Ваша подписка «{plan}» заканчивается {date}. После этого гости не смогут публиковать на страницах ваших мероприятий. Продлите её, чтобы продолжить без перерыва.',
    action: 'Посмотреть подписку',
    footer: 'Эти письма можно отключить в разделе уведомлений настроек учётной записи: {settings}',
  },
} satisfies Record<Language, Record<string, string>>;

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU' };

interface Recipient {
  email: string;
  fullName: string;
  language: Language;
}

export function pendingPostsMail(
  to: Recipient,
  event: string,
  links: { review: string; settings: string },
): Mail {
  const t = PENDING_POSTS[to.language];
  const values = { name: to.fullName, event, settings: links.settings };
  return renderMail({
    to: to.email,
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [fill(t.body, values)],
    action: { label: t.action, url: links.review },
    footer: fill(t.footer, values),
  });
}

export function expiryReminderMail(
  to: Recipient,
  plan: string,
  endsAt: Date,
  links: { subscription: string; settings: string },
): Mail {
  const t = EXPIRY[to.language];
  const date = endsAt.toLocaleDateString(LOCALES[to.language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Istanbul',
  });
  const values = { name: to.fullName, plan, date, settings: links.settings };
  return renderMail({
    to: to.email,
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [fill(t.body, values)],
    action: { label: t.action, url: links.subscription },
    footer: fill(t.footer, values),
  });
}
