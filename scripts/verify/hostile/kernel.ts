import fs from 'node:fs';

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `(no ${file} here)`);

/** A C program that prints `worked` when the system call it makes returns no error, else the error. */
const syscall = (call: string, headers = '') => `#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <sys/syscall.h>
${headers}
int main(void) {
  long result = ${call};
  puts(result >= 0 ? "worked" : strerror(errno));
  return 0;
}`;

const GiB = 1024 ** 3;
/** Python that writes to 1.25 GiB of memory the 1 GiB data limit does not count, and says it held it. */
const pastDataLimit = (open: string) => `import mmap, os
size = ${1.25 * GiB}
${open}
chunk = b"x" * (1 << 20)
for _ in range(size >> 20):
    memory.write(chunk)
print("held", size >> 20, "MiB")`;

/**
 * Hostile questions that reach the kernel: system calls the sandbox's filter refuses, host-wide
 * /proc entries it hides, memory beyond the per-process limits. Each claims what it prints when it
 * works. `needs` names what must be in force for the sandbox to stop it.
 */
export const kernelQuestions = () => [
  {
    id: 'stores-a-key-in-the-user-keyring',
    runner: 'c',
    code: syscall(
      'syscall(SYS_add_key, "user", "quiz-dojo", "shared", 6, KEY_SPEC_USER_KEYRING)',
      '#include <linux/keyctl.h>',
    ),
    expected: 'worked',
  },
  {
    id: 'reads-the-user-keyring',
    runner: 'c',
    code: syscall('syscall(SYS_keyctl, KEYCTL_GET_KEYRING_ID, KEY_SPEC_USER_KEYRING, 0)', '#include <linux/keyctl.h>'),
    expected: 'worked',
  },
  {
    id: 'sets-up-io-uring',
    runner: 'c',
    code: syscall('syscall(SYS_io_uring_setup, 8, &(struct io_uring_params){0})', '#include <linux/io_uring.h>'),
    expected: 'worked',
  },
  {
    id: 'memfd-past-the-data-limit',
    runner: 'python',
    code: pastDataLimit('fd = os.memfd_create("big")\nos.ftruncate(fd, size)\nmemory = mmap.mmap(fd, size)'),
    expected: 'held 1280 MiB',
    // Touching 1.25 GiB takes over 10 s on a slow virtual machine: time out only well after that.
    timeoutMs: 60_000,
  },
  {
    id: 'shared-mapping-past-the-data-limit',
    runner: 'python',
    code: pastDataLimit('memory = mmap.mmap(-1, size)'),
    expected: 'held 1280 MiB',
    timeoutMs: 60_000,
    needs: 'memory-cgroup' as const,
  },
  {
    id: 'reads-the-hosts-boot-id',
    runner: 'bash',
    code: 'cat /proc/sys/kernel/random/boot_id',
    expected: read('/proc/sys/kernel/random/boot_id'),
  },
  {
    id: 'reads-the-kernel-command-line',
    runner: 'bash',
    code: 'cat /proc/cmdline',
    expected: read('/proc/cmdline'),
  },
];
