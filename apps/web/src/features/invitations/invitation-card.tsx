// The invitation as a guest sees it: cover, names, title, countdown, date and place, the message
// and the buttons (calendar, directions, photos). Plain elements and invitation-card.css, no MUI:
// it is the guest page's body (invite-page.tsx) and the owner's editor shows it in a phone frame
// as a live preview (`preview`: no network, links inert). Its texts are the `invite` namespace.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicInvitation } from '@hatira/shared/invitations';
import { calendarFilePath } from './invite.api';
import { directionsUrl, googleCalendarUrl, placeOf } from './invitation-links';
import { countdownTo, eventWhen, type Countdown } from './invitation-time';
import { themeStyle } from './invitation-theme';
import './invitation-card.css';

const CALENDAR_ICON =
  'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-2 .9-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 16H5V10h14v10zM9 14H7v-2h2v2zm4 0h-2v-2h2v2zm4 0h-2v-2h2v2zm-8 4H7v-2h2v2zm4 0h-2v-2h2v2zm4 0h-2v-2h2v2z';
const PLACE_ICON =
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5a2.5 2.5 0 0 1 0-5 2.5 2.5 0 0 1 0 5z';

export function InvitationIcon({ path }: { path: string }) {
  return (
    <svg className="inv-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** The countdown, recomputed every 30 seconds (minutes are its smallest unit). */
function useCountdown(startsAt: string, timeZone: string): Countdown {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return countdownTo(startsAt, timeZone, now);
}

function CountdownView({ startsAt, timeZone }: { startsAt: string; timeZone: string }) {
  const { t } = useTranslation('invite');
  const countdown = useCountdown(startsAt, timeZone);
  if (countdown.state !== 'coming')
    return (
      <p className="inv-countdown inv-countdown--note" role="status">
        {t(countdown.state === 'today' ? 'countdown.today' : 'countdown.past')}
      </p>
    );
  const parts = [
    ['days', countdown.days],
    ['hours', countdown.hours],
    ['minutes', countdown.minutes],
  ] as const;
  return (
    <div className="inv-countdown" role="timer" aria-label={t('countdown.label')}>
      {parts.map(([unit, count]) => (
        <div key={unit} className="inv-countdown__part">
          <span className="inv-countdown__number">{count}</span>
          <span className="inv-countdown__unit">{t(`countdown.${unit}`, { count })}</span>
        </div>
      ))}
    </div>
  );
}

interface ActionProps {
  href: string | null;
  preview: boolean;
  primary?: boolean;
  external?: boolean;
  children: ReactNode;
}

/** A button-looking link; in the preview a look-alike that goes nowhere. */
function Action({ href, preview, primary, external, children }: ActionProps) {
  const className = primary ? 'inv-button inv-button--primary' : 'inv-button';
  if (preview || !href)
    return (
      <span className={className} aria-disabled="true">
        {children}
      </span>
    );
  return (
    <a className={className} href={href} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
    </a>
  );
}

export interface InvitationCardProps {
  invitation: PublicInvitation;
  /** The editor's live preview: nothing is fetched and the links go nowhere. */
  preview?: boolean;
}

export function InvitationCard({ invitation, preview = false }: InvitationCardProps) {
  const { t, i18n } = useTranslation('invite');
  const when = eventWhen(invitation.startsAt, invitation.timezone, i18n.language);
  const place = placeOf(invitation);
  const directions = directionsUrl(invitation);
  const pageUrl = typeof window === 'undefined' ? '' : `${window.location.origin}/i/${invitation.hash}`;
  const Names = preview ? 'h2' : 'h1';

  return (
    <article
      className={`inv-card inv-card--${invitation.theme}`}
      data-theme={invitation.theme}
      style={themeStyle(invitation.theme, invitation.themeColor)}
      aria-labelledby={`inv-names-${invitation.hash}`}
    >
      <div className="inv-cover">
        {invitation.coverUrl ? (
          <img className="inv-cover__image" src={invitation.coverUrl} alt="" width={1200} height={900} />
        ) : (
          <div className="inv-cover__art" aria-hidden="true">
            <span className="inv-cover__ring" />
            <span className="inv-cover__ring" />
          </div>
        )}
      </div>
      <div className="inv-body">
        <p className="inv-title">{invitation.title}</p>
        <Names id={`inv-names-${invitation.hash}`} className="inv-names">
          {invitation.coupleNames}
        </Names>
        <CountdownView startsAt={invitation.startsAt} timeZone={invitation.timezone} />
        <dl className="inv-details">
          <div className="inv-details__row">
            <dt>{t('card.when')}</dt>
            <dd>
              <span className="inv-details__main">{when.date}</span>
              <span>{when.time}</span>
              {when.zone && <span className="inv-details__note">{t('card.zone', { zone: when.zone })}</span>}
            </dd>
          </div>
          {place && (
            <div className="inv-details__row">
              <dt>{t('card.where')}</dt>
              <dd>
                {invitation.venueName && <span className="inv-details__main">{invitation.venueName}</span>}
                {invitation.address && <span>{invitation.address}</span>}
              </dd>
            </div>
          )}
        </dl>
        {invitation.message.trim() && <p className="inv-message">{invitation.message}</p>}
        <div className="inv-actions">
          <div className="inv-actions__calendar" role="group" aria-label={t('card.addToCalendar')}>
            <Action href={calendarFilePath(invitation.hash)} preview={preview} primary>
              <InvitationIcon path={CALENDAR_ICON} />
              {t('card.addToCalendar')}
            </Action>
            <Action href={googleCalendarUrl(invitation, pageUrl)} preview={preview} external>
              {t('card.googleCalendar')}
            </Action>
          </div>
          {directions && (
            <Action href={directions} preview={preview} external>
              <InvitationIcon path={PLACE_ICON} />
              {t('card.directions')}
            </Action>
          )}
          {invitation.sharePath && (
            <Action href={invitation.sharePath} preview={preview}>
              {t('card.sharePhotos')}
            </Action>
          )}
        </div>
      </div>
    </article>
  );
}
