// The admin's uploads of the last 30 days: two bars a day (posts, files) in plain SVG, sized to
// the card's width. It replaced @mui/x-charts' BarChart, 77 KB of script for this one chart
// (docs/decisions/032-dashboard-budget.md). The drawing is hidden from screen readers; a visually
// hidden table gives them the same numbers, and a bar group's tooltip shows them on hover.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { UploadsDay } from '@hatira/shared/dashboard';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { formatDay } from './format';

const HEIGHT = 280;
const LEGEND_HEIGHT = 32;
/** Room for the value labels on the left, the day labels below, the top label's upper half. */
const PLOT = { left: 36, right: 8, top: 8, bottom: 40 };
/** The narrowest a day label may get before only every second (third, …) day is labelled. */
const DAY_LABEL_WIDTH = 48;

/** The value axis: 0 to a round top in about five steps of 1, 2 or 5 × 10ⁿ (whole numbers). */
export function valueTicks(max: number, steps = 5): number[] {
  const rough = Math.max(max, 1) / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const top = Math.ceil(Math.max(max, 1) / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** The element's width, followed as it changes (0 until measured, and where there is no layout). */
function useWidth(): [number, (node: HTMLElement | null) => void] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [width, ref];
}

export function UploadsChart({ days }: { days: UploadsDay[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { palette, typography } = useTheme();
  const [width, measure] = useWidth();
  const labels = days.map((day) => formatDay(day.date, i18n.language, { day: 'numeric', month: 'short' }));
  // A chart of zeros is an empty frame with one axis label: say so instead.
  if (days.every((day) => day.posts === 0 && day.media === 0))
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: HEIGHT, px: 2, textAlign: 'center' }}>
        <Typography color="text.secondary" role="status">
          {t('uploads.noData')}
        </Typography>
      </Box>
    );

  const number = new Intl.NumberFormat(i18n.language);
  const series = [
    {
      key: 'posts',
      label: t('uploads.posts'),
      color: palette.primary.main,
      value: (d: UploadsDay) => d.posts,
    },
    { key: 'media', label: t('uploads.media'), color: palette.info.main, value: (d: UploadsDay) => d.media },
  ];
  const ticks = valueTicks(Math.max(...days.map((day) => Math.max(day.posts, day.media))));
  const top = ticks.at(-1) ?? 1;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const plotWidth = Math.max(0, width - PLOT.left - PLOT.right);
  const band = plotWidth / days.length;
  // As the library drew them: a fifth of each day is space, the two bars a tenth of a bar apart.
  const bar = (band * 0.8) / 2.1;
  const y = (value: number) => PLOT.top + plotHeight * (1 - value / top);
  const labelEvery = Math.max(1, Math.ceil(DAY_LABEL_WIDTH / Math.max(band, 1)));
  const axis = { stroke: palette.text.primary, strokeWidth: 1, shapeRendering: 'crispEdges' };
  const text = { fill: palette.text.primary, fontSize: 12, fontFamily: typography.fontFamily };

  return (
    <>
      <Box aria-hidden>
        <Box
          sx={{
            height: LEGEND_HEIGHT,
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            gap: 2,
          }}
        >
          {series.map((s) => (
            <Box key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'caption' }}>
              <Box sx={{ width: 13, height: 13, borderRadius: 0.5, bgcolor: s.color }} />
              {s.label}
            </Box>
          ))}
        </Box>
        <Box ref={measure} sx={{ height: HEIGHT }}>
          {width > 0 && (
            <Box
              component="svg"
              width={width}
              height={HEIGHT}
              sx={{ display: 'block', '& .day:hover .band': { fill: palette.action.hover } }}
            >
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={PLOT.left - 5} x2={PLOT.left} y1={y(tick)} y2={y(tick)} {...axis} />
                  <text x={PLOT.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="central" {...text}>
                    {number.format(tick)}
                  </text>
                </g>
              ))}
              {days.map((day, i) => {
                const x = PLOT.left + i * band;
                return (
                  <g key={day.date} className="day">
                    <title>{`${labels[i]}: ${series.map((s) => `${s.label} ${number.format(s.value(day))}`).join(', ')}`}</title>
                    <rect
                      className="band"
                      x={x}
                      y={PLOT.top}
                      width={band}
                      height={plotHeight}
                      fill="transparent"
                    />
                    {series.map((s, j) => (
                      <rect
                        key={s.key}
                        data-series={s.key}
                        x={x + band * 0.1 + j * bar * 1.1}
                        y={y(s.value(day))}
                        width={bar}
                        height={y(0) - y(s.value(day))}
                        fill={s.color}
                      />
                    ))}
                    {i % labelEvery === 0 && (
                      <>
                        <line x1={x + band / 2} x2={x + band / 2} y1={y(0)} y2={y(0) + 5} {...axis} />
                        <text x={x + band / 2} y={y(0) + 18} textAnchor="middle" {...text}>
                          {labels[i]}
                        </text>
                      </>
                    )}
                  </g>
                );
              })}
              <line x1={PLOT.left} x2={PLOT.left} y1={PLOT.top} y2={y(0)} {...axis} />
              <line x1={PLOT.left} x2={PLOT.left + plotWidth} y1={y(0)} y2={y(0)} {...axis} />
            </Box>
          )}
        </Box>
      </Box>
      <Box component="table" sx={VISUALLY_HIDDEN}>
        <caption>{t('uploads.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('uploads.day')}</th>
            <th scope="col">{t('uploads.posts')}</th>
            <th scope="col">{t('uploads.media')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day.date}>
              <th scope="row">{labels[i]}</th>
              <td>{day.posts}</td>
              <td>{day.media}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </>
  );
}
