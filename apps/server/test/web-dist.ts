// A web build for the page-serving tests: the pages as Vite writes them (a generic title and
// description, the entry script after them), each naming itself (data-page), and one asset.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A page as the web build writes it: a generic title and description, the entry script after them. */
const builtPage = (page: string) => `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Hatıra — generic"
    />
    <title>Hatıra</title>
    <script type="module" crossorigin src="/assets/${page}-abc123.js"></script>
  </head>
  <body data-page="${page}"><div id="root"></div></body>
</html>`;

/** A dist/ folder with the given pages (`index`, `share`) and one hashed asset. */
export async function fakeWebDist(pages: string[]): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'hatira-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  for (const page of pages) await writeFile(path.join(dist, `${page}.html`), builtPage(page));
  await writeFile(path.join(dist, 'assets', 'share-abc123.js'), 'console.log("guest")');
  return dist;
}

/** The head's tags a preview reads: the title, and each meta's name or property with its content. */
export function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = Object.fromEntries(
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  return { title: /<title>([^<]*)<\/title>/.exec(head)?.[1], meta, head };
}
