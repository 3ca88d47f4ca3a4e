import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enginesRange, NEWEST_LTS, OLDEST_NODE, unsupportedNode } from './supported-node.js';

const sentence = (version: string) =>
  `Quiz Dojo needs Node.js 22.22.2 or a later 22, 24.15.0 or a later 24, or 26 or newer (this is ${version}): ` +
  'install a current LTS from https://nodejs.org or your package manager.';

describe('unsupportedNode', () => {
  it('refuses Node 20, whose support ended, and the releases of 22 and 24 older than the dependencies need', () => {
    for (const version of ['20.20.2', '22.12.0', '22.22.1', '24.0.0', '24.14.9'])
      expect(unsupportedNode(version)).toBe(sentence(version));
  });
  it('refuses the odd lines, which are never LTS and whose support has ended', () => {
    for (const version of ['21.7.3', '23.11.1', '25.9.0']) expect(unsupportedNode(version)).toBe(sentence(version));
  });
  it('runs on the oldest release of each LTS line, later ones, and lines after the newest LTS', () => {
    for (const version of ['22.22.2', '22.23.3', '24.15.0', '24.21.0', '26.0.0', '26.12.1', '27.0.0', '28.3.1'])
      expect(unsupportedNode(version)).toBeUndefined();
  });
});

describe('the supported Nodes', () => {
  const project = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8'));
  it('are the ones package.json declares', () => {
    expect(project.engines.node).toBe(enginesRange());
    expect(enginesRange()).toBe('^22.22.2 || ^24.15.0 || >=26.0.0');
  });
  it('name the oldest release and the newest LTS that CI tests on', () => {
    expect([OLDEST_NODE, NEWEST_LTS]).toEqual(['22.22.2', 26]);
  });
});
