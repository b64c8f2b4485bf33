// The look of the invitation: one of the four themes (cards), and its colour from a small palette
// or as a hex code. Changing the theme takes the new theme's colour unless one was picked.
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { INVITATION_THEMES, THEME_DEFAULT_COLORS, type InvitationTheme } from '@hatira/shared/invitations';
import type { InvitationEntityForm } from './details-fields';

/** The themes' own colours first, then a few that suit wedding cards. */
export const PALETTE = [
  ...new Set([...Object.values(THEME_DEFAULT_COLORS), '#b5838d', '#6d597a', '#a4161a', '#0a9394', '#1d3557']),
];

/** What each theme's card shows: its paper and its type. */
const THEME_LOOK: Record<InvitationTheme, { paper: string; ink: string; font: string }> = {
  classic: { paper: '#fbf7ef', ink: '#3d3323', font: 'Georgia, serif' },
  garden: { paper: '#f3f7ef', ink: '#2f3b28', font: 'Georgia, serif' },
  modern: { paper: '#ffffff', ink: '#222222', font: 'system-ui, sans-serif' },
  night: { paper: '#1b1f2e', ink: '#f4efe1', font: 'Georgia, serif' },
};

function ThemeCards({ form }: { form: InvitationEntityForm }) {
  const { t } = useTranslation('invitations');
  return (
    <Controller
      control={form.control}
      name="theme"
      render={({ field }) => (
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {t('fields.theme')}
          </FormLabel>
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={(event) => {
              const next = event.target.value as InvitationTheme;
              // Still the old theme's own colour: the new theme brings its own.
              if (form.getValues('themeColor').toLowerCase() === THEME_DEFAULT_COLORS[field.value])
                form.setValue('themeColor', THEME_DEFAULT_COLORS[next], { shouldDirty: true });
              field.onChange(next);
            }}
          >
            <Grid container spacing={1.5}>
              {INVITATION_THEMES.map((theme) => {
                const look = THEME_LOOK[theme];
                const isChosen = field.value === theme;
                return (
                  <Grid key={theme} size={{ xs: 6, sm: 3 }}>
                    <Card
                      component="label"
                      variant="outlined"
                      sx={{
                        display: 'block',
                        cursor: 'pointer',
                        borderWidth: 2,
                        borderColor: isChosen ? 'primary.main' : 'divider',
                        height: '100%',
                      }}
                    >
                      <Box
                        aria-hidden
                        sx={{
                          height: 64,
                          bgcolor: look.paper,
                          color: THEME_DEFAULT_COLORS[theme],
                          fontFamily: look.font,
                          display: 'grid',
                          placeItems: 'center',
                          fontSize: 22,
                        }}
                      >
                        A &amp; B
                      </Box>
                      <Stack direction="row" sx={{ alignItems: 'center', px: 0.5 }}>
                        <Radio value={theme} size="small" />
                        <Typography variant="body2">{t(`themes.${theme}`)}</Typography>
                      </Stack>
                    </Card>
                  </Grid>
                );
              })}
            </Grid>
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

function ColourField({ form }: { form: InvitationEntityForm }) {
  const { t } = useTranslation('invitations');
  const colour = useWatch({ control: form.control, name: 'themeColor' });
  const error = form.errorOf('themeColor');
  const isValid = /^#[0-9a-f]{6}$/i.test(colour);
  return (
    <Stack spacing={1.5}>
      <FormLabel id="invitation-palette">{t('fields.themeColor')}</FormLabel>
      <Stack
        direction="row"
        role="group"
        aria-labelledby="invitation-palette"
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {PALETTE.map((swatch) => {
          const isChosen = colour.toLowerCase() === swatch;
          return (
            <ButtonBase
              key={swatch}
              aria-label={t('fields.swatch', { colour: swatch })}
              aria-pressed={isChosen}
              onClick={() => form.setValue('themeColor', swatch, { shouldDirty: true, shouldValidate: true })}
              sx={{
                width: 36,
                height: 36,
                borderRadius: '50%',
                bgcolor: swatch,
                color: '#fff',
                border: 2,
                borderColor: isChosen ? 'text.primary' : 'transparent',
                outlineOffset: 2,
              }}
            >
              {isChosen && <CheckIcon fontSize="small" />}
            </ButtonBase>
          );
        })}
      </Stack>
      <TextField
        {...form.register('themeColor')}
        label={t('fields.themeColorHex')}
        size="small"
        error={Boolean(error)}
        helperText={error ?? t('fields.themeColorHint')}
        sx={{ maxWidth: 220 }}
        slotProps={{
          htmlInput: { maxLength: 7, spellCheck: false },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  aria-hidden
                  sx={{
                    width: 20,
                    height: 20,
                    borderRadius: 0.5,
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: isValid ? colour : 'transparent',
                  }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}

export function AppearanceFields({ form }: { form: InvitationEntityForm }) {
  return (
    <Stack spacing={3}>
      <ThemeCards form={form} />
      <ColourField form={form} />
    </Stack>
  );
}
