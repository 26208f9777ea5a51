import { LOG_ACTION_LABELS, PROCESSING_CLASSES, type TDocument, type TDocumentLogEntry, type TDocumentType } from '@hris/contracts';
import { letterhead, renderPdf, type Content, type OfficeHeader } from '../../lib/pdf';

// The routing slip clipped to the paper (issue 19): the document's facts, a QR code of its tracking page, the moves
// so far, and blank rows the offices sign by hand as the paper goes around. The QR code holds the page's address
// with the tracking number: a phone that scans it opens the document (signed in) or the public "where is my document"
// page; a USB scanner types the same address into a list's search box, which takes the tracking number from it.

const stamp = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const when = (iso: string) => stamp.format(new Date(iso));

/** The address the QR code holds. */
export const trackingUrl = (publicUrl: string, trackingNumber: string) => `${publicUrl}/dts/track/${encodeURIComponent(trackingNumber)}`;

/** Rows left blank for the offices the paper still goes to, signed by hand. */
const BLANK_ROWS = 8;

export function renderRoutingSlip(f: {
  university: string;
  /** The originating office's header (/department/header/setting), when it has one. */
  header?: OfficeHeader | null;
  /** The university's logo (lib/settings universityLogo), printed when the office's header has none. */
  logo?: Buffer | null;
  campus: string | null;
  publicUrl: string;
  document: TDocument;
  type: TDocumentType;
  log: TDocumentLogEntry[];
  printedAt: string;
}): Promise<Buffer> {
  const d = f.document;
  const fact = (label: string, value: string): Content[] => [{ text: label, bold: true, color: '#333' }, { text: value }];
  const moves: Content[][] = f.log.map((l, i) => [
    { text: String(i + 1), alignment: 'center' },
    when(l.at),
    l.office.acronym,
    l.to_office ? `${LOG_ACTION_LABELS[l.action]} to ${l.to_office.acronym}` : LOG_ACTION_LABELS[l.action],
    l.remarks ?? '',
    l.actor,
  ]);
  const blanks: Content[][] = Array.from({ length: BLANK_ROWS }, (_, i) => [
    { text: String(f.log.length + i + 1), alignment: 'center', color: '#999' },
    { text: ' \n ' },
    '',
    '',
    '',
    '',
  ]);
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [36, 32, 36, 40],
    info: { title: `Routing slip ${d.tracking_number}` },
    defaultStyle: { fontSize: 9 },
    footer: (page: number, pages: number) => ({
      text: `Track this document at ${trackingUrl(f.publicUrl, d.tracking_number)}   ·   printed ${when(f.printedAt)}   ·   page ${page} of ${pages}`,
      fontSize: 7,
      color: '#555',
      alignment: 'center',
      margin: [36, 12, 36, 0],
    }),
    content: [
      letterhead({ university: f.university, campus: f.campus, office: 'Document Tracking System', header: f.header, logo: f.logo }),
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'ROUTING SLIP', bold: true, fontSize: 16, characterSpacing: 1, margin: [0, 0, 0, 4] },
              { text: d.tracking_number, bold: true, fontSize: 14, margin: [0, 0, 0, 10] },
              {
                table: {
                  widths: [110, '*'],
                  body: [
                    fact('Title', d.title),
                    fact('Document type', d.document_type.name),
                    fact(
                      'Processing time',
                      `${f.type.working_days} working days at each office (${PROCESSING_CLASSES[f.type.processing_class].label.toLowerCase()}, RA 11032)`,
                    ),
                    fact('Originating office', d.origin_office.fullname),
                    fact('Filed by', d.filed_by),
                    ...(d.addressees.length ? [fact('Addressed to', d.addressees.map((p) => p.fullname).join(', '))] : []),
                    fact('Date and time filed', when(d.filed_at)),
                    ...(d.confidential
                      ? [
                          fact(
                            'Handling',
                            d.withheld ? 'CONFIDENTIAL: only its addressees and holder may read it' : 'CONFIDENTIAL: for its addressees and holder only',
                          ),
                        ]
                      : []),
                    ...(d.remarks ? [fact('Remarks', d.remarks)] : []),
                  ],
                },
                layout: 'noBorders',
              },
            ],
          },
          {
            width: 130,
            stack: [
              { qr: trackingUrl(f.publicUrl, d.tracking_number), fit: 130, eccLevel: 'M', alignment: 'center' },
              { text: 'Scan to see where it is', fontSize: 7, alignment: 'center', margin: [0, 2, 0, 0] },
            ],
          },
        ],
        columnGap: 12,
      },
      { text: 'ROUTE', bold: true, fontSize: 10, margin: [0, 14, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [18, 92, 50, 90, '*', 90],
          body: [
            ['#', 'Date and time', 'Office', 'Action', 'Remarks', 'By (name and signature)'].map((h) => ({ text: h, bold: true, fillColor: '#e8e8e8' })),
            ...moves,
            ...blanks,
          ],
        },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 3, paddingBottom: () => 3 },
      },
    ],
  });
}
