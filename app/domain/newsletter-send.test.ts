import { describe, expect, it } from 'vitest';
import { sendNote, waitingSendText } from './newsletter-send';

describe('waitingSendText', () => {
  // The test process runs in America/New_York (vitest.config.ts): the text must stay in UTC.
  it.each([
    [Date.UTC(2027, 0, 1, 9, 0), 'Will be sent at publication, 1 Jan 2027 09:00 UTC'],
    [Date.UTC(2027, 11, 31, 23, 59, 59), 'Will be sent at publication, 31 Dec 2027 23:59 UTC'],
    [Date.UTC(2026, 2, 8, 7, 30), 'Will be sent at publication, 8 Mar 2026 07:30 UTC'],
    [Date.UTC(2099, 6, 4, 0, 0), 'Will be sent at publication, 4 Jul 2099 00:00 UTC'],
    [null, 'Will be sent when the post is published.'],
  ])('%s → %s', (sendAt, text) => {
    expect(waitingSendText(sendAt)).toBe(text);
  });
});

describe('sendNote', () => {
  it.each([
    [{ status: 'scheduled', sendAt: Date.UTC(2027, 0, 1, 9), total: 0 }, 'Will be sent at publication, 1 Jan 2027 09:00 UTC'],
    [{ status: 'sending', sendAt: null, total: 1 }, 'Sending to 1 subscriber.'],
    [{ status: 'sending', sendAt: null, total: 12 }, 'Sending to 12 subscribers.'],
    [{ status: 'done', sendAt: null, total: 12 }, 'This post has been sent.'],
  ] as const)('%o → %s', (send, text) => {
    expect(sendNote(send)).toBe(text);
  });
});
