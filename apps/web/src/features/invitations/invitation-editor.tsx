// The invitation's form beside its live preview: on a desktop the phone frame stays in view beside
// the form; on a phone the two are tabs ("Edit", "Preview"). A saved invitation also shows its
// share tools and its cover photo. One form (the create/edit kit): the shared schema checks in the
// browser, the server's field errors land on the fields, leaving with changes asks first.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Invitation, InvitationBody } from '@hatira/shared/invitations';
import type { QrCode } from '@hatira/shared/qr-codes';
import { DatePickersProvider } from '../../components/date-pickers-provider';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { SectionCard } from '../../components/section-card';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { AppearanceFields } from './appearance-fields';
import { CoverCard } from './cover-card';
import { DetailsFields, type InvitationEntityForm } from './details-fields';
import { previewOf, startOf, type InvitationFormValues } from './invitation-form-values';
import { PhonePreview } from './phone-preview';
import { PublishingFields, RsvpFields } from './settings-fields';
import { ShareCard } from './share-card';

const invitationSchema = lazyZodResolver(() =>
  import('./invitation-form.schema').then((m) => m.invitationFormSchema),
);

/** The body fields a server field error may land on (the start lands on the date). */
const FORM_FIELDS = [
  'title',
  'coupleNames',
  'date',
  'time',
  'timezone',
  'venueName',
  'address',
  'mapUrl',
  'message',
  'theme',
  'themeColor',
  'qrCodeId',
  'rsvpDeadline',
  'maxGuestsPerReply',
] as const;

export interface InvitationEditorProps {
  /** The saved invitation; none while making a new one. */
  invitation?: Invitation;
  defaultValues: InvitationFormValues;
  events: readonly QrCode[];
  submitLabel: string;
  savedText: string;
  onSubmit: (body: InvitationBody) => Promise<unknown>;
  /** Tells the page whether the form holds unsaved changes (before switching invitations). */
  onDirtyChange?: (isDirty: boolean) => void;
}

function LivePreview({
  form,
  invitation,
  coverUrl,
  events,
}: {
  form: InvitationEntityForm;
  invitation?: Invitation;
  coverUrl: string | null;
  events: readonly QrCode[];
}) {
  const values = useWatch({ control: form.control }) as InvitationFormValues;
  const preview = useMemo(
    () => previewOf(values, { hash: invitation?.hash, coverUrl, events }),
    [values, invitation?.hash, coverUrl, events],
  );
  return <PhonePreview invitation={preview} hasDate={startOf(values) !== undefined} />;
}

export function InvitationEditor({
  invitation,
  defaultValues,
  events,
  submitLabel,
  savedText,
  onSubmit,
  onDirtyChange,
}: InvitationEditorProps) {
  const { t } = useTranslation('invitations');
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [coverUrl, setCoverUrl] = useState<string | null>(invitation?.coverUrl ?? null);
  const handleCoverPreview = useCallback((url: string | null) => setCoverUrl(url), []);
  const form = useEntityForm({
    schema: invitationSchema,
    defaultValues,
    fields: FORM_FIELDS,
    fieldOf: { startsAt: 'date' },
    onSubmit: async (body) => void (await onSubmit(body)),
    savedText,
  });
  useEffect(() => onDirtyChange?.(form.isDirty), [form.isDirty, onDirtyChange]);

  const section = (id: string, title: string, children: ReactNode) => (
    <SectionCard id={`invitation-${id}-title`} title={title}>
      {children}
    </SectionCard>
  );
  const showForm = !isPhone || tab === 'edit';
  const showPreview = !isPhone || tab === 'preview';

  return (
    <DatePickersProvider>
      <Stack spacing={3}>
        {isPhone && (
          <Tabs value={tab} onChange={(_event, next: 'edit' | 'preview') => setTab(next)} variant="fullWidth">
            <Tab value="edit" label={t('editor.editTab')} />
            <Tab value="preview" label={t('editor.previewTab')} />
          </Tabs>
        )}
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={{ display: showForm ? undefined : 'none' }}>
            <Stack spacing={3}>
              {invitation && <ShareCard invitation={invitation} />}
              <Stack component="form" spacing={3} aria-label={t('editor.formLabel')} {...form.formProps}>
                {section('details', t('sections.details'), <DetailsFields form={form} />)}
                {section(
                  'appearance',
                  t('sections.appearance'),
                  <Stack spacing={3}>
                    <AppearanceFields form={form} />
                    <Box>
                      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                        {t('cover.title')}
                      </Typography>
                      {invitation ? (
                        <CoverCard invitation={invitation} onPreviewChange={handleCoverPreview} />
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          {t('cover.afterSave')}
                        </Typography>
                      )}
                    </Box>
                  </Stack>,
                )}
                {section('rsvp', t('sections.rsvp'), <RsvpFields form={form} />)}
                {section(
                  'publishing',
                  t('sections.publishing'),
                  <PublishingFields form={form} events={events} />,
                )}
                <FormFooter form={form} submitLabel={submitLabel} />
              </Stack>
            </Stack>
          </Grid>
          {showPreview && (
            <Grid size={{ xs: 12, md: 5, lg: 4 }}>
              <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
                <LivePreview form={form} invitation={invitation} coverUrl={coverUrl} events={events} />
              </Box>
            </Grid>
          )}
        </Grid>
      </Stack>
    </DatePickersProvider>
  );
}
