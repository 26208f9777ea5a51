// The document-tracking status views in a module of their own: the route table (the sidebar's entries, in the main
// script) names them without building dts.ts's schemas when the script loads (issue 42 item 19).

/** The six status views of SPEC.md §4, in their order. */
export const DTS_VIEWS = ['incoming', 'received', 'outgoing', 'hold', 'return', 'for_pickup'] as const;
export type TDtsView = (typeof DTS_VIEWS)[number];
export const DTS_VIEW_LABELS: Record<TDtsView, string> = {
  incoming: 'Incoming',
  received: 'Received',
  outgoing: 'Outgoing',
  hold: 'Hold',
  return: 'Return',
  for_pickup: 'For pick-up',
};
