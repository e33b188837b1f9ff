import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http as route, HttpResponse } from 'msw';
import { createHttp } from '../../src/api/http';
import { STEP_UP_REQUIRED } from '../../src/model/stepUp';
import { answerStepUp, mountStepUpDialog, stepUpAsked } from '../../src/session/stepUp';

/** The HTTP client's part of step-up: a 403 step_up_required asks the dialog, then goes once more. */
let confirmed = false;
let calls = 0;
const refusal = () =>
  HttpResponse.json(
    { success: false, message: 'Confirm it is you', code: STEP_UP_REQUIRED },
    { status: 403 },
  );
const server = setupServer(
  route.post('*/api/admin/sensitive', () => {
    calls += 1;
    return confirmed ? HttpResponse.json({ success: true, result: { done: true } }) : refusal();
  }),
  route.get('*/api/admin/users/export', () => {
    calls += 1;
    return refusal();
  }),
);
const client = createHttp('http://localhost:3000');
let unmount: (() => void) | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  unmount?.();
  unmount = undefined;
  confirmed = false;
  calls = 0;
});
afterAll(() => server.close());

/** The dialog, as a test plays it: waits to be asked, then confirms (or cancels). */
async function answerWhenAsked(answer: boolean, before?: () => void) {
  await vi.waitFor(() => expect(stepUpAsked()).toBe(true));
  before?.();
  answerStepUp(answer);
}

describe('step-up in the HTTP client', () => {
  it('asks once, and sends the same request again once confirmed', async () => {
    unmount = mountStepUpDialog();
    const sent = client.post<{ result: unknown }>('/api/admin/sensitive', { id: 1 });
    await answerWhenAsked(true, () => (confirmed = true));
    expect((await sent).data.result).toEqual({ done: true });
    expect(calls).toBe(2);
    expect(stepUpAsked()).toBe(false);
  });

  it('asks no second time: a refusal after the confirmation reaches the caller', async () => {
    unmount = mountStepUpDialog();
    const sent = client.post('/api/admin/sensitive', {});
    await answerWhenAsked(true);
    await expect(sent).rejects.toMatchObject({ statusCode: 403, code: STEP_UP_REQUIRED });
    expect(calls).toBe(2);
  });

  it('cancelled, gives the caller the refusal as it came (an export too)', async () => {
    unmount = mountStepUpDialog();
    const sent = client.get('/api/admin/users/export', { responseType: 'blob' });
    await answerWhenAsked(false);
    await expect(sent).rejects.toMatchObject({
      message: 'Confirm it is you',
      code: STEP_UP_REQUIRED,
    });
    expect(calls).toBe(1);
  });

  it('requests refused together share one question', async () => {
    unmount = mountStepUpDialog();
    const both = Promise.all([
      client.post('/api/admin/sensitive', {}),
      client.post('/api/admin/sensitive', {}),
    ]);
    await vi.waitFor(() => expect(calls).toBe(2));
    await answerWhenAsked(true, () => (confirmed = true));
    expect((await both).map((answer) => answer.status)).toEqual([200, 200]);
    expect(calls).toBe(4);
  });

  it('with no dialog to ask (signed out), the refusal stands at once', async () => {
    await expect(client.post('/api/admin/sensitive', {})).rejects.toMatchObject({
      code: STEP_UP_REQUIRED,
    });
    expect(calls).toBe(1);
  });
});
