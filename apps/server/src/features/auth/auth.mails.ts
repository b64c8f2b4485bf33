// The texts of the mails sent by sign-in features, in the user's language (tr by default).
import type { Language } from '@hatira/shared/languages';
import type { Mail } from '../../lib/mail/mailer.js';

const RESET = {
  tr: {
    subject: 'Hatıra şifre sıfırlama',
    greeting: 'Merhaba {name},',
    body: 'Şifrenizi sıfırlamak için aşağıdaki bağlantıyı kullanın. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    action: 'Şifremi sıfırla',
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
  },
  en: {
    subject: 'Reset your Hatıra password',
    greeting: 'Hello {name},',
    body: 'Use the link below to reset your password. The link is valid for 1 hour and can be used once.',
    action: 'Reset my password',
    ignore: 'If you did not ask for this, you can ignore this email; your password will not change.',
  },
  de: {
    subject: 'Hatıra-Passwort zurücksetzen',
    greeting: 'Hallo {name},',
    body: 'Über den folgenden Link können Sie Ihr Passwort zurücksetzen. Der Link ist 1 Stunde gültig und nur einmal verwendbar.',
    action: 'Passwort zurücksetzen',
    ignore:
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
  ru: {
    subject: 'Сброс пароля Hatıra',
    greeting: 'Здравствуйте, {name}!',
    body: 'Чтобы сбросить пароль, перейдите по ссылке ниже. Ссылка действительна 1 час и может быть использована один раз.',
    action: 'Сбросить пароль',
    ignore: 'Если вы не запрашивали сброс, просто проигнорируйте это письмо — пароль не изменится.',
  },
} satisfies Record<Language, Record<string, string>>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail(to: string, name: string, language: Language, link: string): Mail {
  const t = RESET[language];
  const greeting = t.greeting.replace('{name}', name);
  return {
    to,
    subject: t.subject,
    text: `${greeting}\n\n${t.body}\n\n${link}\n\n${t.ignore}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}" style="background:#0a9394;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#666">${escapeHtml(link)}</p><p style="color:#666">${escapeHtml(t.ignore)}</p>`,
  };
}
