/** Rows per page of a list whose declaration names no `pageSize`. */
export const DEFAULT_PAGE_SIZE = 20;
