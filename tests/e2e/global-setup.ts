// Fresh embedded database for the run, and a real SMTP server that catches the product's mail
// into .tmp/e2e-mail so journeys can follow links from it (password reset).
import { SMTPServer } from 'smtp-server';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_DIR, SMTP_PORT } from '../../playwright.config';


export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(join(MAIL_DIR, `${Date.now()}-${n++}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(SMTP_PORT, '127.0.0.1', ok));
  return async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
  };
}
