// The design editor's canvas: the sheet at its true proportions (the page and its bleed around it,
// the trim line dashed), the background over all of it, and the QR box and text boxes drawn where
// they print. Pointer events move a box (mouse, pen and touch alike) or resize it by its corner
// handle; the arrow keys move the selected box by 1 mm (with Shift, 10 mm). Every change goes out in
// millimetres (box-geometry.ts); the typed fields beside the canvas show the same numbers. Sizes
// inside the sheet are in container units (cqw), so nothing needs measuring until a drag starts.
// docs/decisions/044-printing-screens.md
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import type { TextAlign } from '@hatira/shared/printing';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { moveBox, resizeBox, type PageSize, type Rect } from './box-geometry';

export interface CanvasBox extends Rect {
  /** `qrBox` or `textBoxes.<i>`: the form's path, as boxesOutsidePage names it. */
  id: string;
  kind: 'qr' | 'text';
  /** Who the box is, for screen readers and the box's own caption. */
  label: string;
  /** A text box's sample text (its default, else its label). */
  text?: string;
  fontSizePt?: number;
  align?: TextAlign;
  color?: string;
  isOutside: boolean;
}

export interface DesignCanvasProps {
  page: PageSize & { bleedMm: number };
  backgroundUrl: string | undefined;
  boxes: readonly CanvasBox[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onChange: (id: string, rect: Rect) => void;
}

interface Drag {
  id: string;
  mode: 'move' | 'resize';
  isSquare: boolean;
  start: Rect;
  startX: number;
  startY: number;
  mmPerPx: number;
}

const PT_IN_MM = 25.4 / 72;
const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function DesignCanvas({
  page,
  backgroundUrl,
  boxes,
  selectedId,
  onSelect,
  onChange,
}: DesignCanvasProps) {
  const { t } = useTranslation('printing');
  const sheetRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const hintId = useId();
  const outsideId = useId();
  const sheetWidthMm = page.widthMm + 2 * page.bleedMm;
  const sheetHeightMm = page.heightMm + 2 * page.bleedMm;
  /** A length on the sheet as a share of its width (its height for `y`), in percent. */
  const across = (mm: number) => `${(mm / sheetWidthMm) * 100}%`;
  const down = (mm: number) => `${(mm / sheetHeightMm) * 100}%`;

  const begin = (event: PointerEvent<HTMLElement>, box: CanvasBox, mode: Drag['mode']) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.stopPropagation();
    onSelect(box.id);
    const widthPx = sheetRef.current?.getBoundingClientRect().width ?? 0;
    if (widthPx <= 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      id: box.id,
      mode,
      isSquare: box.kind === 'qr',
      start: { xMm: box.xMm, yMm: box.yMm, widthMm: box.widthMm, heightMm: box.heightMm },
      startX: event.clientX,
      startY: event.clientY,
      mmPerPx: sheetWidthMm / widthPx,
    };
  };

  const handleMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.startX) * current.mmPerPx;
    const dy = (event.clientY - current.startY) * current.mmPerPx;
    onChange(
      current.id,
      current.mode === 'move'
        ? moveBox(current.start, dx, dy, page)
        : resizeBox(current.start, dx, dy, page, current.isSquare),
    );
  };

  const handleEnd = () => {
    drag.current = null;
  };

  const handleKey = (event: KeyboardEvent<HTMLElement>, box: CanvasBox) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? 10 : 1;
    onChange(box.id, moveBox(box, step[0] * by, step[1] * by, page));
  };

  return (
    <Box
      ref={sheetRef}
      role="group"
      aria-label={t('editor.canvas', { width: page.widthMm, height: page.heightMm })}
      onPointerMove={handleMove}
      onPointerUp={handleEnd}
      onPointerCancel={handleEnd}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${sheetWidthMm} / ${sheetHeightMm}`,
        containerType: 'inline-size',
        overflow: 'hidden',
        bgcolor: '#fff',
        boxShadow: 3,
        userSelect: 'none',
      }}
    >
      <span id={hintId} style={VISUALLY_HIDDEN}>
        {t('editor.boxHint')}
      </span>
      <span id={outsideId} style={VISUALLY_HIDDEN}>
        {t('editor.outside')}
      </span>
      {backgroundUrl && (
        <Box
          component="img"
          src={backgroundUrl}
          alt=""
          draggable={false}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      {/* The trim line: what lies outside it is bleed, cut away. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: across(page.bleedMm),
          top: down(page.bleedMm),
          width: across(page.widthMm),
          height: down(page.heightMm),
          outline: '1px dashed rgba(0, 0, 0, 0.45)',
          pointerEvents: 'none',
        }}
      />
      {boxes.map((box) => {
        const isSelected = box.id === selectedId;
        const color = box.isOutside ? 'error.main' : isSelected ? 'primary.main' : 'rgba(10, 147, 148, 0.7)';
        return (
          <Box
            key={box.id}
            role="button"
            tabIndex={0}
            aria-pressed={isSelected}
            aria-invalid={box.isOutside || undefined}
            aria-label={t('editor.box', {
              name: box.label,
              x: box.xMm,
              y: box.yMm,
              width: box.widthMm,
              height: box.heightMm,
            })}
            aria-describedby={box.isOutside ? outsideId : hintId}
            data-box={box.id}
            onPointerDown={(event) => begin(event, box, 'move')}
            onKeyDown={(event) => handleKey(event, box)}
            onFocus={() => onSelect(box.id)}
            sx={{
              position: 'absolute',
              left: across(page.bleedMm + box.xMm),
              top: down(page.bleedMm + box.yMm),
              width: across(box.widthMm),
              height: down(box.heightMm),
              border: 2,
              borderStyle: box.isOutside ? 'dashed' : 'solid',
              borderColor: color,
              bgcolor: isSelected ? 'rgba(10, 147, 148, 0.12)' : 'rgba(255, 255, 255, 0.2)',
              cursor: 'move',
              touchAction: 'none',
              overflow: 'visible',
              '&:focus-visible': { outline: 3, outlineColor: 'primary.light', outlineOffset: 2 },
            }}
          >
            {box.kind === 'qr' ? (
              <QrCode2Icon sx={{ width: '100%', height: '100%', color: '#000', opacity: 0.8 }} />
            ) : (
              <Box
                sx={{
                  height: '100%',
                  overflow: 'hidden',
                  color: box.color,
                  textAlign: box.align,
                  whiteSpace: 'pre-wrap',
                  lineHeight: 1.2,
                  fontSize: `${(((box.fontSizePt ?? 12) * PT_IN_MM) / sheetWidthMm) * 100}cqw`,
                }}
              >
                {box.text}
              </Box>
            )}
            {isSelected && (
              <Box
                role="presentation"
                data-handle={box.id}
                onPointerDown={(event) => begin(event, box, 'resize')}
                sx={{
                  position: 'absolute',
                  right: -7,
                  bottom: -7,
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  bgcolor: color,
                  border: '2px solid #fff',
                  cursor: box.kind === 'qr' ? 'nwse-resize' : 'se-resize',
                  touchAction: 'none',
                }}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
