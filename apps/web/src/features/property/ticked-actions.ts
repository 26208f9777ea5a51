import type { TIssueForm, TPropertyItem } from '@hris/contracts';

/** What "Issue property" takes of the ticked items (they open the form chosen), and why it leaves the others. */
export type IssueOfTicked = { form: TIssueForm | null; items: TPropertyItem[]; why: string | null };

/**
 * What each action of the register can do with the ticked items: Issue property carries those it can take into its
 * form; Transfer and Return, Dispose are null when they can take them all, else the reason a grey button would hide
 * (issue 42 item 9: "stay grey with no reason").
 */
export type TickedActions = { issue: IssueOfTicked; transfer: string | null; dispose: string | null };

const formOf = (item: TPropertyItem): TIssueForm => (item.classification === 'ppe' ? 'PAR' : 'ICS');

/** "1 of the ticked is issued", "2 of the ticked are in stock, 1 is not unserviceable": the first count names the ticked. */
function counted(parts: [number, string, string][]): string {
  return parts
    .filter(([count]) => count > 0)
    .map(([count, one, many], index) => `${count}${index === 0 ? ' of the ticked' : ''} ${count === 1 ? one : many}`)
    .join(', ');
}

function issueOf(ticked: readonly TPropertyItem[]): IssueOfTicked {
  const inStock = ticked.filter((i) => i.status === 'in_stock');
  const issued = ticked.length - inStock.length;
  if (inStock.length === 0) return { form: null, items: [], why: `Issue property takes items in stock; ${counted([[issued, 'is issued', 'are issued']])}.` };
  // One form at a time (a PAR or an ICS): the form of the first ticked in stock, the rest issued next.
  const form = formOf(inStock[0]!);
  const items = inStock.filter((i) => formOf(i) === form);
  const otherForm = inStock.length - items.length;
  if (otherForm === 0 && issued === 0) return { form, items, why: null };
  const left = counted([
    [otherForm, `goes on ${form === 'PAR' ? 'an ICS' : 'a PAR'}`, `go on ${form === 'PAR' ? 'an ICS' : 'a PAR'}`],
    [issued, 'is issued', 'are issued'],
  ]);
  return {
    form,
    items,
    why: `Issue property takes items in stock of one form: it takes the ${items.length} for ${form === 'PAR' ? 'a PAR' : 'an ICS'}; ${left}.`,
  };
}

function transferOf(ticked: readonly TPropertyItem[]): string | null {
  const inStock = ticked.filter((i) => i.holder === null).length;
  const holders = new Set(ticked.flatMap((i) => (i.holder ? [i.holder.id] : []))).size;
  if (inStock === 0 && holders === 1) return null;
  const rule = 'Transfer and Return take issued items held by one employee';
  if (inStock > 0) return `${rule}; ${counted([[inStock, 'is in stock', 'are in stock']])}.`;
  return `${rule}; the ticked are held by ${holders} employees.`;
}

function disposeOf(ticked: readonly TPropertyItem[]): string | null {
  const issued = ticked.filter((i) => i.status !== 'in_stock').length;
  const usable = ticked.filter((i) => i.status === 'in_stock' && i.condition !== 'unserviceable').length;
  if (issued === 0 && usable === 0) return null;
  return `Dispose takes unserviceable items in stock; ${counted([
    [issued, 'is issued', 'are issued'],
    [usable, 'is not unserviceable', 'are not unserviceable'],
  ])}.`;
}

export function whatTheTickedAllow(ticked: readonly TPropertyItem[]): TickedActions {
  return { issue: issueOf(ticked), transfer: transferOf(ticked), dispose: disposeOf(ticked) };
}
