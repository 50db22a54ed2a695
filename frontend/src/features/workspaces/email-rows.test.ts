import { describe, expect, it } from 'vitest';

import { canAddRow, canSendRows, emailsToSend, marksFromResult, rowProblem, type EmailRow } from './email-rows';

const rows = (...values: string[]): EmailRow[] => values.map((value, index) => ({ id: index + 1, value }));
const none = new Set<string>();
const noMarks = new Map();

describe('e-mail rows', () => {
  it('finds format errors, joined members and the server marks', () => {
    const joined = new Set(['bea@example.com']);
    const marks = marksFromResult({ registered: ['Cal@Example.com'], invalid: [], joined: [], sent: [] });
    expect(rowProblem('', joined, marks)).toBeNull();
    expect(rowProblem('not-an-address', joined, marks)).toBe('format');
    expect(rowProblem('a@b', joined, marks)).toBe('format');
    expect(rowProblem(' BEA@example.com ', joined, marks)).toBe('joined');
    expect(rowProblem('cal@example.com', joined, marks)).toBe('registered');
    expect(rowProblem('dan@example.com', joined, marks)).toBeNull();
  });

  it('enables Send only when every non-empty row is valid, none joined, and one at least is valid', () => {
    const joined = new Set(['bea@example.com']);
    expect(canSendRows(rows('', '', ''), joined, noMarks)).toBe(false);
    expect(canSendRows(rows('dan@example.com', '', ''), joined, noMarks)).toBe(true);
    expect(canSendRows(rows('dan@example.com', 'oops'), joined, noMarks)).toBe(false);
    expect(canSendRows(rows('dan@example.com', 'bea@example.com'), joined, noMarks)).toBe(false);
  });

  it('sends the non-empty rows once each', () => {
    expect(emailsToSend(rows(' dan@example.com ', '', 'dan@example.com', 'eve@example.com'))).toEqual([
      'dan@example.com',
      'eve@example.com',
    ]);
  });

  it('allows 30 rows at most', () => {
    expect(canAddRow(rows(...Array.from({ length: 29 }, () => '')))).toBe(true);
    expect(canAddRow(rows(...Array.from({ length: 30 }, () => '')))).toBe(false);
    expect(canSendRows(rows(), none, noMarks)).toBe(false);
  });
});
