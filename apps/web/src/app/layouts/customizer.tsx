// The theme customizer: a right-side drawer editing every preference (SPEC §4) and the language.
// Changes apply at once; updatePreferences enforces the horizontal-layout rule.
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ColorizeOutlinedIcon from '@mui/icons-material/ColorizeOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { LANGUAGES, isLanguage, type Language } from '@hatira/shared/languages';
import { changeLanguage } from '../../lib/i18n';
import {
  BAR_TYPES,
  CONTENT_WIDTHS,
  DEFAULT_PRIMARY_COLOR,
  LAYOUTS,
  SKINS,
  THEME_MODES,
  resetPreferences,
  updatePreferences,
  usePreferences,
  useResolvedColorScheme,
  type BarType,
} from '../../lib/preferences';
import { Choice, Field, SectionTitle, Swatch, swatchSx } from './customizer-controls';
import { LANGUAGE_ENDONYMS } from './language-switcher';
import { THEME_ICONS } from './theme-switcher';

const CUSTOMIZER_WIDTH = 380;
/** The main content's side padding from md up (default-layout.tsx: px 3). */
const CUSTOMIZER_TAB_WIDTH = 24;
export const PRIMARY_SWATCHES = [
  { name: 'teal', color: DEFAULT_PRIMARY_COLOR },
  { name: 'violet', color: '#6d5dd3' },
  { name: 'orange', color: '#e67e22' },
  { name: 'rose', color: '#d9467a' },
  { name: 'blue', color: '#2f80ed' },
] as const;

/**
 * The floating gear on the page's right edge. It is no wider than the content's side gutter
 * (24 px from md up), so it never sits over a button or a table's row actions; on phones, where
 * the gutter is 16 px, it is not shown: the user menu and the navigation open the customizer.
 */
export function CustomizerButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('customizer');
  return (
    <Tooltip title={t('open')} placement="left">
      <IconButton
        aria-label={t('open')}
        onClick={onClick}
        sx={{
          display: { xs: 'none', md: 'inline-flex' },
          width: CUSTOMIZER_TAB_WIDTH,
          height: 44,
          p: 0,
          position: 'fixed',
          insetInlineEnd: 0,
          top: '50%',
          zIndex: (theme) => theme.zIndex.drawer - 1,
          borderRadius: 0,
          borderStartStartRadius: 8,
          borderEndStartRadius: 8,
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          boxShadow: 4,
          '&:hover': { bgcolor: 'primary.dark' },
          '& svg': { animation: 'customizer-spin 6s linear infinite' },
          '@keyframes customizer-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
        }}
      >
        <SettingsOutlinedIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Tooltip>
  );
}

export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('customizer');
  const preferences = usePreferences();
  const scheme = useResolvedColorScheme();
  const titleId = useId();
  const isHorizontal = preferences.layout === 'horizontal';
  // SPEC §4 keeps a primary colour per scheme; the customizer edits the one on screen.
  const primaryColor = scheme === 'dark' ? preferences.primaryColorDark : preferences.primaryColorLight;
  const setPrimaryColor = (color: string) =>
    updatePreferences(scheme === 'dark' ? { primaryColorDark: color } : { primaryColorLight: color });
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'tr';

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: CUSTOMIZER_WIDTH, maxWidth: '100vw' },
        },
        backdrop: { invisible: true },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, py: 2.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} variant="h5" component="h2">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('subtitle')}
          </Typography>
        </Box>
        <Tooltip title={t('reset')}>
          {/* The language is the user's own choice, not a look: reset leaves it. */}
          <IconButton aria-label={t('reset')} onClick={resetPreferences} size="small">
            <RestartAltIcon />
          </IconButton>
        </Tooltip>
        <IconButton aria-label={t('close')} onClick={onClose} size="small">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />

      <Box
        sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2.5, display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        <SectionTitle>{t('sections.theming')}</SectionTitle>

        <Field label={t('primaryColor', { scheme: t(`schemes.${scheme}`) })}>
          {(labelId) => (
            <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
              {PRIMARY_SWATCHES.map(({ name, color }) => (
                <Swatch
                  key={name}
                  color={color}
                  label={t(`colors.${name}`)}
                  isSelected={primaryColor === color}
                  onSelect={() => setPrimaryColor(color)}
                />
              ))}
              <Tooltip title={t('customColor')}>
                <Box
                  component="label"
                  sx={{
                    ...swatchSx,
                    position: 'relative',
                    bgcolor: 'action.hover',
                    color: 'text.secondary',
                    cursor: 'pointer',
                  }}
                >
                  <ColorizeOutlinedIcon fontSize="small" />
                  <Box
                    component="input"
                    type="color"
                    aria-label={t('customColor')}
                    value={primaryColor}
                    onChange={(event: ChangeEvent<HTMLInputElement>) => setPrimaryColor(event.target.value)}
                    sx={{
                      position: 'absolute',
                      inset: 0,
                      opacity: 0,
                      cursor: 'pointer',
                      width: '100%',
                      height: '100%',
                    }}
                  />
                </Box>
              </Tooltip>
            </Box>
          )}
        </Field>

        <Choice
          label={t('mode')}
          value={preferences.theme}
          options={THEME_MODES.map((mode) => {
            const Icon = THEME_ICONS[mode];
            return { value: mode, label: t(`modes.${mode}`), icon: <Icon fontSize="small" /> };
          })}
          onChange={(theme) => updatePreferences({ theme })}
        />
        <Choice
          label={t('skin')}
          value={preferences.skin}
          options={SKINS.map((skin) => ({ value: skin, label: t(`skins.${skin}`) }))}
          onChange={(skin) => updatePreferences({ skin })}
        />

        <Divider />
        <SectionTitle>{t('sections.layout')}</SectionTitle>

        <Choice
          label={t('layout')}
          value={preferences.layout}
          options={LAYOUTS.map((layout) => ({ value: layout, label: t(`layouts.${layout}`) }))}
          onChange={(layout) => updatePreferences({ layout })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={preferences.verticalNavCollapsed}
              disabled={isHorizontal}
              onChange={(event) => updatePreferences({ verticalNavCollapsed: event.target.checked })}
            />
          }
          label={t('navCollapsed')}
        />
        <Choice
          label={t('contentWidth')}
          value={preferences.contentWidth}
          options={CONTENT_WIDTHS.map((width) => ({ value: width, label: t(`widths.${width}`) }))}
          onChange={(contentWidth) => updatePreferences({ contentWidth })}
        />
        <Choice
          label={t('navbarType')}
          value={preferences.navbarType}
          options={barOptions(t, isHorizontal ? ['hidden'] : [])}
          onChange={(navbarType) => updatePreferences({ navbarType })}
          hint={isHorizontal ? t('navbarHiddenHint') : undefined}
        />
        <FormControlLabel
          control={
            <Switch
              checked={preferences.navbarBlur}
              onChange={(event) => updatePreferences({ navbarBlur: event.target.checked })}
            />
          }
          label={t('navbarBlur')}
        />
        <Choice
          label={t('horizontalNavType')}
          value={preferences.horizontalNavType}
          options={barOptions(t, isHorizontal ? [] : BAR_TYPES)}
          onChange={(horizontalNavType) => updatePreferences({ horizontalNavType })}
        />
        <Choice
          label={t('footerType')}
          value={preferences.footerType}
          options={barOptions(t, [])}
          onChange={(footerType) => updatePreferences({ footerType })}
        />

        <Divider />
        <Choice
          label={t('language')}
          value={language}
          options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_ENDONYMS[code], lang: code }))}
          onChange={(code) => void changeLanguage(code)}
        />
      </Box>
    </Drawer>
  );
}

function barOptions(t: (key: string) => string, disabled: readonly BarType[]) {
  return BAR_TYPES.map((type) => ({
    value: type,
    label: t(`bars.${type}`),
    disabled: disabled.includes(type),
  }));
}
