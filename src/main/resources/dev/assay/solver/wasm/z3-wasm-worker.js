'use strict';
// Z3's WebAssembly build (the npm package z3-solver) as a solver process for Assay:
//   node z3-wasm-worker.js PACKAGE_DIR [--version] [--queries] [param=value ...] [file.smt2]
// PACKAGE_DIR holds node_modules/z3-solver. Without --queries, stdin (or the file) is one command
// stream, answered command by command like `z3 -in`. With --queries, stdin carries frames of
// Assay's worker protocol (solver.WorkerProtocol): a header line ";assay-query CHARS MARKER", then
// CHARS UTF-16 code units of SMT-LIB text; each frame runs in a Z3 context made for it and deleted
// after it, its responses are written as they come, then a line with the marker ("!" before it when
// Z3 ran out of memory and this worker exits). param=value arguments are Z3 global parameters.
const path = require('path');
const fs = require('fs');
const { StringDecoder } = require('string_decoder');

const HEADER = ';assay-query ';
const RETIRE = '!';
const OUT_OF_MEMORY = 'out of memory';
// Standard SMT-LIB options that Z3 keeps per context; any other set-option may change Z3's
// process-wide parameters, which are then reset after the query.
const CONTEXT_OPTIONS = [
  ':produce-models', ':produce-unsat-cores', ':produce-unsat-assumptions',
  ':produce-assignments', ':produce-proofs', ':produce-assertions', ':print-success',
  ':global-declarations', ':interactive-mode', ':random-seed',
];

function write(text) {
  // Synchronous: an answer is on its way before the next command runs, so a crash keeps it.
  fs.writeSync(1, text);
}

// The end of the quoted string or symbol starting at i, or -1 when it is unfinished.
function quotedEnd(text, i) {
  if (text[i] === '|') {
    const j = text.indexOf('|', i + 1);
    return j < 0 ? -1 : j + 1;
  }
  i++;
  while (i < text.length) {
    if (text[i] === '"') {
      if (text[i + 1] === '"') { i += 2; continue; }
      return i + 1;
    }
    i++;
  }
  return -1;
}

// The end of the s-expression or atom starting at i, or -1 when it is unfinished.
function itemEnd(text, i) {
  if (text[i] === '"' || text[i] === '|') return quotedEnd(text, i);
  if (text[i] !== '(') {
    while (i < text.length && !/[\s()";|]/.test(text[i])) i++;
    return i;
  }
  let depth = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === '|') {
      i = quotedEnd(text, i);
      if (i < 0) return -1;
    } else if (c === ';') {
      const j = text.indexOf('\n', i);
      if (j < 0) return -1;
      i = j + 1;
    } else if (c === '(') {
      depth++; i++;
    } else if (c === ')') {
      depth--; i++;
      if (depth === 0) return i;
    } else {
      i++;
    }
  }
  return -1;
}

// The start of the next item at or after i, past blanks and comments (text.length if none).
function skipBlank(text, i) {
  while (i < text.length) {
    if (/\s/.test(text[i])) { i++; continue; }
    if (text[i] === ';') {
      const j = text.indexOf('\n', i);
      if (j < 0) return text.length;
      i = j + 1;
      continue;
    }
    break;
  }
  return i;
}

// The complete commands of text from index 0, and where the unfinished rest starts.
function commands(text, atEof) {
  const out = [];
  let i = 0;
  while (true) {
    const start = skipBlank(text, i);
    if (start >= text.length) return { out, rest: text.length };
    const end = itemEnd(text, start);
    if (end < 0) {
      if (atEof) { out.push(text.substring(start)); return { out, rest: text.length }; }
      return { out, rest: start };
    }
    if (end >= text.length && !atEof && text[start] !== '(') return { out, rest: start };
    out.push(text.substring(start, end));
    i = end;
  }
}

function head(command) {
  const m = /^\(\s*([^\s()]+)/.exec(command);
  return m ? m[1] : '';
}

function keyword(command) {
  const m = /:[^\s()]+/.exec(command);
  return m ? m[0] : '';
}

async function main() {
  const args = process.argv.slice(2);
  const pkgDir = args.shift();
  let queries = false;
  let version = false;
  let file = null;
  const params = [];
  for (const a of args) {
    const eq = a.indexOf('=');
    if (a === '--queries') queries = true;
    else if (a === '--version') version = true;
    else if (eq > 0 && !a.startsWith('-')) params.push([a.substring(0, eq), a.substring(eq + 1)]);
    else if (!a.startsWith('-')) file = a;
    else process.stderr.write('z3-wasm: ignoring unknown flag ' + a + '\n');
  }
  const pkg = path.join(pkgDir, 'node_modules', 'z3-solver');
  const pkgVersion = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).version;
  const { init } = require(pkg);
  // Z3's own exit (a failed VERIFY prints "ASSERTION VIOLATION" and exits with 114) only halts
  // the WebAssembly runtime, which says so on its error channel, and leaves node waiting for ever:
  // the worker ends with Z3's status instead.
  const { Z3, em } = await init({
    printErr: (text) => {
      process.stderr.write(text + '\n');
      const exited = /^program exited \(with status: (\d+)\)/.exec(text);
      if (exited) {
        process.exit(Number(exited[1]) || 1);
      }
    },
  });
  // Z3.eval_smtlib2_string passes the script on the WebAssembly stack, which is released when the
  // call returns, while Z3 reads it on another thread afterwards: under load the thread reads
  // whatever the stack holds by then (seen as "unknown constant", "unexpected end of file" or
  // "unsupported" on well-formed commands). The script is passed in memory of its own instead,
  // freed once Z3 has answered.
  const encoder = new TextEncoder();
  const evalSmtlib2 = async (c, text) => {
    const bytes = encoder.encode(text);
    const ptr = em._malloc(bytes.length + 1);
    em.HEAPU8.set(bytes, ptr);
    em.HEAPU8[ptr + bytes.length] = 0;
    try {
      return await em.async_call(() =>
        em.ccall('async_Z3_eval_smtlib2_string', 'void', ['number', 'number'], [c, ptr]));
    } finally {
      em._free(ptr);
    }
  };
  if (version) {
    const v = Z3.get_version();
    write('Z3 version ' + v.major + '.' + v.minor + '.' + v.build_number
      + ' - z3-solver ' + pkgVersion + ' (WebAssembly)\n');
    return 0;
  }
  // Exit when the process that started this worker is gone (the backstop does too).
  const parent = process.ppid;
  setInterval(() => { if (process.ppid !== parent) process.exit(137); }, 500).unref();

  const applyParams = () => { for (const [k, v] of params) Z3.global_param_set(k, v); };
  applyParams();
  const newContext = () => {
    const cfg = Z3.mk_config();
    const c = Z3.mk_context(cfg);
    Z3.del_config(cfg);
    return c;
  };
  let ctx = newContext();
  let paramsTouched = false;
  let outOfMemory = false;
  let lastStatus = null;

  const reset = () => {
    Z3.del_context(ctx);
    if (paramsTouched) {
      Z3.global_param_reset_all();
      applyParams();
      paramsTouched = false;
    }
    ctx = newContext();
  };

  // Runs one command; false after (exit).
  const execute = async (command) => {
    const h = head(command);
    if (h === 'exit') return false;
    if (h === 'reset') { reset(); return true; }
    if (h === 'set-option' && !CONTEXT_OPTIONS.includes(keyword(command))) paramsTouched = true;
    let response;
    try {
      response = await evalSmtlib2(ctx, command);
    } catch (e) {
      const msg = String(e && e.message !== undefined ? e.message : e);
      if (e instanceof WebAssembly.RuntimeError || /^Aborted|RuntimeError/.test(msg)) {
        // A trap or abort inside Z3: the module's state is gone with it.
        process.stderr.write('z3-wasm: RuntimeError: ' + msg + '\n');
        process.exit(134);
      }
      response = '(error "' + msg.replace(/"/g, '""') + '")';
    }
    if (response) {
      if (response.includes(OUT_OF_MEMORY)) outOfMemory = true;
      if (h.startsWith('check-sat')) lastStatus = response.trim();
      write(response.endsWith('\n') ? response : response + '\n');
    }
    return true;
  };

  const reasonUnknown = async () => {
    try {
      return String(await evalSmtlib2(ctx, '(get-info :reason-unknown)'));
    } catch (e) {
      return String(e && e.message);
    }
  };

  const decoder = new StringDecoder('utf8');
  let buf = '';
  let eof = false;
  let wake = null;
  const input = file ? fs.createReadStream(file) : process.stdin;
  input.on('data', (d) => { buf += decoder.write(d); if (wake) { const w = wake; wake = null; w(); } });
  input.on('end', () => { buf += decoder.end(); eof = true; if (wake) { const w = wake; wake = null; w(); } });
  const more = () => new Promise((resolve) => { wake = resolve; });

  if (queries) {
    while (true) {
      let nl;
      while ((nl = buf.indexOf('\n')) < 0 && !eof) await more();
      if (nl < 0) return 0;
      const header = buf.substring(0, nl);
      buf = buf.substring(nl + 1);
      if (header === '') continue;
      const space = header.indexOf(' ', HEADER.length);
      if (!header.startsWith(HEADER) || space < 0) {
        process.stderr.write('z3-wasm: not a query frame: ' + header + '\n');
        return 2;
      }
      const chars = parseInt(header.substring(HEADER.length, space), 10);
      const marker = header.substring(space + 1);
      while (buf.length < chars && !eof) await more();
      if (buf.length < chars) return 0;
      const text = buf.substring(0, chars);
      buf = buf.substring(chars);
      lastStatus = null;
      for (const c of commands(text, true).out) {
        if (!(await execute(c))) break;
      }
      if (lastStatus === 'unknown' && !outOfMemory) {
        outOfMemory = (await reasonUnknown()).includes(OUT_OF_MEMORY);
      }
      if (outOfMemory) {
        write(RETIRE + marker + '\n');
        return 101;
      }
      reset();
      write(marker + '\n');
    }
  }
  while (true) {
    const { out, rest } = commands(buf, eof);
    buf = buf.substring(rest);
    for (const c of out) {
      if (!(await execute(c))) return 0;
    }
    if (eof) return 0;
    await more();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write('z3-wasm: ' + (e && e.stack ? e.stack : String(e)) + '\n');
    process.exit(1);
  });
