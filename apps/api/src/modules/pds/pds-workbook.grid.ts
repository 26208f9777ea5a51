import type ExcelJS from 'exceljs';

// A worksheet of CS Form 212 as the reader sees it: the text of each cell (a merged cell once, at its top-left),
// and the cells found by the form's printed labels rather than by fixed addresses, since people insert rows
// in the list parts ("use additional sheet if necessary") and the 2025 edition moves things around.

export type CellValue = string | number | boolean | Date | null;
export type Spot = { row: number; col: number; text: string };

/** A cell's value without exceljs's wrappers: rich text joined, a formula's result, a hyperlink's text. */
export function plainValue(v: ExcelJS.CellValue): CellValue {
  if (v == null) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return plainValue(v.result ?? null);
    if ('text' in v) return plainValue(v.text);
  }
  return null;
}

export const asText = (v: CellValue | undefined): string => (v == null ? '' : v instanceof Date ? v.toISOString() : String(v)).replace(/\s+/g, ' ').trim();

export class SheetGrid {
  /** The non-empty cells by row (merged cells once, at their top-left), in column order. */
  private readonly rows = new Map<number, Spot[]>();
  readonly lastRow: number;

  constructor(
    readonly name: string,
    private readonly sheet: ExcelJS.Worksheet,
  ) {
    let last = 0;
    sheet.eachRow({ includeEmpty: false }, (row, r) => {
      const spots: Spot[] = [];
      row.eachCell({ includeEmpty: false }, (cell, c) => {
        if (cell.isMerged && cell.master.address !== cell.address) return;
        const text = asText(plainValue(cell.value));
        if (text) spots.push({ row: r, col: c, text });
      });
      if (spots.length) {
        this.rows.set(r, spots);
        last = r;
      }
    });
    this.lastRow = last;
  }

  /** The value at a cell, the merged range's when the cell is part of one. */
  value(row: number, col: number): CellValue {
    return plainValue(this.sheet.getCell(row, col).value);
  }

  /** The last row a merged cell covers (the header cells of the lists span two or three rows). */
  bottomOf(row: number, col: number): number {
    const master = this.sheet.getCell(row, col).master.address;
    let r = row;
    while (this.sheet.getCell(r + 1, col).isMerged && this.sheet.getCell(r + 1, col).master.address === master) r++;
    return r;
  }

  rightOf(row: number, col: number): number {
    const master = this.sheet.getCell(row, col).master.address;
    let c = col;
    while (this.sheet.getCell(row, c + 1).isMerged && this.sheet.getCell(row, c + 1).master.address === master) c++;
    return c;
  }

  spotsIn(row: number): Spot[] {
    return this.rows.get(row) ?? [];
  }

  /** The first cell whose text matches, searching rows [from, to] top to bottom, left to right. */
  find(re: RegExp, from = 1, to = this.lastRow, minCol = 1, maxCol = Infinity): Spot | null {
    for (let r = from; r <= to; r++) for (const s of this.spotsIn(r)) if (s.col >= minCol && s.col <= maxCol && re.test(s.text)) return s;
    return null;
  }

  /** Every cell whose text matches (the form prints "FIRST NAME" four times). */
  findAll(re: RegExp, from = 1, to = this.lastRow): Spot[] {
    const found: Spot[] = [];
    for (let r = from; r <= to; r++) for (const s of this.spotsIn(r)) if (re.test(s.text)) found.push(s);
    return found;
  }
}
