// The replies as a CSV file for Excel (DESIGN.md §6.5; docs/decisions/047): UTF-8 with a byte
// order mark (without it Excel reads the bytes as Windows-1254 and "Ayşe" breaks), `;` between
// fields (Excel in a Turkish, German or Russian locale splits on the list separator, which is `;`
// where the decimal sign is a comma) and CRLF line ends. The header and the yes/no words in the
// asked language (Turkish by default); times in the invitation's time zone. A cell a guest typed
// that starts like a formula (= + - @) is written with a leading apostrophe, so Excel shows it as
// text instead of running it.
import { asc, desc, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { DEFAULT_LANGUAGE, type Language } from '@hatira/shared/languages';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { safeName } from '../../lib/file-names.js';
import { findInvitationForActor } from './invitations.queries.js';
import { invitationMessages } from './invitations.table.js';

const TEXTS: Record<
  Language,
  {
    header: [string, string, string, string, string, string];
    yes: string;
    no: string;
    published: string;
    hidden: string;
    file: string;
  }
> = {
  tr: {
    header: ['Ad Soyad', 'Katılım', 'Kişi sayısı', 'Mesaj', 'Durum', 'Tarih'],
    yes: 'Evet',
    no: 'Hayır',
    published: 'Yayında',
    hidden: 'Gizli',
    file: 'yanıtlar',
  },
  en: {
    header: ['Name', 'Attending', 'Guests', 'Message', 'Status', 'Date'],
    yes: 'Yes',
    no: 'No',
    published: 'Published',
    hidden: 'Hidden',
    file: 'replies',
  },
  de: {
    header: ['Name', 'Teilnahme', 'Personen', 'Nachricht', 'Status', 'Datum'],
    yes: 'Ja',
    no: 'Nein',
    published: 'Veröffentlicht',
    hidden: 'Verborgen',
    file: 'Antworten',
  },
  ru: {
    header: ['Имя', 'Придёт', 'Гостей', 'Сообщение', 'Статус', 'Дата'],
    yes: 'Да',
    no: 'Нет',
    published: 'Опубликовано',
    hidden: 'Скрыто',
    file: 'ответы',
  },
};

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-GB', de: 'de-DE', ru: 'ru-RU' };

/** Text as Excel should show it, never as a formula. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export interface CsvFile {
  fileName: string;
  body: string;
}

export async function exportRepliesCsv(
  db: Db,
  actor: Actor,
  invitationId: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CsvFile> {
  const invitation = await findInvitationForActor(db, actor, invitationId, 'read');
  const rows = await db
    .select()
    .from(invitationMessages)
    .where(eq(invitationMessages.invitationId, invitationId))
    .orderBy(desc(invitationMessages.createdAt), asc(invitationMessages.id));
  const t = TEXTS[language];
  const date = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: invitation.timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const body = stringify(
    [
      t.header,
      ...rows.map((row) => [
        asText(row.name),
        row.attending ? t.yes : t.no,
        row.guestCount,
        asText(row.message),
        row.status === 'published' ? t.published : t.hidden,
        date.format(row.createdAt),
      ]),
    ],
    { bom: true, delimiter: ';', record_delimiter: 'windows' },
  );
  return { fileName: `${safeName(invitation.coupleNames, 'davetiye')} - ${t.file}.csv`, body };
}
