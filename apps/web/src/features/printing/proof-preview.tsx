// The proof a buyer sees while personalising (and on the order form): the server's PDF of the
// design with the event's QR and the texts (GET /api/printing/designs/{id}/proof.pdf), asked once
// typing settles, fetched with the session's token as a blob (the token never goes into an address)
// and drawn in the page with pdf.js. The last proof stays until the next one is drawn. docs/decisions/044-printing-screens.md
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { PrintTexts } from '@hatira/shared/printing';
import { saveFile } from '../../lib/file-download';
import { translateApiError } from '../../lib/form-errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { renderPdfPage } from './pdf-render';
import { proofQuery, type ProofRequest } from './printing.api';

/** How long typing must pause before a new proof is asked for. */
export const PROOF_DELAY_MS = 500;

/**
 * A PDF's first page drawn in the page (pdf-render.ts), in a frame of the page's proportions (those
 * given until the PDF says its own), with what shows while there is none. `title` names the picture
 * for screen readers.
 */
export function PdfFrame({
  pdf,
  title,
  widthMm,
  heightMm,
  children,
}: {
  pdf: Blob | undefined;
  title: string;
  widthMm: number;
  heightMm: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation('printing');
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [aspect, setAspect] = useState(widthMm / heightMm);
  const [drawn, setDrawn] = useState<Blob>();
  const [failed, setFailed] = useState(false);
  const width = useElementWidth(frame);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let current = true;
    // Before layout (or hidden) the frame has no width yet: drawn at a width that fits most frames.
    renderPdfPage(pdf, canvas.current, width || FALLBACK_WIDTH).then(
      (page) => {
        if (!current) return;
        setAspect(page.aspect);
        setDrawn(pdf);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [pdf, width]);

  return (
    <Box
      ref={frame}
      sx={{ position: 'relative', width: '100%', aspectRatio: String(aspect), bgcolor: 'action.hover' }}
    >
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-label={title}
        data-drawn={drawn ? 'true' : undefined}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          visibility: drawn ? 'visible' : 'hidden',
          boxShadow: drawn ? 1 : 0,
        }}
      />
      {failed && (
        <Typography
          color="text.secondary"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}
        >
          {t('proof.notShown')}
        </Typography>
      )}
      {children}
    </Box>
  );
}

const FALLBACK_WIDTH = 600;

/** An element's width in CSS pixels, followed as it changes (0 before it is laid out). */
function useElementWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    setWidth(Math.round(node.clientWidth));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export interface ProofPreviewProps {
  designId: string;
  qrCodeId: string;
  texts: PrintTexts;
  /** The page's proportions, so the frame fits the page until the proof comes. */
  widthMm: number;
  heightMm: number;
}

export function ProofPreview({ designId, qrCodeId, texts, widthMm, heightMm }: ProofPreviewProps) {
  const { t } = useTranslation('printing');
  const asked = JSON.stringify({ designId, qrCodeId, texts } satisfies ProofRequest);
  const settled = useDebouncedValue(asked, PROOF_DELAY_MS);
  const request = useMemo(() => JSON.parse(settled) as ProofRequest, [settled]);
  const proof = useQuery(proofQuery(request));
  const pdf = proof.data?.blob;
  const isUpdating = asked !== settled || proof.isFetching;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <PdfFrame pdf={pdf} title={t('proof.title')} widthMm={widthMm} heightMm={heightMm}>
        {!pdf && !proof.isError && qrCodeId !== '' && (
          <Typography
            color="text.secondary"
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
          >
            {t('proof.making')}
          </Typography>
        )}
        {isUpdating && qrCodeId !== '' && (
          <LinearProgress
            aria-label={t('proof.making')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
      </PdfFrame>
      {proof.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translateApiError(t, proof.error)}
        </Alert>
      )}
      <Stack
        component="figcaption"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mt: 0.5 }}
      >
        <Typography variant="caption" color="text.secondary">
          {t('proof.caption')}
        </Typography>
        {proof.data && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => proof.data && saveFile(proof.data)}
            sx={{ flexShrink: 0 }}
          >
            {t('proof.download')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
