// What the couple sends: the invitation's link (copy, open) and its QR code (shown, PNG and SVG
// files) through components/link-share, a WhatsApp message ready to send in the owner's language,
// and the way to the replies.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { Invitation } from '@hatira/shared/invitations';
import { paths } from '@hatira/shared/paths';
import { LinkShare } from '../../components/link-share/link-share';
import { SectionCard } from '../../components/section-card';
import { fetchQr, invitationKeys } from './invitations.api';

/** The address guests open; the admin app and the guests' pages share one origin. */
export function inviteUrlOf(hash: string): string {
  return window.location.origin + paths.invite(hash);
}

/** A WhatsApp link that opens a chat with the text typed in (the user picks who gets it). */
export function whatsAppHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function ShareCard({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation('invitations');
  const url = inviteUrlOf(invitation.hash);
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: invitation.timezone,
  }).format(new Date(invitation.startsAt));
  const message = t('share.whatsAppText', { names: invitation.coupleNames, when, url });
  return (
    <SectionCard id="invitation-share-title" title={t('share.title')}>
      <Stack spacing={2}>
        {!invitation.isActive && <Alert severity="warning">{t('share.inactive')}</Alert>}
        <LinkShare
          url={url}
          // The hash is in the key: a new link (if it ever changes) draws a new picture.
          qr={{
            key: invitationKeys.qr(invitation.id, invitation.hash),
            fetch: (format, _size, signal) => fetchQr(invitation.id, format, signal),
          }}
          linkLabel={t('share.link')}
          openLabel={t('share.open')}
          qrAlt={t('share.qrAlt', { title: invitation.title })}
          actions={
            <Button
              variant="contained"
              color="success"
              component="a"
              href={whatsAppHref(message)}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<WhatsAppIcon />}
            >
              {t('share.whatsApp')}
            </Button>
          }
        >
          <div>
            <Button
              component={RouterLink}
              to={paths.weddingInvitationMessages(invitation.id)}
              startIcon={<ForumOutlinedIcon />}
            >
              {t('share.replies', { count: invitation.replyCount })}
            </Button>
          </div>
        </LinkShare>
      </Stack>
    </SectionCard>
  );
}
