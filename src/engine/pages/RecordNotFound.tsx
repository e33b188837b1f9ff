import { Link } from 'react-router';
import { Result } from 'antd';
import type { HttpError } from '@refinedev/core';
import type { ResourceDeclaration } from '../../../resources/types';
import { listAddress } from '../listMemory';
import { midSentence } from '../../model/format';
import { t } from '../../i18n/translator';

/** Whether a record's query failed because there is no such record (404). */
export function isNotFound(error: unknown): boolean {
  return (error as HttpError | null | undefined)?.statusCode === 404;
}

/**
 * A page for a record id the API does not know: says so, with the way back, instead of an empty
 * page (or an empty form that could be saved) under a raw error toast.
 */
export function RecordNotFound({
  declaration,
  message,
}: {
  declaration: ResourceDeclaration;
  message?: string;
}) {
  const back = listAddress(declaration);
  return (
    <Result
      status="404"
      title={t('This {{thing}} was not found', {
        thing: midSentence(t(declaration.title.singular)),
      })}
      subTitle={
        message === undefined ? t('It may have been deleted, or the address is wrong.') : t(message)
      }
      extra={
        back && (
          <Link to={back}>
            {t('Back to {{things}}', { things: midSentence(t(declaration.title.plural)) })}
          </Link>
        )
      }
    />
  );
}
