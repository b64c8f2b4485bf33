// Choosing an event: a search box over the user's events (owned, or assigned to a customer), asked
// of the server as the user types, showing the chosen one by its title.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { QrCode } from '@hatira/shared/qr-codes';
import { eventOptionsQuery, eventQuery } from './albums.api';

const SEARCH_DELAY_MS = 300;

export interface EventPickerProps {
  /** The chosen event's id, or null. */
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
}

function formatDate(iso: string | null, language: string): string | null {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : null;
}

export function EventPicker({
  value,
  onChange,
  label,
  error,
  helperText,
  disabled,
  name,
  onBlur,
}: EventPickerProps) {
  const { t, i18n } = useTranslation('albums');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const options = useQuery(eventOptionsQuery(q));
  const selected = useQuery({ ...eventQuery(value ?? ''), enabled: value !== null });
  const selectedEvent = value === null ? null : (selected.data ?? null);
  // The chosen event is always among the options, even when the search does not find it.
  const found = options.data?.items ?? [];
  const choices =
    selectedEvent && !found.some((event) => event.id === selectedEvent.id)
      ? [selectedEvent, ...found]
      : found;

  return (
    <Autocomplete<QrCode>
      options={choices}
      value={selectedEvent}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input') setText(next);
        if (reason === 'clear') setText('');
      }}
      // The server has already searched.
      filterOptions={(all) => all}
      getOptionLabel={(event) => event.title}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={options.isFetching || (value !== null && selected.isPending)}
      loadingText={t('common:loading')}
      noOptionsText={t('picker.noEvents')}
      disabled={disabled}
      onBlur={onBlur}
      renderOption={({ key, ...props }, event) => (
        <li key={key} {...props}>
          <span>
            {event.title}
            {event.eventDate && (
              <span style={{ opacity: 0.65, marginInlineStart: 8 }}>
                {formatDate(event.eventDate, i18n.language)}
              </span>
            )}
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={error || selected.isError}
          helperText={selected.isError ? t('picker.missing') : helperText}
        />
      )}
      sx={{ width: { xs: '100%', sm: 360 } }}
    />
  );
}
