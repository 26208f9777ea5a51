import { apiDownload, type QueryValue } from './api';

/** Saves a file from the API under the name the server gives (or `fallbackName`). */
export async function saveFileFrom(path: string, fallbackName: string, query?: Record<string, QueryValue>): Promise<void> {
  const { blob, filename } = await apiDownload(path, { query });
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
 * Opens a PDF from the API in a new tab. The tab is opened before the download so that
 * pop-up blockers, which only allow windows opened by the click itself, let it through.
 */
export async function openPdfFrom(path: string, query?: Record<string, QueryValue>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await apiDownload(path, { query });
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 300_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
