/** A message the catcher received (mail-catcher.mjs). */
export interface CaughtMessage {
  /** The envelope's recipients, lower-case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** ISO 8601 */
  date: string;
}

export interface MailCatcher {
  /** smtp://host:port, for SMTP_URL. */
  smtpUrl: string;
  /** http://host:port of the mailbox (GET /messages?to=…, GET /), or null when it serves no HTTP. */
  httpUrl: string | null;
  messages(): CaughtMessage[];
  /** The matching message after the first `skip` ones (default 0): kept already, or the one to arrive. */
  next(matches?: (message: CaughtMessage) => boolean, skip?: number): Promise<CaughtMessage>;
  close(): Promise<void>;
}

/** Starts a local SMTP catcher; port 0 takes a free port, httpPort null serves no HTTP. */
export function startMailCatcher(options?: {
  smtpPort?: number;
  httpPort?: number | null;
  host?: string;
}): Promise<MailCatcher>;
