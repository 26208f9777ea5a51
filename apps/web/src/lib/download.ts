import type { FileRoute, RouteInput } from '@hris/contracts';
import { apiDownload, downloadApi } from './api';

/** Hands a downloaded file to the browser under the server's name (or `fallbackName`). */
function saveBlob({ blob, filename }: { blob: Blob; filename: string | null }, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a downloaded PDF in a new tab. The tab is opened before the download so that
 * pop-up blockers, which only allow windows opened by the click itself, let it through.
 */
async function openInNewTab(download: () => Promise<{ blob: Blob }>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await download();
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 300_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Opens a PDF at a link the server gave in an answer (a signed file link: an appeal's attachment, an L&D certificate, a
 * PDS document), in a new tab. The one download that is not a route of the table: the answer names the file, the
 * link carries its own signature.
 */
export function openLinkedPdf(link: string): Promise<void> {
  return openInNewTab(() => apiDownload(link));
}

/** Saves a file route's download (lib/api `downloadApi`) under the server's name, or `fallbackName`. */
export async function saveDownload<R extends FileRoute>(route: R, input: RouteInput<R>, fallbackName: string): Promise<void> {
  saveBlob(await downloadApi(route, input as never), fallbackName);
}

/** Opens a file route's PDF in a new tab. */
export function openPdf<R extends FileRoute>(route: R, input: RouteInput<R>): Promise<void> {
  return openInNewTab(() => downloadApi(route, input as never));
}
