import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A plain-text e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * E-mail through the SMTP server of SMTP_URL (nodemailer), sent after the request that asks for it
 * has answered: `send` returns at once, a failure is logged (never the request's), and nothing waits
 * for a slow or absent server. Without SMTP_URL nothing is sent (`configured` is false; the Komplain
 * screen says so). `settled` waits for the e-mails under way (the app's close, and tests).
 */
export interface Mailer {
  readonly configured: boolean;
  send(mail: Mail): void;
  settled(): Promise<void>;
}

/** How long one delivery may take before it is given up (and logged). */
const SEND_TIMEOUT_MS = 30_000;

export function createMailer(smtp: { url: string; from: string | undefined } | null, log: FastifyBaseLogger): Mailer {
  if (!smtp) {
    return { configured: false, send: () => undefined, settled: () => Promise.resolve() };
  }
  const transport = nodemailer.createTransport(smtp.url, {});
  const from = smtp.from ?? `P3M UNIM <no-reply@${new URL(smtp.url).hostname || 'localhost'}>`;
  const inFlight = new Set<Promise<void>>();
  return {
    configured: true,
    send(mail) {
      const sending = Promise.race([
        transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text }),
        new Promise((_resolve, reject) => {
          setTimeout(() => reject(new Error('the SMTP server did not answer in time')), SEND_TIMEOUT_MS).unref();
        }),
      ]).then(
        () => undefined,
        // The subject names the ticket; the address and the text stay out of the log.
        (error: unknown) => log.warn({ err: error, subject: mail.subject }, 'could not send an e-mail'),
      );
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },
    async settled() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
