import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's busybox-static: one static binary, so an image needs nothing else to run a shell. */
export const BUSYBOX_BINARY = '/bin/busybox';
/** What `FROM busybox` finds in a question's own storage (podman looks up short names locally first). */
export const BUSYBOX = 'localhost/busybox:latest';

/**
 * A tar of the file system Docker Hub's busybox image has, near enough for the questions: busybox
 * and a link per applet in /bin, root and nobody in /etc/passwd, /tmp and /root; made once per run.
 */
export async function busyboxBase(): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-busybox-'));
  const rootfs = path.join(folder, 'rootfs');
  for (const dir of ['bin', 'etc', 'root', 'tmp', 'home']) fs.mkdirSync(path.join(rootfs, dir), { recursive: true });
  fs.chmodSync(path.join(rootfs, 'tmp'), 0o1777);
  fs.chmodSync(path.join(rootfs, 'root'), 0o700);
  fs.copyFileSync(BUSYBOX_BINARY, path.join(rootfs, 'bin', 'busybox'));
  fs.chmodSync(path.join(rootfs, 'bin', 'busybox'), 0o755);
  const applets = execFileSync(BUSYBOX_BINARY, ['--list'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  for (const applet of applets) if (applet !== 'busybox') fs.symlinkSync('busybox', path.join(rootfs, 'bin', applet));
  fs.writeFileSync(
    path.join(rootfs, 'etc', 'passwd'),
    'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/home:/bin/false\n',
  );
  fs.writeFileSync(path.join(rootfs, 'etc', 'group'), 'root:x:0:\nnobody:x:65534:\n');
  const archive = path.join(folder, 'busybox.tar');
  execFileSync('tar', ['--numeric-owner', '--owner=0', '--group=0', '-C', rootfs, '-cf', archive, '.']);
  return archive;
}
