import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/antd';
import type { ResourceDeclaration, Values } from '../../../../resources/types';
import type { ApiErrorBody } from '../../../model/contract';
import { heldKindLabel, type PendingChange } from '../../../../resources/domain';
import { toast } from '../../../toast/toasts';
import { listAddress } from '../../listMemory';
import { applyFieldErrors, stringErrors } from '../../formErrors';
import { isolated, midSentence } from '../../../model/format';
import { t } from '../../../i18n/translator';

/** A save the server held for a second admin (202): the data provider marks it `held`. */
const isHeld = (data: unknown): boolean => (data as { held?: unknown } | undefined)?.held === true;

/** A record created without the part that waits for a second admin (its pending change). */
const heldPart = (data: unknown): PendingChange | undefined =>
  (data as { pendingChange?: PendingChange } | undefined)?.pendingChange;

/**
 * Refine's useForm as the record form uses it: a save sends the version the form holds (If-Match),
 * goes back to the list, and says how it went in the admin's language. Also gives the loaded
 * `record` and the version this form's own save produced (`savedVersion`). An edit names its
 * record's `id` (the route's): given a resource, Refine asks for the id, not the address's.
 */
export function useVersionedForm(
  declaration: ResourceDeclaration,
  { action, id, waiting }: { action: 'create' | 'edit'; id?: string; waiting: boolean },
) {
  const { name, title } = declaration;
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const [savedVersion, setSavedVersion] = useState<number>();
  // The version the form holds, read when Save sends (If-Match): never a save over another's.
  const version = useRef<number | undefined>(undefined);
  // The save on its way, which the admin may stop waiting for (`cancelSave`).
  const saving = useRef<AbortController | undefined>(undefined);
  const cancelled = useRef(false);
  const mutationMeta = useMemo(
    () => ({
      get version() {
        return version.current;
      },
      get signal() {
        return saving.current?.signal;
      },
    }),
    [],
  );
  const {
    formProps,
    saveButtonProps,
    query,
    formLoading,
    form,
    onFinish: send,
  } = useForm<BaseRecord, HttpError, Values>({
    resource: name,
    action,
    id,
    queryOptions: { enabled: !waiting },
    mutationMeta,
    // Back to the list as the admin left it (filters, page), not to page one.
    redirect: false,
    // Refine refetches after a failed save too; a changed record would then reset the form and
    // lose what the admin typed. The record itself is refreshed only after a successful save.
    invalidates: ['list', 'many'],
    onMutationSuccess: (data) => {
      if (isHeld(data)) {
        // Asked, not applied: the record keeps its values until a second admin approves.
        toast.waiting(
          t('Waiting for a second admin'),
          t('Nothing is changed until another admin approves it in Approvals.'),
        );
        const back = listAddress(declaration);
        if (back) navigate(back);
        return;
      }
      const part = heldPart(data);
      if (part)
        toast.waiting(
          t('{{thing}} created; part of it waits for a second admin', {
            thing: t(title.singular),
          }),
          `${t(heldKindLabel(part.kind))}: ${t('Nothing is changed until another admin approves it in Approvals.')}`,
        );
      const version = data?.data?.version;
      if (typeof version === 'number') setSavedVersion(version);
      const back = listAddress(declaration);
      if (back) navigate(back);
      void invalidate({
        resource: name,
        invalidates: ['detail'],
        id: data?.data?._id as string | undefined,
      });
    },
    successNotification: (data) => {
      if (isHeld(data) || heldPart(data)) return false;
      const name = String(data?.data?.[declaration.recordTitle ?? '_id'] ?? '');
      const thing = t(title.singular);
      return {
        type: 'success',
        message:
          action === 'create' ? t('{{thing}} created', { thing }) : t('{{thing}} saved', { thing }),
        description: name && isolated(name),
      };
    },
    // The input stays as typed; the server's message says what was wrong (409: which state).
    errorNotification: (error) => {
      const message = (error as unknown as ApiErrorBody)?.message;
      if (cancelled.current)
        return {
          type: 'error',
          message: t('Stopped waiting for the save'),
          description: t(
            'The server may still apply it: check the record before saving again. What you typed is kept.',
          ),
        };
      return {
        type: 'error',
        message: t('Could not save the {{thing}}', { thing: midSentence(t(title.singular)) }),
        description: message && t(message),
      };
    },
    // Refine puts a 400's field errors on the fields as the server wrote them: put back in the
    // admin's language (the same English in an English session).
    onMutationError: (error) => applyFieldErrors(form, stringErrors(error?.errors)),
  });
  const record = query?.data?.data;
  const recordVersion =
    action === 'edit' && typeof record?.version === 'number'
      ? Math.max(record.version, savedVersion ?? 0)
      : undefined;
  useLayoutEffect(() => {
    version.current = recordVersion;
  });
  /** Sends the form's values, with a signal the admin can end (`cancelSave`). */
  const sendCancellable = (values: Values) => {
    saving.current = new AbortController();
    cancelled.current = false;
    return send(values);
  };
  const cancelSave = () => {
    cancelled.current = true;
    saving.current?.abort();
  };
  return {
    formProps,
    saveButtonProps,
    query,
    formLoading,
    form,
    send: sendCancellable,
    cancelSave,
    record,
    savedVersion,
  };
}
