import { nameKey } from '../../resources/domain/identity';
import { say } from '../../resources/_text';

/**
 * Notes on a record (`GET` / `POST /api/admin/{resource}/{id}/notes`): append-only, written by the
 * server with their author and time, read by everyone who may view the record. A note is never
 * edited or deleted (405): what the next reviewer reads is what was written.
 */
export const NOTES_SEGMENT = 'notes';

/** The audit trail's action for a note added (its entry holds the text). */
export const NOTE_ACTION = 'add-note';

/** The longest note. */
export const NOTE_MAX = 2000;

/** A stored note, as the API answers it. */
export interface RecordNote {
  _id: string;
  resource: string;
  recordId: string;
  text: string;
  authorId: string;
  authorName: string;
  createdAt: string;
  /** The admins the text mentions (`@Name`), told in their notifications. */
  mentions: { _id: string; name: string }[];
}

/** An admin a note may mention: one who may view the record. */
export interface Mentionable {
  _id: string;
  name: string;
}

/** The answer of `GET .../notes`: oldest first, as a conversation reads, and who may be mentioned. */
export interface NotesAnswer {
  items: RecordNote[];
  total: number;
  mentionable: Mentionable[];
}

/** Characters that reorder the text around them: a note would not read as it was written. */
const REORDERING = /[\u202A-\u202E\u2066-\u2069]/;

/** What is wrong with a note's text, or undefined. */
export function noteProblem(text: unknown): string | undefined {
  if (typeof text !== 'string' || !text.trim()) return say`Write the note first`;
  if (text.length > NOTE_MAX) return say`A note is at most ${NOTE_MAX} characters`;
  if (REORDERING.test(text)) return say`A note must not contain characters that reorder text`;
  return undefined;
}

/**
 * The admins a note mentions: at each "@", the longest name that follows it (compared as names
 * are, in one normalised form), so that "@Sam Super" mentions Sam Super, not a "Sam".
 */
export function mentionedIn<T extends Mentionable>(text: string, admins: readonly T[]): T[] {
  const byLength = [...admins].sort((a, b) => b.name.length - a.name.length);
  const found = new Map<string, T>();
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    const rest = text.slice(at + 1);
    const admin = byLength.find((candidate) => {
      const name = rest.slice(0, candidate.name.length);
      const next = rest.charAt(candidate.name.length);
      return nameKey(name) === nameKey(candidate.name) && !/[\p{L}\p{N}]/u.test(next);
    });
    if (admin) found.set(admin._id, admin);
  }
  return [...found.values()];
}
