import { describe, expect, it } from 'vitest';
import { dispatchPorticoEvent, type PorticoEvent } from '.';

describe('dispatchPorticoEvent', () => {
  it('dispatches a bubbling, composed CustomEvent with the detail', () => {
    const target = new EventTarget();
    const seen: PorticoEvent<'portico-signed-in'>[] = [];
    target.addEventListener('portico-signed-in', (event) => seen.push(event as PorticoEvent<'portico-signed-in'>));
    expect(dispatchPorticoEvent(target, 'portico-signed-in', { userId: 'u1' })).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(CustomEvent);
    expect(seen[0]?.detail).toEqual({ userId: 'u1' });
    expect([seen[0]?.bubbles, seen[0]?.composed, seen[0]?.cancelable]).toEqual([true, true, false]);
  });

  it('lets a listener cancel portico-navigate, and answers false then', () => {
    const target = new EventTarget();
    expect(dispatchPorticoEvent(target, 'portico-navigate', { href: '/dashboard' })).toBe(true);
    target.addEventListener('portico-navigate', (event) => event.preventDefault());
    expect(dispatchPorticoEvent(target, 'portico-navigate', { href: '/dashboard' })).toBe(false);
  });

  it('cannot be cancelled for the session events', () => {
    const target = new EventTarget();
    target.addEventListener('portico-signed-out', (event) => event.preventDefault());
    expect(dispatchPorticoEvent(target, 'portico-signed-out', {})).toBe(true);
  });
});
