// Choosing one of the caller's invitations by its title and date (the editor and the replies,
// when there are several).
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Invitation } from '@hatira/shared/invitations';

export function invitationLabel(invitation: Invitation, language: string): string {
  const date = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeZone: invitation.timezone,
  }).format(new Date(invitation.startsAt));
  return `${invitation.title} · ${date}`;
}

export interface InvitationPickerProps {
  invitations: readonly Invitation[];
  /** The chosen one's id; '' for none (a new invitation being made). */
  value: string;
  onChange: (id: string) => void;
  /** Shown while a new one is being made. */
  newLabel?: string;
}

export function InvitationPicker({ invitations, value, onChange, newLabel }: InvitationPickerProps) {
  const { t, i18n } = useTranslation('invitations');
  return (
    <TextField
      select
      size="small"
      label={t('picker.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 320 }, maxWidth: '100%' }}
      slotProps={{ select: { displayEmpty: Boolean(newLabel) }, inputLabel: { shrink: true } }}
    >
      {newLabel && (
        <MenuItem value="" disabled>
          {newLabel}
        </MenuItem>
      )}
      {invitations.map((invitation) => (
        <MenuItem key={invitation.id} value={invitation.id}>
          {invitationLabel(invitation, i18n.language)}
        </MenuItem>
      ))}
    </TextField>
  );
}
