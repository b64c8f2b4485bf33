// The editor of one legal page in one language (/legal-pages/edit/{slug}/{language}): title and
// Markdown body, with a preview the server renders as the public page will show it (asked for
// once typing pauses), and the page's versions. Each save is a new version; a contract a buyer
// accepted keeps its text (decisions/035). A language without its own text starts from Turkish.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { isLanguage, LANGUAGES, type Language } from '@hatira/shared/languages';
import { isLegalSlug, type LegalPage, type LegalSlug } from '@hatira/shared/legal-pages';
import { LEGAL_BODY_MAX, LEGAL_TITLE_MAX } from '@hatira/shared/limits';
import { paths } from '@hatira/shared/paths';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { translateApiError } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { LegalVersions } from './legal-versions';
import { legalPageQuery, legalPreviewQuery, useSaveLegalPage } from './legal-pages.api';
import { LEGAL_TEXT_STYLE } from './legal-text-style';

/** Typing pauses this long before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

const FORM_FIELDS = ['title', 'body'] as const;
const legalPageSchema = lazyZodResolver(() =>
  import('@hatira/shared/legal-pages').then((m) => m.updateLegalPageBodySchema),
);

interface EditorProps {
  slug: LegalSlug;
  language: Language;
  page: LegalPage;
}

function Preview({ body }: { body: string }) {
  const { t } = useTranslation('legal-pages');
  const settled = useDebouncedValue(body, PREVIEW_DELAY_MS);
  const preview = useQuery(legalPreviewQuery(settled));
  return (
    <Card component="section" aria-labelledby="legal-preview-title" sx={{ height: '100%' }}>
      <Box sx={{ height: 4 }}>
        {preview.isFetching && <LinearProgress aria-label={t('editor.previewing')} />}
      </Box>
      <CardContent>
        <Typography id="legal-preview-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('editor.preview')}
        </Typography>
        {preview.isError ? (
          <Alert severity="error">{translateApiError(t, preview.error)}</Alert>
        ) : (
          <Box
            data-testid="legal-preview"
            // Beside the editor on a wide screen: as tall as the screen, scrolled on its own.
            sx={{ ...LEGAL_TEXT_STYLE, maxHeight: { md: '75vh' }, overflowY: { md: 'auto' } }}
            // Rendered by the server's markdown-it with raw HTML escaped and links checked (decisions/035).
            dangerouslySetInnerHTML={{ __html: settled.trim() === '' ? '' : (preview.data?.html ?? '') }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function Editor({ slug, language, page }: EditorProps) {
  const { t } = useTranslation('legal-pages');
  const save = useSaveLegalPage(slug, language);
  const savedVersion = useRef(0);
  const form = useEntityForm({
    schema: legalPageSchema,
    defaultValues: { title: page.title, body: page.body },
    fields: FORM_FIELDS,
    onSubmit: async (values) => {
      const saved = await save.mutateAsync(values);
      savedVersion.current = saved.version;
      return { title: saved.title, body: saved.body };
    },
    savedText: () => t('editor.saved', { version: savedVersion.current }),
  });
  const body = useWatch({ control: form.control, name: 'body' });

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card component="section" aria-labelledby="legal-text-title">
          <CardContent>
            <Typography id="legal-text-title" variant="h6" component="h2" sx={{ mb: 3 }}>
              {t('editor.text')}
            </Typography>
            <Stack component="form" spacing={3} {...form.formProps}>
              <TextField
                {...form.register('title')}
                label={t('editor.title')}
                required
                error={Boolean(form.errorOf('title'))}
                helperText={form.errorOf('title')}
                slotProps={{ htmlInput: { maxLength: LEGAL_TITLE_MAX } }}
              />
              <TextField
                {...form.register('body')}
                label={t('editor.body')}
                required
                multiline
                minRows={16}
                maxRows={30}
                error={Boolean(form.errorOf('body'))}
                helperText={form.errorOf('body') ?? t('editor.bodyHint')}
                slotProps={{
                  htmlInput: {
                    maxLength: LEGAL_BODY_MAX,
                    spellCheck: true,
                    lang: language,
                    style: { fontFamily: 'monospace', fontSize: '0.875rem', lineHeight: 1.55 },
                  },
                }}
              />
              <FormFooter form={form} submitLabel={t('editor.submit')} cancelTo={paths.legalPages} />
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Preview body={body} />
      </Grid>
    </Grid>
  );
}

/** The same page in the other languages. */
function LanguageTabs({ slug, language }: { slug: LegalSlug; language: Language }) {
  const { t } = useTranslation('legal-pages');
  return (
    <Tabs value={language} aria-label={t('editor.languages')} variant="scrollable" allowScrollButtonsMobile>
      {LANGUAGES.map((other) => (
        <Tab
          key={other}
          value={other}
          label={t(`common:languages.${other}`)}
          component={RouterLink}
          to={paths.legalPageEdit(slug, other)}
        />
      ))}
    </Tabs>
  );
}

/** The editor of a page and language that exist. */
function EditorScreen({ slug, language }: { slug: LegalSlug; language: Language }) {
  const { t } = useTranslation('legal-pages');
  const page = useQuery(legalPageQuery(slug, language));
  const back = { to: paths.legalPages, label: t('editor.back') };

  if (page.isPending) return <PageLoading />;
  if (page.isError)
    return (
      <Stack spacing={3}>
        <PageHeader back={back} title={t(`slugs.${slug}`)} />
        <Alert severity="error">{translateApiError(t, page.error)}</Alert>
      </Stack>
    );

  const data = page.data;
  const isOwnText = data.language === language;
  return (
    <Stack spacing={3}>
      <PageHeader
        back={back}
        title={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} component="span">
            <span>{t(`slugs.${slug}`)}</span>
            {isOwnText && (
              <Chip
                size="small"
                variant="outlined"
                color={data.isTemplate ? 'warning' : 'success'}
                label={data.isTemplate ? t('list.template') : t('list.version', { version: data.version })}
              />
            )}
          </Stack>
        }
        subtitle={t('editor.subtitle', { language: t(`common:languages.${language}`) })}
        actions={
          <Button
            variant="outlined"
            startIcon={<OpenInNewIcon />}
            href={paths.legalPage(slug)}
            target="_blank"
            rel="noopener"
            sx={{ flexShrink: 0 }}
          >
            {t('editor.view')}
          </Button>
        }
      />
      <LanguageTabs slug={slug} language={language} />
      {!isOwnText && <Alert severity="info">{t('editor.fromTurkish')}</Alert>}
      {isOwnText && data.isTemplate && <Alert severity="warning">{t('editor.templateNote')}</Alert>}
      <Editor key={`${slug}/${language}`} slug={slug} language={language} page={data} />
      <LegalVersions slug={slug} language={language} />
    </Stack>
  );
}

export function LegalPageEditorPage() {
  const { t } = useTranslation('legal-pages');
  const { slug = '', language = '' } = useParams();
  if (isLegalSlug(slug) && isLanguage(language)) return <EditorScreen slug={slug} language={language} />;
  return (
    <Stack spacing={3}>
      <PageHeader back={{ to: paths.legalPages, label: t('editor.back') }} title={t('list.title')} />
      <Alert severity="warning">{t('errors:NOT_FOUND')}</Alert>
    </Stack>
  );
}
