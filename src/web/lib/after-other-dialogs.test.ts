import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterOtherDialogs, TYPING_PAUSE_MS } from './after-other-dialogs.ts';

function field(type = 'search'): HTMLInputElement {
  const input = document.createElement('input');
  input.type = type;
  document.body.append(input);
  return input;
}

function press(target: HTMLElement) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('a notice that falls due', () => {
  it('opens at once when nothing holds it back', () => {
    const run = vi.fn();
    afterOtherDialogs(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while the visitor types in a text field, and opens once they pause', () => {
    const search = field();
    search.focus();
    press(search);
    const run = vi.fn();
    afterOtherDialogs(run);
    expect(run).not.toHaveBeenCalled();

    // Still typing: each key starts the pause again.
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 100);
    press(search);
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 100);
    expect(run).not.toHaveBeenCalled();

    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('opens as soon as focus leaves the field for something that is not one', () => {
    const search = field();
    const button = document.createElement('button');
    document.body.append(button);
    search.focus();
    press(search);
    const run = vi.fn();
    afterOtherDialogs(run);

    button.focus();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is not held back by a focused text field the visitor is not typing in', () => {
    const search = field();
    press(search);
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    search.focus();
    const run = vi.fn();
    afterOtherDialogs(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for another modal dialog to close', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    const run = vi.fn();
    afterOtherDialogs(run);
    expect(run).not.toHaveBeenCalled();

    other.remove();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('never opens once cancelled', () => {
    const search = field();
    search.focus();
    press(search);
    const run = vi.fn();
    const cancel = afterOtherDialogs(run);
    cancel();
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
