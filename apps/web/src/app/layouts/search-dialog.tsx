// The app-bar search (SPEC §2): a combobox over the pages the user may open. The input keeps the
// focus; arrow keys move the active option, Enter opens it, Escape closes the dialog.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useNavigationTargets, type NavItem } from '../navigation';
import { VISUALLY_HIDDEN as visuallyHidden } from '../../components/visually-hidden';
import { searchNavigation } from './search-results';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t, i18n } = useTranslation(['search', 'navigation']);
  const navigate = useNavigate();
  const theme = useTheme();
  const isFullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const targets = useNavigationTargets();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();

  const groups = useMemo(
    () => searchNavigation(targets, query, (item) => t(`navigation:${item.titleKey}`), i18n.language),
    [targets, query, t, i18n.language],
  );
  const options = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = options[activeIndex];

  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  function handleQueryChange(value: string) {
    setQuery(value);
    setActiveIndex(0);
  }

  function handleOpen(item: NavItem) {
    onClose();
    void navigate(item.to);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActiveIndex(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      setActiveIndex(options.length - 1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      handleOpen(active);
    }
  }

  /** Each group's first option index in the flat list of options. */
  const offsets = groups.map((_, groupIndex) =>
    groups.slice(0, groupIndex).reduce((count, group) => count + group.items.length, 0),
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isFullScreen}
      aria-labelledby={`${id}-title`}
      slotProps={{
        transition: { onExited: () => handleQueryChange('') },
        paper: { sx: { alignSelf: isFullScreen ? 'stretch' : 'flex-start', mt: isFullScreen ? 0 : '10vh' } },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={`${id}-title`} component="h2" sx={visuallyHidden}>
          {t('search:title')}
        </Typography>
        <SearchIcon aria-hidden sx={{ color: 'text.secondary' }} />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          onChange={(event) => handleQueryChange(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={t('search:placeholder')}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-label': t('search:label'),
              'aria-expanded': options.length > 0,
              'aria-controls': `${id}-listbox`,
              'aria-autocomplete': 'list',
              'aria-activedescendant': active ? optionId(activeIndex) : undefined,
              autoComplete: 'off',
              spellCheck: false,
            },
          }}
          sx={{ fontSize: '1.0625rem' }}
        />
        <Box
          component="button"
          type="button"
          onClick={onClose}
          aria-label={t('search:close')}
          sx={{
            font: 'inherit',
            fontSize: '0.75rem',
            cursor: 'pointer',
            color: 'text.secondary',
            bgcolor: 'transparent',
            border: 1,
            borderColor: 'divider',
            borderRadius: 0.5,
            px: 0.75,
            py: 0.25,
          }}
        >
          Esc
        </Box>
      </Box>

      <Box
        component="ul"
        role="listbox"
        id={`${id}-listbox`}
        ref={listRef}
        aria-label={t('search:results')}
        sx={{ listStyle: 'none', m: 0, p: 1.5, maxHeight: isFullScreen ? 'none' : '60vh', overflowY: 'auto' }}
      >
        {groups.map((group, groupIndex) => (
          <Box component="li" role="presentation" key={group.group} sx={{ '& + &': { mt: 1 } }}>
            <Typography
              id={`${id}-group-${group.group}`}
              variant="overline"
              component="div"
              sx={{ display: 'block', px: 1.5, py: 0.5, color: 'text.disabled' }}
            >
              {t(`search:groups.${group.group}`)}
            </Typography>
            <Box
              component="ul"
              role="group"
              aria-labelledby={`${id}-group-${group.group}`}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {group.items.map((item, itemIndex) => {
                const optionIndex = (offsets[groupIndex] ?? 0) + itemIndex;
                const isActive = optionIndex === activeIndex;
                const Icon = item.icon;
                return (
                  <Box
                    component="li"
                    role="option"
                    key={item.key}
                    id={optionId(optionIndex)}
                    aria-selected={isActive}
                    onMouseMove={() => setActiveIndex(optionIndex)}
                    onClick={() => handleOpen(item)}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      px: 1.5,
                      py: 1.25,
                      borderRadius: 1,
                      cursor: 'pointer',
                      bgcolor: isActive ? 'action.selected' : 'transparent',
                      color: isActive ? 'primary.main' : 'text.primary',
                    }}
                  >
                    <Icon fontSize="small" />
                    <Typography sx={{ flex: 1, fontWeight: isActive ? 500 : 400, color: 'inherit' }}>
                      {t(`navigation:${item.titleKey}`)}
                    </Typography>
                    {isActive && <KeyboardReturnIcon aria-hidden fontSize="small" sx={{ opacity: 0.7 }} />}
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>

      {options.length === 0 && (
        <Box role="status" sx={{ px: 3, pb: 5, pt: 2, textAlign: 'center', color: 'text.secondary' }}>
          <SearchOffOutlinedIcon aria-hidden sx={{ fontSize: 40, mb: 1, color: 'text.disabled' }} />
          <Typography>{t('search:noResults', { query: query.trim() })}</Typography>
        </Box>
      )}

      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex' },
          gap: 2.5,
          px: 2.5,
          py: 1.25,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          typography: 'caption',
        }}
      >
        <span>↑ ↓ {t('search:hints.move')}</span>
        <span>↵ {t('search:hints.open')}</span>
        <span>Esc {t('search:hints.close')}</span>
      </Box>
    </Dialog>
  );
}
