// The guest's page as it will look, inside a phone-sized frame (390 px, as the guests' phones):
// the public page's own card, fed the editor's current values.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicInvitation } from '@hatira/shared/invitations';
import { InvitationCard } from './invitation-card';

export const PHONE_WIDTH = 390;

export function PhonePreview({ invitation, hasDate }: { invitation: PublicInvitation; hasDate: boolean }) {
  const { t } = useTranslation('invitations');
  return (
    <Box
      component="section"
      aria-labelledby="invitation-preview-title"
      sx={{ width: '100%', maxWidth: PHONE_WIDTH + 24, mx: 'auto' }}
    >
      <Typography
        id="invitation-preview-title"
        variant="subtitle2"
        color="text.secondary"
        sx={{ mb: 1, textAlign: 'center' }}
      >
        {t('preview.title')}
      </Typography>
      <Box
        sx={{
          border: '12px solid',
          borderColor: 'grey.900',
          borderRadius: '40px',
          overflow: 'hidden',
          bgcolor: 'background.paper',
          boxShadow: 6,
        }}
      >
        <Box
          // The card scrolls inside the frame, as the page scrolls on a phone.
          tabIndex={0}
          aria-label={t('preview.frame')}
          sx={{
            height: { xs: 'auto', md: 'min(760px, calc(100vh - 200px))' },
            overflowY: 'auto',
            overflowX: 'hidden',
          }}
        >
          <InvitationCard invitation={invitation} preview />
        </Box>
      </Box>
      {!hasDate && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 1, textAlign: 'center' }}
        >
          {t('preview.sampleDate')}
        </Typography>
      )}
    </Box>
  );
}
