import { MaxInviteEmails, type TeamInviteEmailResult } from '@/lib/api/types.gen';

/** One row of the e-mail invitation form. */
export interface EmailRow {
  id: number;
  value: string;
}

/** What is wrong with a row: its format, or the address is already in, or belongs to an account. */
export type EmailProblem = 'format' | 'joined' | 'registered';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isEmailFormat(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** What the server said about addresses of the last refused sending, by normalised address. */
export type ServerMarks = ReadonlyMap<string, EmailProblem>;

/** The server's CodeInviteRefused data, mapped back to addresses. */
export function marksFromResult(result: Partial<TeamInviteEmailResult> | null | undefined): Map<string, EmailProblem> {
  const marks = new Map<string, EmailProblem>();
  for (const email of result?.invalid ?? []) marks.set(normaliseEmail(email), 'format');
  for (const email of result?.joined ?? []) marks.set(normaliseEmail(email), 'joined');
  for (const email of result?.registered ?? []) marks.set(normaliseEmail(email), 'registered');
  return marks;
}

/** A row's problem, or null when it is empty or fine. `joined` holds the members' normalised addresses. */
export function rowProblem(value: string, joined: ReadonlySet<string>, marks: ServerMarks): EmailProblem | null {
  const email = normaliseEmail(value);
  if (email === '') return null;
  if (!isEmailFormat(email)) return 'format';
  if (joined.has(email)) return 'joined';
  return marks.get(email) ?? null;
}

/**
 * Spec 5: Send is enabled only if every non-empty row is valid, none is already joined (nor
 * refused by the server), and at least one is valid.
 */
export function canSendRows(rows: readonly EmailRow[], joined: ReadonlySet<string>, marks: ServerMarks): boolean {
  const filled = rows.filter((row) => row.value.trim() !== '');
  return filled.length > 0 && filled.every((row) => rowProblem(row.value, joined, marks) === null);
}

/** The addresses to send: the non-empty rows, once each. */
export function emailsToSend(rows: readonly EmailRow[]): string[] {
  return [...new Set(rows.map((row) => row.value.trim()).filter((value) => value !== ''))];
}

/** Spec 9: at most 30 rows; adding more is blocked. */
export function canAddRow(rows: readonly EmailRow[]): boolean {
  return rows.length < MaxInviteEmails;
}
