import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, smtpTransportOptions } from '../../app/services/mail/mailer.server';
import { extractLinks, parseMessage } from '../../app/services/mail/mime.server';
import { readOutbox } from '../../app/services/mail/outbox.server';
import * as templates from '../../app/services/mail/templates.server';

const site = { siteName: 'Unitwise', teamName: 'Unitwise Team', publicOrigin: 'http://localhost:3000' };
const mailFrom = 'Unitwise <no-reply@unitwise.example>';
// Long, with '=' and '&': on the wire it is soft-wrapped and =3D-escaped, so reading it back proves the decoding.
const confirmLink = `http://localhost:3000/api/auth/verify-email?token=${'eyJhbGciOiJIUzI1NiJ9'.repeat(8)}&callbackURL=%2Fblog-admin`;
const silent = { info: () => undefined };

interface Received {
  raw: Buffer;
  from: string;
  to: string[];
}

describe('SMTP delivery, through a real local SMTP listener', () => {
  const inbox: Received[] = [];
  let waiting: ((mail: Received) => void) | undefined;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom: from, rcptTo } = session.envelope;
        const mail = { raw: Buffer.concat(chunks), from: from ? from.address : '', to: rcptTo.map((r) => r.address) };
        const receiver = waiting;
        waiting = undefined;
        if (receiver) receiver(mail);
        else inbox.push(mail);
        callback();
      });
    },
  });
  const nextMail = () =>
    new Promise<Received>((resolve) => {
      const mail = inbox.shift();
      if (mail) resolve(mail);
      else waiting = resolve;
    });
  let port = 0;

  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())));
  beforeAll(() => void (port = (server.server.address() as AddressInfo).port));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the account confirmation, and its link reads back exactly', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'unitwise-mail-'));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom, outboxDir, logger: silent });
    try {
      const sent = await mailer.send({
        to: 'ann@example.com',
        ...templates.accountConfirmationEmail(site, confirmLink),
      });
      const mail = await nextMail();
      expect(mailer.delivery).toBe('smtp');
      expect(mail.from).toBe('no-reply@unitwise.example');
      expect(mail.to).toEqual(['ann@example.com']);
      expect(mail.raw.toString('latin1')).not.toContain(confirmLink); // encoded on the wire

      const message = parseMessage(mail.raw);
      expect(message.headers.to).toBe('ann@example.com');
      expect(message.headers.subject).toBe('Confirm your e-mail address for Unitwise');
      expect(message.headers['message-id']).toBe(`<${sent.id}@unitwise.example>`);
      expect(extractLinks(message)[0]).toBe(confirmLink);
      expect(extractLinks({ text: '', html: message.html })[0]).toBe(confirmLink);
      expect(sent.outboxFile).toBeUndefined();
      expect(await readdir(outboxDir)).toEqual([]);
    } finally {
      mailer.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('fails the send when no SMTP server answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${deadPort}`,
      mailFrom,
      outboxDir: '/nonexistent',
      logger: silent,
    });
    await expect(mailer.send({ to: 'ann@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
    mailer.close();
  });

  it.each([
    ['smtp://127.0.0.1:2525', false],
    ['smtp://user:secret@mail.example.com:587', true],
    ['smtp://user:secret@localhost:25', false],
    ['smtps://user:secret@mail.example.com', false],
  ])('requires STARTTLS for %s: %s', (url, requireTLS) => {
    expect(smtpTransportOptions(url)).toMatchObject({ pool: true, url, requireTLS });
  });
});

describe('outbox delivery, without SMTP', () => {
  let dir = '';
  beforeAll(async () => void (dir = await mkdtemp(join(tmpdir(), 'unitwise-outbox-'))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes .eml files that readOutbox reads back, newest last, and logs their names, never a link', async () => {
    const outboxDir = join(dir, 'data', 'outbox');
    const lines: string[] = [];
    const mailer = createMailer({ mailFrom, outboxDir, logger: { info: (line) => lines.push(line) } });
    const links = {
      confirmUrl: 'http://localhost:3000/newsletter/confirm?token=n1',
      unsubscribeUrl: 'http://localhost:3000/newsletter/unsubscribe?token=u1',
    };
    const first = await mailer.send({ to: 'bo@example.com', ...templates.newsletterConfirmationEmail(site, links) });
    const second = await mailer.send({
      to: 'ann@example.com',
      ...templates.accountConfirmationEmail(site, confirmLink),
    });

    expect(mailer.delivery).toBe('outbox');
    expect((await readdir(outboxDir)).sort()).toEqual([first.outboxFile, second.outboxFile].map((f) => f?.split('/').pop()));
    expect(first.outboxFile).toMatch(/\/\d{8}T\d{9}Z-[0-9a-f-]{36}\.eml$/);
    expect((await stat(second.outboxFile ?? '')).mode & 0o777).toBe(0o600);

    const [newsletter, account] = await readOutbox(outboxDir);
    expect(account).toMatchObject({
      id: second.id,
      to: 'ann@example.com',
      subject: 'Confirm your e-mail address for Unitwise',
    });
    expect(account?.links[0]).toBe(confirmLink);
    expect(newsletter?.links.slice(0, 2)).toEqual([links.confirmUrl, links.unsubscribeUrl]);
    expect(newsletter?.headers['list-unsubscribe']).toBe(`<${links.unsubscribeUrl}>`);
    expect(newsletter?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Each line names the file to open; no link (nor its token) ever reaches the log.
    expect(lines).toEqual([
      `[mail] Not sent (no SMTP_URL): "Confirm your subscription to the Unitwise newsletter" written to the outbox as ${first.outboxFile}`,
      `[mail] Not sent (no SMTP_URL): "Confirm your e-mail address for Unitwise" written to the outbox as ${second.outboxFile}`,
    ]);
    for (const line of lines) expect(line).not.toMatch(/http|token/);
  });

  it('reads a missing outbox folder as empty', async () => {
    expect(await readOutbox(join(dir, 'never-created'))).toEqual([]);
  });
});

describe('templates', () => {
  const hostile = {
    siteName: 'Units <b>&</b> "Co"',
    teamName: "O'Brien <Team>",
    publicOrigin: 'https://units.example.com',
  };
  const url = 'https://units.example.com/confirm?token=a"b<c&next=/x';
  const all = [
    ['account confirmation', templates.accountConfirmationEmail(hostile, url)],
    ['newsletter confirmation', templates.newsletterConfirmationEmail(hostile, { confirmUrl: url, unsubscribeUrl: url })],
    ['newsletter welcome', templates.newsletterWelcomeEmail(hostile, { unsubscribeUrl: url })],
  ] as const;

  it.each(all)('%s escapes every interpolated value in its HTML and keeps a plain-text part', (_name, mail) => {
    expect(mail.html).toContain('Units &lt;b&gt;&amp;&lt;/b&gt; &quot;Co&quot;');
    expect(mail.html).toContain('O&#39;Brien &lt;Team&gt;');
    expect(mail.html).toContain('href="https://units.example.com/confirm?token=a%22b%3Cc&amp;next=/x"');
    expect(mail.html).not.toMatch(/<b>|<Team>|token=a"b/);
    expect(mail.subject).toContain(hostile.siteName);
    expect(mail.text).toContain(hostile.teamName);
    expect(extractLinks(mail)[0]).toBe('https://units.example.com/confirm?token=a%22b%3Cc&next=/x');
  });

  it('puts RFC 8058 unsubscribe headers on newsletter mails only', () => {
    const unsubscribeUrl = 'https://units.example.com/newsletter/unsubscribe?token=t';
    const expected = {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    expect(templates.newsletterConfirmationEmail(site, { confirmUrl: url, unsubscribeUrl }).headers).toEqual(expected);
    expect(templates.newsletterWelcomeEmail(site, { unsubscribeUrl }).headers).toEqual(expected);
    expect(templates.accountConfirmationEmail(site, url).headers).toBeUndefined();
  });

  it('refuses links that are not http(s)', () => {
    expect(() => templates.accountConfirmationEmail(site, 'javascript:alert(1)')).toThrow(/http/);
  });
});
