import type { ResourceDeclaration } from '../../../resources/types';
import { fillRecordPath } from '../../model/actions';
import {
  mentionedIn,
  noteProblem,
  type Mentionable,
  type NotesAnswer,
  type RecordNote,
} from '../../model/notes';
import { badRequest, created, json, notFound, ok, readBody } from '../http-utils';
import { collectionRules } from '../rules';
import { newId, type DemoStore, type Row } from '../store';
import type { Permit } from './access';
import { titleOf } from './auditNames';
import { say } from '../../../resources/_text';

const COLLECTION = 'record-notes';

/** The record as the admin would read it (`GET /{resource}/{id}`): its rights, rules and 404. */
export type ReadRecord = (request: Request, path: string, id: string) => Promise<Response>;

/**
 * Notes on a record (src/model/notes.ts): `GET` lists them with who may be mentioned, `POST`
 * appends one; nothing edits or deletes one (405). Both need view on the record's module and a
 * record the admin may read: a note is as readable as its record. Each admin the note mentions who
 * may view the record is told (a notification opening the record's Notes tab).
 */
export function createNotes(store: DemoStore, permitted: Permit, readRecord: ReadRecord) {
  /** Active admins who may view the module: who a note may mention. */
  async function mentionable(module: string): Promise<(Mentionable & { row: Row })[]> {
    const admins: (Mentionable & { row: Row })[] = [];
    for (const row of store.all('admins')) {
      if (row.status === 'disabled' || (await permitted(row, module, 'view'))) continue;
      admins.push({ _id: row._id, name: String(row.name), row });
    }
    return admins;
  }

  function tell(declaration: ResourceDeclaration, note: RecordNote, title: string) {
    const page = declaration.routes.show ?? declaration.routes.edit;
    for (const mention of note.mentions) {
      if (mention._id === note.authorId) continue;
      store.insert('notifications', {
        _id: newId(),
        adminId: mention._id,
        type: 'info',
        title: say`You were mentioned in a note`,
        body: say`${note.authorName} mentioned you in a note on ${title}: ${note.text.slice(0, 200)}`,
        ...(page ? { link: `${fillRecordPath(page, { _id: note.recordId })}#notes` } : {}),
        createdAt: note.createdAt,
        updatedAt: note.createdAt,
      });
    }
  }

  return async function notes(
    request: Request,
    admin: Row,
    declaration: ResourceDeclaration,
    [path, id, , extra]: string[],
  ): Promise<Response> {
    const method = request.method.toUpperCase();
    if (extra !== undefined || (method !== 'GET' && method !== 'POST'))
      return json(405, {
        success: false,
        message: say`Notes are kept as written: they cannot be edited or deleted`,
      });
    // A page (the dashboard) or a report has no records to note.
    if (declaration.pageOnly || collectionRules(declaration.name).report)
      return notFound(say`${declaration.title.plural} have no notes`);
    const denied = await permitted(admin, declaration.module, 'view');
    if (denied) return denied;
    const read = await readRecord(request, path, id);
    if (read.status !== 200) return read;
    const record = ((await read.json()) as { result: Row }).result;
    const admins = await mentionable(declaration.module);
    const names = admins.map(({ _id, name }) => ({ _id, name }));
    if (method === 'GET') {
      const items = store
        .all(COLLECTION)
        .filter((row) => row.resource === declaration.name && row.recordId === id)
        .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
      const answer: NotesAnswer = {
        items: items as unknown as RecordNote[],
        total: items.length,
        mentionable: names,
      };
      return ok(answer);
    }
    const body = await readBody(request);
    const problem = noteProblem(body.text);
    if (problem) return badRequest(problem, { text: problem });
    const text = String(body.text).trim();
    const at = new Date(store.now()).toISOString();
    const note: RecordNote = {
      _id: newId(),
      resource: declaration.name,
      recordId: id,
      text,
      authorId: admin._id,
      authorName: String(admin.name),
      createdAt: at,
      mentions: mentionedIn(text, names),
    };
    store.insert(COLLECTION, { ...note, updatedAt: at } as unknown as Row);
    tell(declaration, note, titleOf(declaration, store)(record) || id);
    return created(note, say`Note added`);
  };
}
