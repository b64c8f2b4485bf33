// One contract of the checkout (the distance sales contract, the pre-information form): a box to
// accept it, and its text to read in a dialog, in the reader's language as the server renders it
// (GET /api/legal-pages/{slug}; Markdown made safe HTML there). "I accept" in the dialog ticks the box.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
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
import type { EntityForm } from '../../components/entity-form/use-entity-form';
import { LoadError } from '../../components/list-page/load-error';
import { PageLoading } from '../../components/page-header/page-header';
import { legalPageQuery } from './bills.api';
import type { CartOutput, CartValues } from './cart.schema';

type ContractSlug = (typeof CHECKOUT_CONTRACTS)[number];

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
  const { t, i18n } = useTranslation('bills');
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const page = useQuery({ ...legalPageQuery(slug, i18n.language), enabled: open });
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
      <DialogTitle id={titleId}>{page.data?.title ?? t(`cart.contracts.${slug}.name`)}</DialogTitle>
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
          {t('cart.contracts.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ContractField({
  form,
  slug,
}: {
  form: EntityForm<CartValues, CartOutput>;
  slug: ContractSlug;
}) {
  const { t } = useTranslation('bills');
  const [isReading, setReading] = useState(false);
  const name = `contracts.${slug}` as const;
  // "Required" under a box reads oddly: say what to do instead.
  const error = form.errorOf(name) && t('cart.contracts.required');
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
            label={t(`cart.contracts.${slug}.accept`)}
          />
          <Box sx={{ pl: 4 }}>
            <Link component="button" type="button" variant="body2" onClick={() => setReading(true)}>
              {t(`cart.contracts.${slug}.read`)}
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
