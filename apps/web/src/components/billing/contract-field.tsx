// One contract of a distance sale (the distance sales contract, the pre-information form), on the
// plan cart and the print order form: a box to accept it, and its text to read in a dialog, in the
// reader's language as the server renders it (GET /api/legal-pages/{slug}; Markdown made safe HTML
// there). "I accept" in the dialog ticks the box. The form holds `contracts.<slug>` as booleans.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type CHECKOUT_CONTRACTS } from '@hatira/shared/legal-pages';
import { contractQuery } from '../../lib/billing-queries';
import type { EntityForm } from '../entity-form/use-entity-form';
import { LoadError } from '../list-page/load-error';
import { PageLoading } from '../page-header/page-header';

export type ContractSlug = (typeof CHECKOUT_CONTRACTS)[number];

function ContractDialog({
  slug,
  open,
  onClose,
  onAccept,
}: {
  slug: ContractSlug;
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const page = useQuery({ ...contractQuery(slug, i18n.language), enabled: open });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={isPhone}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{page.data?.title ?? t(`contracts.${slug}.name`)}</DialogTitle>
      <DialogContent dividers>
        {page.isPending ? (
          <PageLoading />
        ) : page.isError ? (
          <LoadError error={page.error} onRetry={() => void page.refetch()} />
        ) : (
          <Box
            className="legal-text"
            sx={{ typography: 'body2', '& h1, & h2, & h3': { typography: 'subtitle1', fontWeight: 600 } }}
            // The server renders the Markdown with raw HTML escaped and only safe links (legal-pages.ts).
            dangerouslySetInnerHTML={{ __html: page.data.html }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('common:close')}
        </Button>
        <Button onClick={onAccept} variant="contained" disabled={!page.isSuccess}>
          {t('contracts.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ContractField<Values extends FieldValues, Output>({
  form,
  slug,
}: {
  form: EntityForm<Values, Output>;
  slug: ContractSlug;
}) {
  const { t } = useTranslation('billing');
  const [isReading, setReading] = useState(false);
  const name = `contracts.${slug}` as Path<Values>;
  // "Required" under a box reads oddly: say what to do instead.
  const error = form.errorOf(name) && t('contracts.required');
  const helperId = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControl error={Boolean(error)}>
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                slotProps={{ input: { 'aria-describedby': error ? helperId : undefined } }}
              />
            }
            label={t(`contracts.${slug}.accept`)}
          />
          <Box sx={{ pl: 4 }}>
            <Link component="button" type="button" variant="body2" onClick={() => setReading(true)}>
              {t(`contracts.${slug}.read`)}
            </Link>
          </Box>
          {error && (
            <FormHelperText id={helperId} sx={{ mx: 0, pl: 4 }}>
              {error}
            </FormHelperText>
          )}
          <ContractDialog
            slug={slug}
            open={isReading}
            onClose={() => setReading(false)}
            onAccept={() => {
              field.onChange(true);
              setReading(false);
            }}
          />
        </FormControl>
      )}
    />
  );
}
