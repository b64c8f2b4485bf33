// Draws a PDF's first page on a canvas with pdf.js, in the page itself rather than the browser's PDF
// viewer: phones have none to put in a frame (Chrome on Android shows an empty box), and a proof
// must look the same everywhere. pdf.js and its worker load only when a proof is first shown.
// docs/decisions/044-printing-screens.md
import type * as PdfJsLibrary from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

type PdfJs = typeof PdfJsLibrary;
let pdfJs: Promise<PdfJs> | undefined;

function loadPdfJs(): Promise<PdfJs> {
  pdfJs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([library, worker]) => {
      library.GlobalWorkerOptions.workerSrc = worker.default;
      return library;
    },
  );
  return pdfJs;
}

export interface RenderedPage {
  /** Width ÷ height of the page. */
  aspect: number;
}

/**
 * Draws page 1 of `pdf` on `canvas`, `cssWidth` CSS pixels wide at the screen's pixel density. The
 * page is drawn off screen first, so the canvas keeps the previous drawing until the new one is whole.
 */
export async function renderPdfPage(
  pdf: Blob,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): Promise<RenderedPage> {
  const library = await loadPdfJs();
  let document: PDFDocumentProxy | undefined;
  try {
    document = await library.getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) }).promise;
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const scale = (cssWidth * (window.devicePixelRatio || 1)) / unscaled.width;
    const viewport = page.getViewport({ scale });
    const offscreen = window.document.createElement('canvas');
    offscreen.width = Math.round(viewport.width);
    offscreen.height = Math.round(viewport.height);
    await page.render({ canvas: offscreen, viewport }).promise;
    canvas.width = offscreen.width;
    canvas.height = offscreen.height;
    canvas.getContext('2d')?.drawImage(offscreen, 0, 0);
    return { aspect: unscaled.width / unscaled.height };
  } finally {
    await document?.destroy();
  }
}
