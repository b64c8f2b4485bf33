import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { DatePickersProvider } from './date-pickers-provider';

// 3 September 2025 is a Wednesday; the month begins on a Monday.
const DAY = dayjs('2025-09-03T00:00:00');

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'tr', resources: {}, partialBundledLanguages: true, showSupportNotice: false });
});
afterEach(cleanup);
afterAll(async () => {
  await i18next.changeLanguage('tr');
});

function weekdayHeaders(): string[] {
  const grid = screen.getByRole('grid');
  return within(grid)
    .getAllByRole('columnheader')
    .map((header) => header.getAttribute('aria-label') ?? header.textContent ?? '');
}

describe('DatePickersProvider (SPEC §9)', () => {
  it.each([
    ['tr', 'pazartesi', 'pazar'],
    ['en', 'monday', 'sunday'],
    ['de', 'montag', 'sonntag'],
    ['ru', 'понедельник', 'воскресенье'],
  ])('starts the week on Monday in %s', async (language, monday, sunday) => {
    await act(() => i18next.changeLanguage(language));
    render(
      <DatePickersProvider>
        <DateCalendar defaultValue={DAY} />
      </DatePickersProvider>,
    );
    const headers = weekdayHeaders().map((name) => name.toLocaleLowerCase(language));
    expect(headers).toHaveLength(7);
    expect(headers[0]).toBe(monday);
    expect(headers[6]).toBe(sunday);
  });

  it.each(['tr', 'en', 'de', 'ru'])('shows a 24-hour clock in %s', async (language) => {
    await act(() => i18next.changeLanguage(language));
    render(
      <DatePickersProvider>
        <DigitalClock defaultValue={DAY} timeStep={60} />
      </DatePickersProvider>,
    );
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('13:00');
    expect(options.join(' ')).not.toMatch(/AM|PM/i);
  });
});
