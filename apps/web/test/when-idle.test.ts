import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// lib/when-idle.ts: idle work waits for the first screen, then runs one task per idle moment (issue 42 item 19).
async function load() {
  vi.resetModules();
  vi.stubGlobal('window', { setTimeout, clearTimeout }); // no requestIdleCallback: a timeout stands for the idle moment
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  return import('../src/lib/when-idle');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs nothing before the first screen is drawn, then each task in its turn', async () => {
    const idle = await load();
    const ran: string[] = [];
    idle.whenIdle(() => void ran.push('socket'));
    idle.whenIdle(() => void ran.push('card'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran).toEqual([]);
    idle.firstScreenDrawn();
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toEqual(['socket', 'card']);
  });

  it('holds the next task while a part is being drawn (its promise), and not forever', async () => {
    const idle = await load();
    const ran: string[] = [];
    let drawn: () => void = () => undefined;
    idle.whenIdle(() => new Promise<void>((resolve) => ((drawn = resolve), ran.push('first card'))));
    idle.whenIdle(() => void ran.push('second card'));
    idle.firstScreenDrawn();
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toEqual(['first card']);
    drawn();
    await vi.advanceTimersByTimeAsync(50);
    expect(ran).toEqual(['first card', 'second card']);

    idle.whenIdle(() => new Promise<void>(() => void ran.push('never drawn')));
    idle.whenIdle(() => void ran.push('after it'));
    await vi.advanceTimersByTimeAsync(500);
    expect(ran.at(-1)).toBe('never drawn');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran.at(-1)).toBe('after it');
  });

  it('drops a cancelled task, and starts anyway when no page says its first screen is drawn', async () => {
    const idle = await load();
    const ran: string[] = [];
    const cancel = idle.whenIdle(() => void ran.push('left page'));
    idle.whenIdle(() => void ran.push('kept'));
    cancel();
    await vi.advanceTimersByTimeAsync(5_200);
    expect(ran).toEqual(['kept']);
  });
});
