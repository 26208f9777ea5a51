import { describe, expect, it } from 'vitest';
import { isMenuItemActive, menuItemsFor } from '../src/app/menu';
import { monthLabel, ratingColor, stars } from '../src/features/feedback/feedback-format';

// Feedback (issue 24): the menu (everyone sends feedback; the administrators read it and keep the modules) and the
// pages' small formats.

describe('the feedback menu', () => {
  it('lists Feedback to every signed-in user, and the list and modules only to FEEDBACK', () => {
    const paths = (views: string[]) => menuItemsFor(views).map((item) => item.path);
    expect(paths([])).toContain('/feedback');
    expect(paths(['PDS', 'EDATS'])).not.toContain('/feedback/list');
    expect(paths(['FEEDBACK'])).toEqual(expect.arrayContaining(['/feedback', '/feedback/list', '/feedback/modules']));
  });

  it('lights "Feedback received" on a feedback\'s details, not "Feedback"', () => {
    const items = menuItemsFor(['FEEDBACK']).filter((item) => item.path.startsWith('/feedback'));
    const lit = items.filter((item) => isMenuItemActive(item, '/feedback/details/12', items)).map((item) => item.path);
    expect(lit).toEqual(['/feedback/list']);
    expect(items.filter((item) => isMenuItemActive(item, '/feedback', items)).map((item) => item.path)).toEqual(['/feedback']);
  });
});

describe('formats', () => {
  it('writes a rating as five stars, a month in words, and colours an average from red to green', () => {
    expect(stars(3)).toBe('★★★☆☆');
    expect(stars(5)).toBe('★★★★★');
    expect(monthLabel('2026-10')).toBe('Oct 2026');
    expect(monthLabel('2025-12', true)).toBe("Dec '25");
    expect(ratingColor(1)).toBe('hsl(0 70% 38%)');
    expect(ratingColor(3)).toBe('hsl(60 70% 38%)');
    expect(ratingColor(5)).toBe('hsl(120 70% 38%)');
  });
});
