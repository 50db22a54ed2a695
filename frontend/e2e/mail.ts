import { expect, type APIRequestContext } from '@playwright/test';

/** The test mail server's API (mailpit, started by scripts/test.sh); unset when there is none. */
export const mailpit = process.env.TEST_MAILPIT_API;

export interface MailpitMessage {
  Subject: string;
  Text: string;
}

/** Waits for the newest message mailpit received for `to` and returns it. */
export async function latestMail(request: APIRequestContext, to: string, count = 1): Promise<MailpitMessage> {
  let id = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailpit}/api/v1/search?query=${encodeURIComponent(`to:"${to}"`)}`);
        const body = (await response.json()) as { messages: { ID: string }[] };
        id = body.messages[0]?.ID ?? '';
        return body.messages.length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const response = await request.get(`${mailpit}/api/v1/message/${id}`);
  return (await response.json()) as MailpitMessage;
}
