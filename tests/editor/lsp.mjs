// A minimal Language Server Protocol client for yaml-language-server, the engine of VS Code's YAML
// extension: one server process over stdio (JSON-RPC with Content-Length framing), documents opened
// from memory, diagnostics and hovers as the editor would get them.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

export async function startServer(root) {
  const bin = require.resolve('yaml-language-server/bin/yaml-language-server');
  const child = spawn(process.execPath, [bin, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let buffer = Buffer.alloc(0);
  let nextId = 1;
  const pending = new Map();
  const diagnostics = new Map();
  const waiting = new Map();
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));

  const send = (message) => {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    child.stdin.write(body);
  };
  const request = (method, params) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      send({ id, method, params });
    });
  const notify = (method, params) => send({ method, params });

  const settings = {
    yaml: {
      validate: true,
      hover: true,
      completion: true,
      format: { enable: false },
      schemaStore: { enable: false },
      schemas: {},
      yamlVersion: '1.2',
    },
  };

  const onMessage = (msg) => {
    if (msg.id !== undefined && msg.method === undefined) {
      const p = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.error) p?.reject(new Error(msg.error.message));
      else p?.resolve(msg.result);
    } else if (msg.id !== undefined) {
      // A request from the server: answer configuration with our settings, everything else with null.
      const result =
        msg.method === 'workspace/configuration'
          ? msg.params.items.map((item) => (item.section ? settings[item.section.split('.')[0]] ?? null : settings))
          : null;
      send({ id: msg.id, result });
    } else if (msg.method === 'textDocument/publishDiagnostics') {
      diagnostics.set(msg.params.uri, msg.params.diagnostics);
      const w = waiting.get(msg.params.uri);
      if (w) {
        waiting.delete(msg.params.uri);
        w(msg.params.diagnostics);
      }
    }
  };

  child.stdout.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, end).toString())[1]);
      if (buffer.length < end + 4 + length) return;
      const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      buffer = buffer.subarray(end + 4 + length);
      onMessage(JSON.parse(body));
    }
  });

  await request('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(root).href,
    workspaceFolders: [{ uri: pathToFileURL(root).href, name: 'site' }],
    capabilities: {
      workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false } },
      textDocument: {
        hover: { contentFormat: ['markdown', 'plaintext'] },
        completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown'] } },
        publishDiagnostics: { relatedInformation: false },
        synchronization: { didSave: false },
      },
    },
    initializationOptions: {},
  });
  notify('initialized', {});
  notify('workspace/didChangeConfiguration', { settings });

  let version = 0;
  return {
    /** Diagnostics for `text` opened as `file` (the file need not exist: its folder resolves the modeline). */
    async check(file, text) {
      const uri = pathToFileURL(file).href;
      const done = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no diagnostics for ${file}\n${stderr}`)), 20000);
        waiting.set(uri, (d) => {
          clearTimeout(timer);
          resolve(d);
        });
      });
      notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: ++version, text } });
      const result = await done;
      notify('textDocument/didClose', { textDocument: { uri } });
      return result;
    },
    /** The hover text at a zero-based line and character of `text` opened as `file`. */
    async hover(file, text, line, character) {
      const uri = pathToFileURL(file).href;
      const opened = new Promise((resolve) => waiting.set(uri, resolve));
      notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: ++version, text } });
      await opened;
      const result = await request('textDocument/hover', { textDocument: { uri }, position: { line, character } });
      notify('textDocument/didClose', { textDocument: { uri } });
      const contents = result?.contents;
      if (!contents) return '';
      if (typeof contents === 'string') return contents;
      if (Array.isArray(contents)) return contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
      return contents.value;
    },
    /** The labels the editor suggests at a zero-based line and character of `text` opened as `file`. */
    async complete(file, text, line, character) {
      const uri = pathToFileURL(file).href;
      const opened = new Promise((resolve) => waiting.set(uri, resolve));
      notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: ++version, text } });
      await opened;
      const result = await request('textDocument/completion', { textDocument: { uri }, position: { line, character } });
      notify('textDocument/didClose', { textDocument: { uri } });
      return (Array.isArray(result) ? result : (result?.items ?? [])).map((i) => i.label);
    },
    async stop() {
      try {
        await Promise.race([request('shutdown', null), new Promise((r) => setTimeout(r, 2000))]);
        notify('exit', null);
      } finally {
        setTimeout(() => child.kill(), 500).unref();
      }
    },
  };
}
