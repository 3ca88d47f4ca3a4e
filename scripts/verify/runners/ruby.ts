import fs from 'node:fs';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type Runner } from '../types.js';

/** Debian's Ruby 3.1 by its own name: /usr/bin/ruby follows whichever version was installed last. */
export const RUBY = '/usr/bin/ruby3.1';

/**
 * `ruby main.rb`: Ruby's defaults (RubyGems and did_you_mean loaded, as a learner's `ruby` has them),
 * warnings and uncaught exceptions on stderr, which is not compared.
 */
export const runRuby: Runner = async ({ code }, context) => {
  if (!fs.existsSync(RUBY)) return notExecuted('Ruby 3.1 is not installed (apt-get install ruby)');
  return runInDir({ files: { 'main.rb': code }, command: RUBY, args: (dir) => [dir.file('main.rb')] }, context);
};
