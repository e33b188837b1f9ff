import type { Fetch } from './http';
import type { Report } from './report';

/** How long the first message of an event stream may take. */
const FIRST_MESSAGE_MS = 5_000;

/**
 * An event stream (the live feed): with a token it answers 200, text/event-stream and its first
 * message (`event: ready`) at once, then stays open (the check closes it); without one, 401.
 */
export async function checkStream(
  api: string,
  path: string,
  token: string,
  report: Report,
  fetcher: Fetch = fetch,
): Promise<void> {
  const url = api.replace(/\/+$/, '') + path;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), FIRST_MESSAGE_MS);
  const problems: string[] = [];
  try {
    const response = await fetcher(url, {
      headers: { Authorization: token, Accept: 'text/event-stream', timezone: 'UTC' },
      signal: stop.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200) problems.push(`status ${response.status}, expected 200`);
    if (!type.startsWith('text/event-stream')) problems.push(`content type "${type}"`);
    const reader = response.body?.getReader();
    let text = '';
    while (reader && !text.includes('\n\n')) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    if (!/^event: ready$/m.test(text))
      problems.push(`first message "${text.trim()}", expected event: ready`);
    if (!/^id: \S+$/m.test(text)) problems.push('its first message has no id');
  } catch (error) {
    problems.push(stop.signal.aborted ? `no message within ${FIRST_MESSAGE_MS} ms` : String(error));
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
  report.expect(`GET ${path}: an event stream that opens with event: ready`, problems);
  const unsigned = await fetcher(url, { headers: { timezone: 'UTC' } }).catch(() => undefined);
  await unsigned?.body?.cancel().catch(() => undefined);
  report.expect(
    `GET ${path} without a token: 401`,
    unsigned?.status === 401 ? [] : [`status ${unsigned?.status ?? 'none'}, expected 401`],
  );
}
