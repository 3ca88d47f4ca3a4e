import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a content folder with one generated topic of `count` questions (for scale benchmarks only:
 * the questions are arithmetic drills, each with a snippet, so payloads look like real ones).
 */
export function generateContent(dir: string, count: number, topicId = 900): string {
  fs.mkdirSync(path.join(dir, 'topics'), { recursive: true });
  const difficulties = ['easy', 'medium', 'hard'];
  const parts = [`---\nid: ${topicId}\nname: Generated ${count}\nlogo: simple-icons:javascript\n---\n`];
  for (let i = 1; i <= count; i++) {
    const a = i;
    const b = (i * 7) % 97;
    const answer = a + b;
    const options = [answer, answer + 1, answer - 1, answer + 10];
    const correctAt = i % 4;
    [options[0], options[correctAt]] = [options[correctAt]!, options[0]!];
    parts.push(
      `## generated-${i}\ndifficulty: ${difficulties[i % 3]}\n\nWhat does this print (drill ${i})?\n\n\`\`\`js\nconst a = ${a};\nconsole.log(a + ${b});\n\`\`\`\n\n` +
        options.map((option) => `- [${option === answer ? 'x' : ' '}] \`${option}\``).join('\n') +
        `\n\nExplanation: \`${a} + ${b}\` is \`${answer}\`.\n`,
    );
  }
  fs.writeFileSync(path.join(dir, 'topics', `generated-${count}.md`), parts.join('\n'));
  return dir;
}

if (process.argv[1]?.endsWith('generate-content.ts')) {
  const [dir, count] = process.argv.slice(2);
  if (!dir || !count) throw new Error('usage: tsx scripts/bench/generate-content.ts DIR COUNT');
  generateContent(path.resolve(dir), Number(count));
  console.log(`wrote ${count} questions to ${dir}/topics`);
}
