import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { FORM_FONT, FORM_FONT_FILES } from './pdf-fonts';

// pdfmake as every PDF of the product is drawn (lib/pdf.ts renderPdf, on the PDF thread or here), in the one embedded
// form font (lib/pdf-fonts.ts: ₱ and every letter of the names).
pdfmake.setFonts({ [FORM_FONT]: { ...FORM_FONT_FILES } });
// Documents are built from our own data: no image or font is ever fetched from a URL, and the only files read from
// disk are the font's own.
pdfmake.setUrlAccessPolicy(() => false);
const FONT_FILES = new Set<string>(Object.values(FORM_FONT_FILES));
pdfmake.setLocalAccessPolicy((name) => FONT_FILES.has(name));

/** pdfmake's drawing of a complete definition, on whichever thread calls it (lib/pdf.ts decides which). */
export async function drawPdf(definition: TDocumentDefinitions, onProgress?: (fraction: number) => void): Promise<Buffer> {
  // pdfmake takes its progress callback from a setting it reads when a document is created: set for this one only.
  pdfmake.setProgressCallback(onProgress ? throttled(onProgress) : NO_PROGRESS);
  try {
    return await pdfmake.createPdf(definition).getBuffer();
  } finally {
    pdfmake.setProgressCallback(NO_PROGRESS);
  }
}

// pdfmake's types want a function; an undefined callback is what it checks for to skip the counting.
const NO_PROGRESS = undefined as unknown as (progress: number) => void;

/** pdfmake calls back per item drawn (tens of thousands): told only when another percent is drawn. */
function throttled(onProgress: (fraction: number) => void) {
  let told = -1;
  return (fraction: number) => {
    const percent = Math.floor(fraction * 100);
    if (percent > told) {
      told = percent;
      onProgress(fraction);
    }
  };
}
