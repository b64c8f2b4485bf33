// What the legal texts' editor asks the server (/api/legal-pages, staff; the public page has its
// own request in features/share). Saving a page in a language makes a new version (decisions/035).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@hatira/shared/languages';
import type { LegalSlug, UpdateLegalPageBody } from '@hatira/shared/legal-pages';
import { api } from '../../lib/api';

export const legalPageKeys = {
  all: ['legal-pages'] as const,
  list: ['legal-pages', 'list'] as const,
  page: (slug: LegalSlug, language: Language) => [...legalPageKeys.all, 'page', slug, language] as const,
  versions: (slug: LegalSlug, language: Language) =>
    [...legalPageKeys.all, 'versions', slug, language] as const,
  preview: (body: string) => [...legalPageKeys.all, 'preview', body] as const,
};

/** Every page in every language with its current version. */
export const legalPagesQuery = queryOptions({
  queryKey: legalPageKeys.list,
  queryFn: ({ signal }) => api.get('/api/legal-pages', { signal }),
});

/** The page's current text in `language`, or the Turkish one when that language has none yet. */
export function legalPageQuery(slug: LegalSlug, language: Language) {
  return queryOptions({
    queryKey: legalPageKeys.page(slug, language),
    queryFn: ({ signal }) =>
      api.get('/api/legal-pages/:slug', { params: { slug }, query: { lang: language }, signal }),
  });
}

export function legalPageVersionsQuery(slug: LegalSlug, language: Language) {
  return queryOptions({
    queryKey: legalPageKeys.versions(slug, language),
    queryFn: ({ signal }) =>
      api.get('/api/legal-pages/:slug/:language/versions', { params: { slug, language }, signal }),
  });
}

/** The Markdown as the public page will show it, rendered by the server; the last one stays while the next comes. */
export function legalPreviewQuery(body: string) {
  return queryOptions({
    queryKey: legalPageKeys.preview(body),
    queryFn: ({ signal }) => api.post('/api/legal-pages/preview', { body: { body }, signal }),
    enabled: body.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useSaveLegalPage(slug: LegalSlug, language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLegalPageBody) =>
      api.put('/api/legal-pages/:slug/:language', { params: { slug, language }, body }),
    onSuccess: (saved) => {
      client.setQueryData(legalPageKeys.page(slug, language), saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: legalPageKeys.versions(slug, language) }),
        client.invalidateQueries({ queryKey: legalPageKeys.list }),
      ]);
    },
  });
}
