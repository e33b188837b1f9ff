import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/antd';
import type { ResourceDeclaration, Values } from '../../../../resources/types';
import type { ApiErrorBody } from '../../../model/contract';
import { listAddress } from '../../listMemory';
import { applyFieldErrors, stringErrors } from '../../formErrors';
import { isolated, midSentence } from '../../../model/format';
import { t } from '../../../i18n/translator';

/**
 * Refine's useForm as the record form uses it: a save sends the version the form holds (If-Match),
 * goes back to the list, and says how it went in the admin's language. Also gives the loaded
 * `record` and the version this form's own save produced (`savedVersion`).
 */
export function useVersionedForm(
  declaration: ResourceDeclaration,
  action: 'create' | 'edit',
  waiting: boolean,
) {
  const { name, title } = declaration;
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const [savedVersion, setSavedVersion] = useState<number>();
  // The version the form holds, read when Save sends (If-Match): never a save over another's.
  const version = useRef<number | undefined>(undefined);
  const mutationMeta = useMemo(
    () => ({
      get version() {
        return version.current;
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
    queryOptions: { enabled: !waiting },
    mutationMeta,
    // Back to the list as the admin left it (filters, page), not to page one.
    redirect: false,
    // Refine refetches after a failed save too; a changed record would then reset the form and
    // lose what the admin typed. The record itself is refreshed only after a successful save.
    invalidates: ['list', 'many'],
    onMutationSuccess: (data) => {
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
  return { formProps, saveButtonProps, query, formLoading, form, send, record, savedVersion };
}
