// The proof a buyer sees while personalising (and on the order form): the server's PDF of the
// design with the event's QR and the texts (GET /api/printing/designs/{id}/proof.pdf), asked once
// typing settles, fetched with the session's token as a blob and shown in the browser's own PDF
// viewer through an object URL — the token never goes into an address. The last proof stays until
// the next one has come. docs/decisions/044-printing-screens.md
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PrintTexts } from '@hatira/shared/printing';
import { translateApiError } from '../../lib/form-errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useObjectUrl } from '../../lib/use-object-url';
import { proofQuery, type ProofRequest } from './printing.api';

/** How long typing must pause before a new proof is asked for. */
export const PROOF_DELAY_MS = 500;

/** The PDF viewer without its toolbar, the page fitted in the frame. */
const VIEWER_OPTIONS = '#toolbar=0&navpanes=0&view=Fit';

export interface ProofPreviewProps {
  designId: string;
  qrCodeId: string;
  texts: PrintTexts;
  /** The page's proportions, so the frame fits the page. */
  widthMm: number;
  heightMm: number;
}

/** A PDF (an object URL) in a frame of the page's proportions, with what shows while there is none. */
export function PdfFrame({
  url,
  title,
  widthMm,
  heightMm,
  children,
}: {
  url: string | undefined;
  title: string;
  widthMm: number;
  heightMm: number;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${widthMm} / ${heightMm}`,
        bgcolor: 'action.hover',
      }}
    >
      {url && (
        <Box
          component="iframe"
          src={url + VIEWER_OPTIONS}
          title={title}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      )}
      {children}
    </Box>
  );
}

export function ProofPreview({ designId, qrCodeId, texts, widthMm, heightMm }: ProofPreviewProps) {
  const { t } = useTranslation('printing');
  const asked = JSON.stringify({ designId, qrCodeId, texts } satisfies ProofRequest);
  const settled = useDebouncedValue(asked, PROOF_DELAY_MS);
  const request = useMemo(() => JSON.parse(settled) as ProofRequest, [settled]);
  const proof = useQuery(proofQuery(request));
  const url = useObjectUrl(proof.data?.blob);
  const isUpdating = asked !== settled || proof.isFetching;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <PdfFrame url={url} title={t('proof.title')} widthMm={widthMm} heightMm={heightMm}>
        {!url && !proof.isError && qrCodeId !== '' && (
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
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {t('proof.caption')}
      </Typography>
    </Box>
  );
}
