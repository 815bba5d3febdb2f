import { describe, expect, it } from 'vitest';
import { addPenalty, countedMs, createTimer, msUntilNextSecond, pauseTimer, runTimer, timerSeconds } from './timer.ts';

describe('play timer', () => {
  it('counts only while running, across pauses and resumes', () => {
    let timer = runTimer(createTimer(), 1_000);
    expect(timerSeconds(timer, 3_500)).toBe(2);
    timer = pauseTimer(timer, 3_500); // Rules opened.
    expect(timerSeconds(timer, 60_000)).toBe(2);
    timer = runTimer(timer, 60_000); // Rules closed.
    expect(timerSeconds(timer, 61_600)).toBe(4);
    expect(countedMs(timer, 61_600)).toBe(4_100);
  });

  it('pausing or running twice changes nothing', () => {
    const running = runTimer(createTimer(), 0);
    expect(runTimer(running, 5_000)).toBe(running);
    const paused = pauseTimer(running, 2_000);
    expect(pauseTimer(paused, 9_000)).toBe(paused);
  });

  it('adds penalties to the seconds shown', () => {
    const timer = addPenalty(runTimer(createTimer(), 0), 30);
    expect(timerSeconds(timer, 5_200)).toBe(35);
    expect(addPenalty(timer, 0)).toBe(timer);
  });

  it('never goes back when the clock does, and resumes from a saved time', () => {
    const timer = runTimer(createTimer(12_300, 30), 10_000);
    expect(timerSeconds(timer, 9_000)).toBe(42);
    expect(msUntilNextSecond(timer, 10_000)).toBe(700);
  });
});
