// TEMP: a stand-in for the public page's presentational part, which another branch writes; it is
// replaced at merge. Only what the editor's preview needs to render.
import type { PublicInvitation } from '@hatira/shared/invitations';

export function InvitationCard({
  invitation,
  preview = false,
}: {
  invitation: PublicInvitation;
  preview?: boolean;
}) {
  const date = new Date(invitation.startsAt);
  return (
    <article
      data-preview={preview || undefined}
      style={{ padding: 24, textAlign: 'center', color: invitation.themeColor }}
    >
      {invitation.coverUrl && (
        <img
          src={invitation.coverUrl}
          alt=""
          style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
        />
      )}
      <p>{invitation.title}</p>
      <h1>{invitation.coupleNames}</h1>
      <p>
        {Number.isNaN(date.getTime())
          ? ''
          : new Intl.DateTimeFormat(undefined, {
              dateStyle: 'full',
              timeStyle: 'short',
              timeZone: invitation.timezone,
            }).format(date)}
      </p>
      <p>{invitation.venueName}</p>
    </article>
  );
}
