import { useTranslation } from 'react-i18next';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { usePreferences } from '../../lib/preferences';

/** SPEC §9: the button appears after 200 px of scrolling. */
export const SCROLL_TO_TOP_THRESHOLD = 200;

export function ScrollToTop() {
  const { t } = useTranslation('layout');
  const { footerType } = usePreferences();
  const isVisible = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TO_TOP_THRESHOLD });

  function handleClick() {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  return (
    <Zoom in={isVisible} unmountOnExit>
      <Fab
        color="primary"
        size="small"
        aria-label={t('scrollToTop')}
        onClick={handleClick}
        sx={{
          position: 'fixed',
          insetInlineEnd: 24,
          bottom: footerType === 'sticky' ? 72 : 24,
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
