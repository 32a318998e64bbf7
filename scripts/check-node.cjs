// `npm install` and `npm start` on a Node.js too old for this project: one line that says
// what was found, what is needed and how to get it, instead of a stack trace. Plain
// CommonJS without modern syntax, so that any Node.js since 16 runs it.
'use strict'
var fs = require('node:fs')
var path = require('node:path')

var needed = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).engines.node
var minimum = /(\d+)\.(\d+)/.exec(needed)
var found = process.versions.node.split('.').map(Number)
var tooOld = found[0] < Number(minimum[1]) || (found[0] === Number(minimum[1]) && found[1] < Number(minimum[2]))
if (tooOld) {
  console.error(
    'Node.js ' +
      process.versions.node +
      ' found, but this site needs Node.js ' +
      needed.replace(/^>=\s*/, '') +
      ' or newer: install Node.js 24 LTS from https://nodejs.org/ (or run "nvm install" here, which reads .nvmrc).',
  )
  process.exit(1)
}
