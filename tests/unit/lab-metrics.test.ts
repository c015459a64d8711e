import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, scriptBytes, totalBlockingTime } from '../../bench/lab-metrics';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

describe('cumulativeLayoutShift', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('sums the shifts of one session window, in time order', () => {
    expect(cumulativeLayoutShift([shift(900, 0.02), shift(100, 0.01), shift(500, 0.03)])).toBeCloseTo(0.06);
  });

  it('leaves out shifts right after an input', () => {
    expect(cumulativeLayoutShift([shift(100, 0.01), shift(200, 0.5, true)])).toBeCloseTo(0.01);
  });

  it('takes the largest window: a gap of 1 s starts a new one', () => {
    // 0.05 + 0.05 in the first window, then 0.08 alone after a gap of 1.5 s.
    expect(cumulativeLayoutShift([shift(0, 0.05), shift(800, 0.05), shift(2300, 0.08)])).toBeCloseTo(0.1);
    expect(cumulativeLayoutShift([shift(0, 0.05), shift(800, 0.05), shift(2300, 0.2)])).toBeCloseTo(0.2);
  });

  it('closes a window after 5 s even without a gap', () => {
    // Shifts every 900 ms: 0..4500 is one window (6 shifts), 5400 starts the next.
    const shifts = [0, 900, 1800, 2700, 3600, 4500, 5400, 6300].map((time) => shift(time, 0.01));
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });
});

describe('totalBlockingTime', () => {
  it('counts the part of each long task over 50 ms', () => {
    expect(totalBlockingTime([{ startTime: 1000, duration: 120 }, { startTime: 2000, duration: 50 }, { startTime: 3000, duration: 80 }], 0, 10_000)).toBe(100);
  });

  it('clips tasks to the window: before first contentful paint and after its end do not count', () => {
    // 200 ms task from 0: 100 ms of it after FCP at 100, so 50 ms blocking; one wholly before; one cut at the end.
    expect(totalBlockingTime([{ startTime: 0, duration: 200 }], 100, 1000)).toBe(50);
    expect(totalBlockingTime([{ startTime: 0, duration: 90 }], 100, 1000)).toBe(0);
    expect(totalBlockingTime([{ startTime: 900, duration: 300 }], 100, 1000)).toBe(50);
  });
});

describe('scriptBytes', () => {
  const entry = (name: string, encodedBodySize: number, decodedBodySize: number) => ({ name, encodedBodySize, decodedBodySize });

  it("sums the page origin's .js files and nothing else", () => {
    const entries = [
      entry('http://127.0.0.1:4393/assets/index-a.js', 70_000, 220_000),
      entry('http://127.0.0.1:4393/assets/page-b.js?v=1', 5_000, 12_000),
      entry('http://127.0.0.1:4393/i18n/en.json', 9_000, 30_000),
      entry('http://127.0.0.1:4393/assets/index-c.css', 3_000, 9_000),
      entry('http://127.0.0.1:4392/user/context', 1_000, 2_000),
      entry('http://other.example/analytics.js', 40_000, 90_000),
    ];
    expect(scriptBytes(entries, 'http://127.0.0.1:4393')).toEqual({ files: 2, encoded: 75_000, decoded: 232_000 });
  });
});
