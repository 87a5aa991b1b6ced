import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { decodeHeaderValue, decodeQuotedPrintable, extractLinks, parseMessage } from './mime.server';

const link = `https://units.example.com/confirm?token=${'abcdefghij'.repeat(12)}&next=%2Fblog-admin`;
const mailFrom = 'Unitwise <no-reply@unitwise.example>';

describe('MIME reading', () => {
  it.each([
    ['caf=C3=A9', 'café'],
    ['soft=\r\nbreak', 'softbreak'],
    ['soft=\nbreak', 'softbreak'],
    ['key=3Dvalue&x=3d1', 'key=value&x=1'],
    ['trailing blanks   \nnext', 'trailing blanks\nnext'],
  ])('decodes quoted-printable %j', (input, output) => {
    expect(decodeQuotedPrintable(input).toString('utf8')).toBe(output);
  });

  it.each([
    ['=?UTF-8?Q?Confirm_=E2=80=94_Unitwise?=', 'Confirm — Unitwise'],
    ['=?UTF-8?B?w6k=?= =?utf-8?b?w6k=?= plain', 'éé plain'],
    ['=?ISO-8859-1?Q?caf=E9?=', 'café'],
  ])('decodes the header %j', (input, output) => {
    expect(decodeHeaderValue(input)).toBe(output);
  });

  it('reads a base64 text part', async () => {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const mail = {
      from: mailFrom,
      to: 'a@example.com',
      subject: 'Ünits',
      text: `Café ${link}`,
      textEncoding: 'base64' as const,
    };
    const info = await composer.sendMail(mail);
    if (!Buffer.isBuffer(info.message)) throw new Error('expected a buffer');
    const message = parseMessage(info.message);
    expect(message.headers.subject).toBe('Ünits');
    expect(message.text).toBe(`Café ${link}`);
  });

  it('walks nested multiparts to the text and HTML, past attachments', async () => {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await composer.sendMail({
      from: mailFrom,
      to: 'a@example.com',
      subject: 's',
      text: `Text ${link}`,
      html: `<p>Html ${link}</p>`,
      attachments: [{ filename: 'note.txt', content: 'attached text' }],
    });
    if (!Buffer.isBuffer(info.message)) throw new Error('expected a buffer');
    const message = parseMessage(info.message);
    expect(message.headers['content-type']).toMatch(/^multipart\/mixed/);
    expect(message.text).toBe(`Text ${link}`);
    expect(message.html).toBe(`<p>Html ${link}</p>`);
  });
});

describe('extractLinks', () => {
  it.each([
    ['Open:\nhttps://a.example/x?y=1\n\nthen http://b.example/.', ['https://a.example/x?y=1', 'http://b.example/']],
    ['(see https://a.example/p), done', ['https://a.example/p']],
    ['no links here, javascript:alert(1)', []],
  ])('finds the http(s) links of %j', (text, links) => {
    expect(extractLinks({ text, html: '' })).toEqual(links);
  });

  it('falls back to the HTML hrefs, unescaped, when there is no text part', () => {
    expect(extractLinks({ text: '', html: '<a href="https://a.example/?a=1&amp;b=2">x</a>' })).toEqual(['https://a.example/?a=1&b=2']);
  });
});
