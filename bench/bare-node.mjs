// The least a Node.js server can do for a page: node:http answering every request with one file's
// bytes and two headers (Content-Type, Content-Length). bench/floor.mjs runs it beside the site and
// nginx. Environment: PORT, BODY (a file), CONTENT_TYPE, CONTENT_ENCODING (optional).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY);
const head = ['Content-Type', process.env.CONTENT_TYPE ?? 'text/html; charset=utf-8', 'Content-Length', String(body.length)];
if (process.env.CONTENT_ENCODING) head.push('Content-Encoding', process.env.CONTENT_ENCODING);

createServer((_req, res) => {
  res.writeHead(200, head);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
