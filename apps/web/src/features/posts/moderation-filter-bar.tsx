// Event, album (the chosen event's), search and sort. The search box asks the server once typing
// settles; everything else applies at once. The event and album filters list events and albums,
// so only users who may read events get them (a custom moderation role reads posts only; each post
// still shows its event's and album's names).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useCan } from '../../lib/ability';
import { EventFilter } from './event-filter';
import { albumsQueryOptions } from './posts.api';
import { SORT_CHOICES, type ModerationFilters, type SortChoice } from './moderation-filters';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAlbumName } from '../../lib/album-name';

interface ModerationFilterBarProps {
  filters: ModerationFilters;
  onChange: (change: Partial<ModerationFilters>) => void;
}

const ALL = '';

export function ModerationFilterBar({ filters, onChange }: ModerationFilterBarProps) {
  const { t } = useTranslation('posts');
  const canFilterByEvent = useCan('read', 'events');
  const albumName = useAlbumName();
  const albums = useQuery({
    ...albumsQueryOptions(filters.qrCodeId ?? ''),
    enabled: canFilterByEvent && filters.qrCodeId !== null,
  });

  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.4fr 1fr 1.4fr 1fr' },
      }}
    >
      {canFilterByEvent && (
        <EventFilter value={filters.qrCodeId} onChange={(qrCodeId) => onChange({ qrCodeId })} />
      )}
      {canFilterByEvent && (
        <TextField
          select
          size="small"
          label={t('filters.album')}
          value={filters.albumId ?? ALL}
          disabled={filters.qrCodeId === null}
          onChange={(event) => onChange({ albumId: event.target.value || null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ALL}>{t('filters.allAlbums')}</MenuItem>
          {(albums.data?.items ?? []).map((album) => (
            <MenuItem key={album.id} value={album.id}>
              {albumName(album.name)}
            </MenuItem>
          ))}
          {/* Until the albums arrive, the chosen one still needs an entry to show. */}
          {filters.albumId && !albums.data && (
            <MenuItem value={filters.albumId} disabled>
              {t('filters.loading')}
            </MenuItem>
          )}
        </TextField>
      )}
      <SearchField value={filters.q} onSearch={(q) => onChange({ q })} />
      <TextField
        select
        size="small"
        label={t('filters.sort')}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as SortChoice })}
      >
        {SORT_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t(`sort.${choice}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('posts');
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text);

  // Another control (clear filters, back button) changed the search: show it.
  useEffect(() => {
    setText(value);
  }, [value]);

  useEffect(() => {
    if (settled.trim() !== value.trim()) onSearch(settled);
    // Only a settled text starts a search; `value` catching up must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <TextField
      type="search"
      size="small"
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
