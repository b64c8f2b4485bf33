// The event filter: a search-as-you-type list of the events the user moderates (an admin may have
// thousands, so the server searches). An event chosen earlier (from the address) is looked up by id
// so its title shows after a reload.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { QrCode } from '@hatira/shared/qr-codes';
import { eventOptionsQueryOptions, eventQueryOptions } from './posts.api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

interface EventFilterProps {
  value: string | null;
  onChange: (qrCodeId: string | null) => void;
}

export function EventFilter({ value, onChange }: EventFilterProps) {
  const { t } = useTranslation('posts');
  const client = useQueryClient();
  const [input, setInput] = useState('');
  const [isOpen, setOpen] = useState(false);
  const selected = useQuery({ ...eventQueryOptions(value ?? ''), enabled: value !== null });
  const selectedEvent = value !== null ? (selected.data ?? null) : null;
  // The input shows the chosen event's title; that is not a search for it.
  const search = useDebouncedValue(input === selectedEvent?.title ? '' : input);
  // The list is asked for when the user opens it, not on every page load.
  const options = useQuery({ ...eventOptionsQueryOptions(search), enabled: isOpen });

  const items = options.data?.items ?? [];
  const shown =
    selectedEvent && !items.some((item) => item.id === selectedEvent.id) ? [selectedEvent, ...items] : items;

  return (
    <Autocomplete<QrCode>
      options={shown}
      value={selectedEvent}
      onChange={(_event, event) => {
        // The chosen event need not be asked for again.
        if (event) client.setQueryData(eventQueryOptions(event.id).queryKey, event);
        onChange(event?.id ?? null);
      }}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      open={isOpen}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // The server has already matched the text.
      filterOptions={(list) => list}
      getOptionLabel={(event) => event.title}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={options.isFetching || (value !== null && selected.isPending)}
      loadingText={t('filters.loading')}
      noOptionsText={t('filters.noEvents')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('filters.event')}
          placeholder={selectedEvent ? undefined : t('filters.allEvents')}
          size="small"
        />
      )}
      sx={{ minWidth: 0 }}
    />
  );
}
