// The Codespace set-up (.devcontainer/): "Code -> Codespaces -> Create" must open the preview with
// the editor in a browser tab, with a prebuilt sitegen. No JSON schema of devcontainer.json ships
// in a light npm package, so the file is parsed and its keys are checked against the Dev Container
// reference (containers.dev/implementors/json_reference), and the start script against the ports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = JSON.parse(readFileSync(path.join(root, '.devcontainer/devcontainer.json'), 'utf8'));
const script = readFileSync(path.join(root, '.devcontainer/start.sh'), 'utf8');

// The properties of the reference this file may use (a typo such as `forwardPort` is an error).
const KNOWN = new Set([
  'name', 'image', 'build', 'dockerComposeFile', 'service', 'features', 'forwardPorts', 'portsAttributes',
  'otherPortsAttributes', 'containerEnv', 'remoteEnv', 'remoteUser', 'containerUser', 'updateRemoteUserUID',
  'userEnvProbe', 'overrideCommand', 'shutdownAction', 'init', 'privileged', 'capAdd', 'securityOpt', 'mounts',
  'workspaceFolder', 'workspaceMount', 'runArgs', 'appPort', 'initializeCommand', 'onCreateCommand',
  'updateContentCommand', 'postCreateCommand', 'postStartCommand', 'postAttachCommand', 'waitFor',
  'customizations', 'hostRequirements', 'overrideFeatureInstallOrder',
]);
const ON_AUTO_FORWARD = ['notify', 'openBrowser', 'openBrowserOnce', 'openPreview', 'silent', 'ignore'];

test('devcontainer.json uses only known properties, with the types the reference gives', () => {
  for (const key of Object.keys(config)) assert.ok(KNOWN.has(key), `unknown property ${key}`);
  assert.equal(typeof config.name, 'string');
  assert.match(config.image, /^mcr\.microsoft\.com\/devcontainers\/[a-z-]+:[\w.-]+$/, 'a pinned dev container image');
  assert.ok(Array.isArray(config.forwardPorts) && config.forwardPorts.every(Number.isInteger));
  for (const [port, attrs] of Object.entries(config.portsAttributes)) {
    assert.match(port, /^\d+$/);
    assert.ok(ON_AUTO_FORWARD.includes(attrs.onAutoForward), `onAutoForward ${attrs.onAutoForward}`);
  }
  assert.ok(Array.isArray(config.customizations.vscode.extensions));
});

test('a Codespace opens the preview with the editor in a browser tab, from a prebuilt sitegen', () => {
  const port = config.forwardPorts[0];
  assert.equal(config.portsAttributes[String(port)].onAutoForward, 'openBrowser');
  assert.match(script, new RegExp(`^PORT=\\$\\{SITEGEN_PORT:-${port}\\}$`, 'm'), 'the script serves the forwarded port');
  assert.match(script, /"\$BIN" serve --port "\$PORT"/);
  assert.match(script, /gh release download/, 'the released binary, not a compile');
  assert.ok(Object.keys(config.features ?? {}).some((f) => f.startsWith('ghcr.io/devcontainers/features/github-cli:')), 'the GitHub CLI is part of the container');
  assert.ok(config.customizations.vscode.extensions.includes('redhat.vscode-yaml'), 'the YAML checking of docs/editing-content.md');
  for (const command of [config.onCreateCommand, config.postStartCommand]) {
    const [, file] = /^bash (\S+)/.exec(command) ?? [];
    assert.ok(file, command);
    accessSync(path.join(root, file), constants.X_OK);
  }
  assert.match(config.onCreateCommand, /--prepare$/, 'caches filled ahead of time (prebuilds run onCreateCommand)');
});
