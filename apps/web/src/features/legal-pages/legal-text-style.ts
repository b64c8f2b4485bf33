// How a legal text's HTML (the server's rendering of its Markdown) reads in the admin app: the
// editor's preview, close to the public page's look (features/share/legal-page.css).
import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

export const LEGAL_TEXT_STYLE: SystemStyleObject<Theme> = {
  overflowWrap: 'anywhere',
  lineHeight: 1.65,
  '& > :first-of-type': { mt: 0 },
  '& h1, & h2, & h3, & h4': { mt: 3, mb: 1, lineHeight: 1.3 },
  '& h1': { fontSize: '1.375rem' },
  '& h2': { fontSize: '1.1875rem' },
  '& h3, & h4': { fontSize: '1.0625rem' },
  '& p, & ul, & ol, & table, & blockquote': { mt: 0, mb: 2 },
  '& ul, & ol': { pl: 3 },
  '& a': { color: 'primary.main' },
  '& blockquote': { pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' },
  '& table': { display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse' },
  '& th, & td': { px: 1.25, py: 0.75, border: 1, borderColor: 'divider', textAlign: 'start' },
  '& hr': { my: 3, border: 0, borderTop: 1, borderColor: 'divider' },
};
