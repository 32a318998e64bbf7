/**
 * The floor under `npm run bench`'s comparison: Node's own HTTP server, with nothing of
 * ours, answering every request with one file's bytes and the headers our server sent
 * with them. Whatever our server measures below this is the cost of our own code;
 * whatever this measures below nginx is Node's, on this machine.
 *
 * Usage: node scripts/bench-reference-server.ts <port> <body file> <headers JSON file>
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, bodyFile, headersFile] = process.argv.slice(2)
if (!port || !bodyFile || !headersFile) {
  console.error('usage: bench-reference-server.ts <port> <body file> <headers JSON file>')
  process.exit(2)
}
const body = readFileSync(bodyFile)
const headers = [
  ...(JSON.parse(readFileSync(headersFile, 'utf8')) as [string, string][]),
  ['Content-Length', String(body.length)],
]
createServer((_req, res) => {
  res.writeHead(200, headers)
  res.end(body)
}).listen(Number(port), '127.0.0.1')
