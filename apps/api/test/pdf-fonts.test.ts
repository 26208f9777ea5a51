import { describe, expect, it } from 'vitest';
import { letterhead, renderPdf } from '../src/lib/pdf';
import { pdfFontNames, pdfText } from './support/files';

// Every PDF prints in the embedded form font (lib/pdf-fonts.ts): the standard Helvetica cannot encode ₱ (CS Form 9
// printed "±42,178.00") nor a letter of a name beyond Latin-1.
const embeddedArimo = (pdf: Buffer) => {
  const fonts = pdfFontNames(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+Arimo/);
};

describe('the form font', () => {
  it('prints ₱ and the letters of Philippine names, in Arimo embedded, in every style a layout uses', async () => {
    const pdf = await renderPdf({
      content: [
        letterhead({ university: 'Universidad ng Pilipinas' }),
        { text: 'Monthly salary: ₱42,178.00' },
        { text: 'PEÑAFIEL, Niño Ĩsabel', bold: true },
        { text: 'Señora Pérez', italics: true },
        { text: 'Muñoz', bold: true, italics: true },
      ],
    });
    const text = await pdfText(pdf);
    expect(text).toContain('₱42,178.00');
    expect(text).toContain('PEÑAFIEL, Niño Ĩsabel');
    expect(text).toContain('Señora Pérez');
    expect(text).toContain('Muñoz');
    embeddedArimo(pdf);
    expect(
      pdfFontNames(pdf)
        .map((f) => f.split('+')[1])
        .sort(),
    ).toEqual(['Arimo-Bold', 'Arimo-BoldItalic', 'Arimo-Italic', 'Arimo-Regular']);
  });

  it('keeps the form font when a document names another one', async () => {
    const pdf = await renderPdf({ defaultStyle: { font: 'Helvetica' }, content: [{ text: '₱1.00' }] });
    expect(await pdfText(pdf)).toContain('₱1.00');
    embeddedArimo(pdf);
  });
});
