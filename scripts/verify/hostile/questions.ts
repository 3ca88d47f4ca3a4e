import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a hostile question may aim at on this machine; the test makes and watches each of them. */
export type Targets = { repo: string; outside: string; tcpPort: number; udpPort: number };

/**
 * Questions a contributor could send, each claiming what it prints when its escape works; a sandbox
 * stops every one, so each is reported as a failed question. Never part of the bank.
 */
export const hostileQuestions = ({ repo, outside, tcpPort, udpPort }: Targets) => [
  {
    id: 'reads-etc-hostname',
    runner: 'bash',
    code: 'cat /etc/hostname',
    expected: fs.existsSync('/etc/hostname') ? fs.readFileSync('/etc/hostname', 'utf8') : os.hostname(),
  },
  {
    id: 'reads-repo-through-parent-cwd',
    runner: 'bash',
    code: `grep -m1 '"name"' /proc/$PPID/cwd/package.json || grep -m1 '"name"' ${repo}/package.json`,
    expected: '  "name": "quiz-dojo",',
  },
  {
    id: 'lists-callers-home',
    runner: 'bash',
    code: `ls -A ${os.homedir()} | head -3`,
    expected: fs.readdirSync(os.homedir()).sort().slice(0, 3).join('\n'),
  },
  {
    id: 'reads-callers-environment',
    runner: 'bash',
    code: `cat /proc/$PPID/environ /proc/[0-9]*/environ 2>/dev/null | tr '\\0' '\\n' | grep -q '^VITEST=' && echo leaked`,
    expected: 'leaked',
  },
  {
    id: 'writes-into-repo',
    runner: 'bash',
    code: `echo pwned > ${outside}/written && echo pwned > /proc/$PPID/cwd/.hostile-written; cat ${outside}/written`,
    expected: 'pwned',
  },
  {
    id: 'sqlite-attach-writes-outside',
    runner: 'sqlite',
    code: `attach '${outside}/attached.db' as x; create table x.t (a); insert into x.t values ('written'); select a from x.t;`,
    expected: 'written',
  },
  {
    id: 'connects-to-host-tcp',
    runner: 'node',
    code: `import net from 'node:net';
const socket = net.connect(${tcpPort}, '127.0.0.1', () => socket.end('node\\n'));
socket.on('data', (data) => console.log(String(data).trim()));
socket.on('error', (error) => console.log('blocked', error.code));`,
    expected: 'reached',
  },
  {
    id: 'sends-udp-to-host',
    runner: 'python',
    code: `import socket
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.settimeout(2)
s.sendto(b"python", ("127.0.0.1", ${udpPort}))
print(s.recv(100).decode().strip())`,
    expected: 'reached',
  },
  {
    id: 'enters-callers-network',
    runner: 'bash',
    code: `nsenter -t $PPID -n bash -c 'exec 3<>/dev/tcp/127.0.0.1/${tcpPort}; echo nsenter >&3; head -1 <&3'`,
    expected: 'reached',
  },
  {
    id: 'psql-shell-escape',
    runner: 'postgres',
    code: `\\! bash -c 'exec 3<>/dev/tcp/127.0.0.1/${tcpPort}; echo psql >&3; echo pwned > ${outside}/psql; head -1 <&3'`,
    expected: 'reached',
  },
  {
    id: 'leaves-a-process-running',
    runner: 'bash',
    code: `setsid -f sh -c 'sleep 3; echo late > ${outside}/late' ; test -d ${outside} && echo "left behind"`,
    expected: 'left behind',
  },
  {
    id: 'forks-without-end',
    runner: 'bash',
    code: 'for i in $(seq 1000); do sleep 20 & done 2>/dev/null; echo "$(jobs -p | wc -l) running"',
    expected: '1000 running',
  },
  {
    id: 'fills-the-disk',
    runner: 'bash',
    code: 'head -c 300M /dev/zero > big; stat -c %s big',
    expected: String(300 * 1024 * 1024),
  },
  {
    id: 'takes-all-memory',
    runner: 'node',
    code: "const kept = [];\nfor (let i = 0; i < 20; i++) kept.push(Buffer.alloc(100 * 1024 * 1024, 1));\nconsole.log('2 GB');",
    expected: '2 GB',
  },
];

/** A folder outside the snippet's, in the repository, as the review's "wrote into the repository root". */
export function outsideFolder(repo: string) {
  fs.mkdirSync(path.join(repo, 'node_modules/.cache'), { recursive: true });
  return fs.mkdtempSync(path.join(repo, 'node_modules/.cache/hostile-'));
}
