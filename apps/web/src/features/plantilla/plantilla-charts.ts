import { NOT_STATED_KEY } from './plantilla-filters';

// The geometry of the report's charts, in plain numbers (no chart library): the pie's slices and the office bars.

export type PieSlice = {
  /** Degrees clockwise from twelve o'clock. */
  start: number;
  end: number;
  /** Of the whole, 0–1. */
  fraction: number;
  /** The SVG path of the slice: a whole disc when it is the only one. */
  path: string;
};

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The point on the circle at `degrees` clockwise from twelve o'clock. */
export function pointAt(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [round(cx + r * Math.cos(radians)), round(cy + r * Math.sin(radians))];
}

/**
 * One slice per value, in order, clockwise from twelve o'clock. A value of 0 has a slice of no angle (and no path);
 * when nothing is counted there is no slice at all.
 */
export function pieSlices(values: readonly number[], { cx, cy, r }: { cx: number; cy: number; r: number }): PieSlice[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total === 0) return [];
  let start = 0;
  return values.map((value) => {
    const fraction = Math.max(0, value) / total;
    const end = start + fraction * 360;
    const slice: PieSlice = { start: round(start), end: round(end), fraction, path: slicePath(cx, cy, r, start, end) };
    start = end;
    return slice;
  });
}

function slicePath(cx: number, cy: number, r: number, start: number, end: number): string {
  const sweep = end - start;
  if (sweep <= 0) return '';
  // An arc cannot end where it starts: the whole disc is two half arcs.
  if (sweep >= 360 - 1e-9) {
    return `M ${cx} ${round(cy - r)} A ${r} ${r} 0 1 1 ${cx} ${round(cy + r)} A ${r} ${r} 0 1 1 ${cx} ${round(cy - r)} Z`;
  }
  const [x1, y1] = pointAt(cx, cy, r, start);
  const [x2, y2] = pointAt(cx, cy, r, end);
  const large = sweep > 180 ? 1 : 0;
  return `M ${cx} ${cy} L ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`;
}

/** "42%", or "<1%" for a sliver that would read as nothing. */
export function percentLabel(fraction: number): string {
  if (fraction > 0 && fraction < 0.005) return '<1%';
  return `${Math.round(fraction * 100)}%`;
}

/**
 * The office bars: each bar's filled and vacant parts as percentages of the longest bar (the office with the most
 * items), so the bars compare offices as well as each office's share filled.
 */
export function barParts(offices: readonly { filled: number; vacant: number }[]): { filled: number; vacant: number }[] {
  const longest = Math.max(0, ...offices.map((office) => office.filled + office.vacant));
  return offices.map((office) =>
    longest === 0 ? { filled: 0, vacant: 0 } : { filled: round((office.filled / longest) * 100), vacant: round((office.vacant / longest) * 100) },
  );
}

/** Slice colours (Mantine's), in order; the "not stated" count is grey. */
export const SLICE_COLORS = ['blue', 'teal', 'orange', 'grape', 'cyan', 'lime', 'pink', 'indigo', 'yellow', 'red', 'violet', 'green'] as const;

export function sliceColor(index: number, key: string): string {
  return key === NOT_STATED_KEY ? 'gray' : SLICE_COLORS[index % SLICE_COLORS.length]!;
}
