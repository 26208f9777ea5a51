import { TRACKING_NUMBER } from '@hris/contracts';

/** The path of a document's tracking page, which the routing slip's QR code holds (after the server's address). */
export const trackPath = (trackingNumber: string) => `/dts/track/${encodeURIComponent(trackingNumber)}`;

/** `/dts/track/<number>` at the end of an address, with an optional trailing slash, query or fragment. */
const TRACK_ADDRESS = /\/dts\/track\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i;

function asTrackingNumber(text: string): string | null {
  const candidate = text.trim().toUpperCase();
  return TRACKING_NUMBER.test(candidate) ? candidate : null;
}

/**
 * The tracking number in what was typed or scanned into a search box: a tracking number itself (2026-CAS-000123,
 * in any case), or the address of its tracking page that the routing slip's QR code holds and a USB scanner types
 * (https://hris.example.edu.ph/dts/track/2026-CAS-000123). Anything else: null.
 */
export function trackingNumberIn(scanned: string | null | undefined): string | null {
  const text = (scanned ?? '').trim();
  if (!text) return null;
  const direct = asTrackingNumber(text);
  if (direct) return direct;
  const address = TRACK_ADDRESS.exec(text);
  if (!address?.[1]) return null;
  try {
    return asTrackingNumber(decodeURIComponent(address[1]));
  } catch {
    // A malformed %-escape is not a tracking number.
    return null;
  }
}
