// Right-to-left styles: MUI's theme direction only flips what its components compute; the CSS
// itself (margins, paddings, `left`/`right` in sx and styled) is flipped by stylis-plugin-rtl in an
// Emotion cache of its own. Loaded only when a right-to-left language is chosen.
import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

export default function RtlStyleCache({ children }: { children: ReactNode }) {
  return <CacheProvider value={rtlCache}>{children}</CacheProvider>;
}
