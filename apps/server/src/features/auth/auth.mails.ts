// The texts of the mails sent by sign-in features, in the user's language (tr by default).
import type { Language } from '@hatira/shared/languages';
import { fill, renderMail } from '../../lib/mail/layout.js';
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

const INVITATION = {
  tr: {
    subject: '{inviter} sizi Hatıra’ya davet etti',
    greeting: 'Merhaba {name},',
    body: '{inviter} sizin için bir Hatıra hesabı oluşturdu. Oturum açabilmek için aşağıdaki bağlantıdan şifrenizi belirleyin. Bağlantı 7 gün geçerlidir ve yalnızca bir kez kullanılabilir.',
    account: 'Oturum açarken kullanacağınız e-posta adresi: {email}',
    action: 'Şifremi belirle',
    ignore: 'Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz.',
  },
  en: {
    subject: '{inviter} invited you to Hatıra',
    greeting: 'Hello {name},',
    body: '{inviter} has created a Hatıra account for you. Set your password with the link below to sign in. The link is valid for 7 days and can be used once.',
    account: 'You will sign in with this email address: {email}',
    action: 'Set my password',
    ignore: 'If you did not expect this invitation, you can ignore this email.',
  },
  de: {
    subject: '{inviter} hat Sie zu Hatıra eingeladen',
    greeting: 'Hallo {name},',
    body: '{inviter} hat ein Hatıra-Konto für Sie angelegt. Legen Sie über den folgenden Link Ihr Passwort fest, um sich anzumelden. Der Link ist 7 Tage gültig und nur einmal verwendbar.',
    account: 'Sie melden sich mit dieser E-Mail-Adresse an: {email}',
    action: 'Passwort festlegen',
    ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
  ru: {
    subject: '{inviter} приглашает вас в Hatıra',
    greeting: 'Здравствуйте, {name}!',
    body: '{inviter} создал(а) для вас учётную запись Hatıra. Чтобы войти, задайте пароль по ссылке ниже. Ссылка действительна 7 дней и может быть использована один раз.',
    account: 'Для входа используйте этот адрес электронной почты: {email}',
    action: 'Задать пароль',
    ignore: 'Если вы не ожидали этого приглашения, просто проигнорируйте письмо.',
  },
} satisfies Record<Language, Record<string, string>>;

export function passwordResetMail(to: string, name: string, language: Language, link: string): Mail {
  const t = RESET[language];
  return renderMail({
    to,
    subject: t.subject,
    greeting: fill(t.greeting, { name }),
    paragraphs: [t.body],
    action: { label: t.action, url: link },
    footer: t.ignore,
  });
}

export function invitationMail(
  to: string,
  name: string,
  language: Language,
  link: string,
  inviter: string,
): Mail {
  const t = INVITATION[language];
  const values = { name, inviter, email: to };
  return renderMail({
    to,
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [fill(t.body, values), fill(t.account, values)],
    action: { label: t.action, url: link },
    footer: t.ignore,
  });
}
