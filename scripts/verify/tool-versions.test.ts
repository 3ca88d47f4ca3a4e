import { expect, it } from 'vitest';
import { toolVersions } from './tool-versions.js';

it('names every toolchain once with its version, or says it is not installed', async () => {
  const line = await toolVersions();
  expect(line).toMatch(new RegExp(`^tools: node ${process.versions.node} \\(verify: node on 22 and 26\\), `));
  const tools = [
    'python',
    'go',
    'rustc',
    'java',
    'kotlinc',
    'gcc',
    'g\\+\\+',
    'php',
    'podman',
    'ruby',
    'psql',
    'chromium',
    'shellcheck',
    'sqlite',
  ];
  for (const name of tools) {
    expect(line).toMatch(new RegExp(`(^|, )${name} (\\d[\\w.+~-]*|not installed)(,|$)`));
  }
  expect(line).toMatch(/sqlite 3\.\d+\.\d+$/);
}, 30_000);
