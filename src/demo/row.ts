/** A stored record of the demo API: any fields, and an `_id`. */
export type Row = Record<string, unknown> & { _id: string };
