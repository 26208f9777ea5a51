import { describe, expect, it } from 'vitest';
import { menuItemsFor, isMenuItemActive } from '../src/app/menu';
import { isPublicPath } from '../src/app/public-paths';
import { trackingNumberIn, trackPath } from '../src/features/dts/tracking-number';

// Issue 19: what a clerk types, or a USB scanner types from the routing slip's QR code, into the Incoming search.
describe('the tracking number in scanned text', () => {
  it.each([
    ['2026-CAS-000123', '2026-CAS-000123'],
    ['  2026-CAS-000123\n', '2026-CAS-000123'],
    ['2026-cas-000123', '2026-CAS-000123'],
    ['2026-OVPAA-RE-000007', '2026-OVPAA-RE-000007'],
    ['https://hris.example.edu.ph/dts/track/2026-CAS-000123', '2026-CAS-000123'],
    ['http://localhost:3000/dts/track/2026-HRMO-000001/', '2026-HRMO-000001'],
    ['https://hris.example.edu.ph/dts/track/2026-CAS-000123?from=slip#top', '2026-CAS-000123'],
    ['https://hris.example.edu.ph/dts/track/2026%2DCAS%2D000123', '2026-CAS-000123'],
    ['/dts/track/2026-CAS-000123', '2026-CAS-000123'],
    ['HTTPS://HRIS.EXAMPLE.EDU.PH/DTS/TRACK/2026-CAS-000123', '2026-CAS-000123'],
  ])('%j reads %s', (text, number) => expect(trackingNumberIn(text)).toBe(number));

  it.each([
    '',
    '   ',
    null,
    undefined,
    'memo',
    '2026-CAS',
    '2026-CAS-123',
    '26-CAS-000123',
    '2026-CAS-000123 and more',
    'https://hris.example.edu.ph/dts/track/',
    'https://hris.example.edu.ph/dts/track/not-a-number',
    'https://hris.example.edu.ph/dts/track/2026-CAS-000123/extra',
    'https://hris.example.edu.ph/dts/documents/2026-CAS-000123',
    'https://hris.example.edu.ph/dts/track/%E0%A4%A',
  ])('%j is not a tracking number', (text) => expect(trackingNumberIn(text)).toBeNull());

  it('reads back the address it makes', () => {
    expect(trackPath('2026-CAS-000123')).toBe('/dts/track/2026-CAS-000123');
    expect(trackingNumberIn(`https://hris.example.edu.ph${trackPath('2026-CAS-000123')}`)).toBe('2026-CAS-000123');
  });
});

describe('document tracking routes', () => {
  it('opens the tracking page of the routing slip without a session, and nothing else of /dts', () => {
    expect(isPublicPath('/dts/track/2026-CAS-000123')).toBe(true);
    expect(isPublicPath('/dts')).toBe(false);
    expect(isPublicPath('/dts/documents/4')).toBe(false);
  });

  it('lists the section for the DTS view, and lights only the closest entry', () => {
    const items = menuItemsFor(['DTS']).filter((item) => item.menu.section === 'Document tracking');
    expect(items.map((item) => item.menu.label)).toEqual([
      'Document tracking',
      'Add document',
      'My documents',
      'Document list',
      'Pending for release',
      'Released/rejected/archive',
      'Document types',
    ]);
    const lit = (pathname: string) => items.filter((item) => isMenuItemActive(item, pathname, items)).map((item) => item.path);
    expect(lit('/dts')).toEqual(['/dts']);
    expect(lit('/dts/hold')).toEqual(['/dts']);
    expect(lit('/dts/my-documents')).toEqual(['/dts/my-documents']);
    expect(lit('/dts/add-document/12')).toEqual(['/dts/add-document']);
    expect(lit('/dts/edit-document-types/3')).toEqual(['/dts/document-types']);
    expect(menuItemsFor(['PDS', 'EDATS']).some((item) => item.path.startsWith('/dts'))).toBe(false);
  });
});
